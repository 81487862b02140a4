-- Identity: companies, their people, invitations, one-time codes, refresh tokens, rate limits.

CREATE TABLE companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  legal_form text CHECK (
    legal_form IN ('ag', 'einzelunternehmung', 'ek', 'gmbh', 'gbr', 'ug', 'gmbh-co-kg', 'ohg')
  ),
  website text NOT NULL DEFAULT '',
  -- Identifies the company's software licence; verify-otp hands out its SHA-256 as license_hash.
  license_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  blocked_at timestamptz,
  block_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Operators run the platform and belong to no company; everybody else belongs to exactly one.
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  user_type text NOT NULL CHECK (user_type IN ('owner', 'manager', 'employee', 'operator')),
  username text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text NOT NULL,
  salutation text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date,
  phone text NOT NULL DEFAULT '',
  is_verified boolean NOT NULL DEFAULT false,
  eid_verified boolean NOT NULL DEFAULT false,
  supervisor_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_company_by_type CHECK ((user_type = 'operator') = (company_id IS NULL)),
  CONSTRAINT users_birth_date_of_staff CHECK (user_type = 'operator' OR date_of_birth IS NOT NULL)
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
CREATE INDEX users_company ON users (company_id);
CREATE INDEX users_supervisor ON users (supervisor_id);

CREATE TABLE invitations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  invited_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('manager', 'employee')),
  -- HMAC-SHA-256 of the owner_code; the code itself is only in the invitation mail.
  code_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitations_company ON invitations (company_id);

-- At most one code per person and purpose: issuing a new one replaces (voids) the old one.
CREATE TABLE one_time_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('email_verification', 'password_reset')),
  code_hash text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  CONSTRAINT one_time_codes_one_per_purpose UNIQUE (user_id, purpose)
);

CREATE TABLE refresh_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- All tokens rotated from one login share a family; reuse of a rotated token revokes it.
  family uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by integer REFERENCES refresh_tokens (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- One row per counted event; a limit counts the rows of its bucket inside its window. Kept in
-- the database so the limits hold across several API processes.
CREATE TABLE rate_limit_hits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  hit_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_bucket_time ON rate_limit_hits (bucket, hit_at);
CREATE INDEX rate_limit_hits_time ON rate_limit_hits (hit_at);
