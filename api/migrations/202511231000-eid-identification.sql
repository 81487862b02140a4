-- eID identification (ARCHITECTURE §3, §4): the open authorization flows of signed-in people and
-- the billing record of each person's first successful identification.

-- One open OpenID Connect authorization flow per person: starting a new one replaces the old.
-- The PKCE verifier and nonce never leave the server; the state binds the answer to the flow.
CREATE TABLE eid_authorization_flows (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL UNIQUE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  display text NOT NULL CHECK (display IN ('page', 'touch')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the code of this flow was handed in: a second hand-in is a replay.
  used_at timestamptz
);

-- Billable events of a company. The records outlive the person (and the company) they are
-- about, so both references fall back to NULL on deletion instead of taking the row along.
CREATE TABLE billable_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('eid_identification')),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A person's first identification is billed once: a second one finds this row.
CREATE UNIQUE INDEX billable_events_once_per_person ON billable_events (user_id, kind);
CREATE INDEX billable_events_company ON billable_events (company_id, created_at);
