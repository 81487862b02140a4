-- Opening hours and accessibility per studio location (issue 21, item 4), entered by the studio
-- in the management area and shown by the finder.
-- opening_hours: NULL (not given) or one list of periods per weekday,
--   {"mon": [{"opens": "09:00", "closes": "12:30"}, {"opens": "14:00", "closes": "18:00"}], ..., "sun": []}
--   (an empty list is a closed day; times HH:MM in Europe/Berlin, 24:00 closes at midnight).
--   The API checks the shape and the times with shared-ui/src/locations/opening-hours.ts; the
--   database only insists on an object.
-- barrier_free: the studio declares step-free access ("barrierefrei").
ALTER TABLE studio_locations
  ADD COLUMN opening_hours jsonb CHECK (opening_hours IS NULL OR jsonb_typeof(opening_hours) = 'object'),
  ADD COLUMN barrier_free boolean NOT NULL DEFAULT false;
