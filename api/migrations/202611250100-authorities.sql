-- Authorities (ARCHITECTURE.md section 8): organisations such as "Bürgeramt Kiel" whose clerks
-- retrieve photos with the citizen's printed code. Clerks are users of type 'authority' that
-- belong to exactly one authority and to no company.

CREATE TABLE authorities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  -- A disabled authority's clerks cannot log in and its API keys are refused.
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX authorities_name_unique ON authorities (lower(name));

ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check
  CHECK (user_type IN ('owner', 'manager', 'employee', 'operator', 'authority'));
ALTER TABLE users ADD COLUMN authority_id integer REFERENCES authorities (id) ON DELETE CASCADE;
ALTER TABLE users DROP CONSTRAINT users_company_by_type;
ALTER TABLE users ADD CONSTRAINT users_company_by_type
  CHECK ((user_type IN ('operator', 'authority')) = (company_id IS NULL));
ALTER TABLE users ADD CONSTRAINT users_authority_by_type
  CHECK ((user_type = 'authority') = (authority_id IS NOT NULL));
ALTER TABLE users DROP CONSTRAINT users_birth_date_of_staff;
ALTER TABLE users ADD CONSTRAINT users_birth_date_of_staff
  CHECK (user_type IN ('operator', 'authority') OR date_of_birth IS NOT NULL);
CREATE INDEX users_authority ON users (authority_id);

-- Keys for an authority's own software; only the SHA-256 of a key is kept, the key is shown once.
CREATE TABLE authority_api_keys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  authority_id integer NOT NULL REFERENCES authorities (id) ON DELETE CASCADE,
  label text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX authority_api_keys_authority ON authority_api_keys (authority_id);
