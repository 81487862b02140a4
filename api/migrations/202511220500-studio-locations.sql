-- Studio locations (the spec's "shops"): created by registration and the locations pages,
-- shown in the photographer finder once their trade proof is approved and their company is
-- not blocked (ARCHITECTURE §4).

CREATE TABLE studio_locations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL only for the labelled demo studios of the embedded default (no company behind them).
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL,
  zipcode text NOT NULL DEFAULT '00000' CHECK (zipcode ~ '^[0-9]{5}$'),
  city text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  shop_phone text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  -- Storage key of the trade-proof PDF (Gewerbeschein) under the upload folder.
  certificate_file text,
  review_status text NOT NULL DEFAULT 'pending'
    CHECK (review_status IN ('pending', 'approved', 'rejected')),
  review_reason text,
  reviewed_at timestamptz,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX studio_locations_company ON studio_locations (company_id);
CREATE INDEX studio_locations_zipcode ON studio_locations (zipcode);

-- The finder's spatial index: points on earthdistance's sphere, only for studios it may show.
-- shops-nearby prefilters with earth_box(...) @> ll_to_earth(latitude, longitude), which this
-- GiST index answers, and then computes the exact great-circle distance on 6371 km.
CREATE INDEX studio_locations_finder_position ON studio_locations
  USING gist (ll_to_earth(latitude, longitude))
  WHERE review_status = 'approved';
