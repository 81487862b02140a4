-- State of the local eID test provider (used while EID_ISSUER is unset), kept in the database so
-- that every API process on one database serves every step of a flow: oidc-provider's models
-- (interactions, sessions, grants, codes, tokens), the identities testers entered, and the
-- provider's own secrets (signing key, cookie key, client credentials), made once by whichever
-- process starts first.
CREATE TABLE eid_test_provider_entries (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  -- Copied out of the payload for oidc-provider's lookups by uid, grant and user code.
  uid text,
  grant_id text,
  user_code text,
  -- NULL: kept until removed.
  expires_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX eid_test_provider_entries_uid ON eid_test_provider_entries (model, uid);
CREATE INDEX eid_test_provider_entries_grant ON eid_test_provider_entries (grant_id);
CREATE INDEX eid_test_provider_entries_expiry ON eid_test_provider_entries (expires_at);
