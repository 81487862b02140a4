-- Photo transfer (ARCHITECTURE.md section 8): records of the encrypted photos whose ciphertext
-- lives in the blob store, the authorities' retrievals, an append-only audit trail, the lease
-- that lets one API process at a time sweep expired photos, and the 0.75 EUR transfer event in
-- the one ledger of billable events. The server never stores a photo's key or anything derived
-- from the photo: only the SHA-256 of the proof and of the ciphertext.

-- The person's pseudonym for authorities (PassDEÜV § 1b (2)): an HMAC of the eID subject
-- identifier under a server secret, written by the eID identification; never the name.
ALTER TABLE users ADD COLUMN eid_pseudonym text;

CREATE TABLE photos (
  -- Chosen by the client; the same 16 bytes are in the printed code.
  id uuid PRIMARY KEY,
  -- The records outlive company, location and person for billing and the audit trail.
  company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  location_id integer REFERENCES studio_locations (id) ON DELETE SET NULL,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- Copied at upload, so the photo keeps its uploader's pseudonym; NULL once erased.
  uploader_pseudonym text,
  -- SHA-256 (hex) of the proof of possession: whoever has the code can recompute the proof.
  proof_hash text NOT NULL CHECK (proof_hash ~ '^[0-9a-f]{64}$'),
  -- SHA-256 (hex) of the ciphertext: tells a repeated upload from a different one.
  ciphertext_hash text NOT NULL CHECK (ciphertext_hash ~ '^[0-9a-f]{64}$'),
  ciphertext_bytes integer NOT NULL CHECK (ciphertext_bytes > 0),
  captured_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- The studio's biometric pre-check; a red check sent anyway carries a reason.
  check_passed boolean,
  override_reason text CHECK (override_reason IN ('medical', 'disability', 'small-child', 'other')),
  override_text text CHECK (char_length(override_text) <= 200),
  created_at timestamptz NOT NULL,
  -- Set when the citizen erased the photo (blob removed at once) or the sweeper expired it.
  erased_at timestamptz,
  expired_at timestamptz,
  CONSTRAINT photos_override_when_check_failed
    CHECK ((check_passed IS DISTINCT FROM false) = (override_reason IS NULL)),
  CONSTRAINT photos_override_text_for_other
    CHECK ((override_reason = 'other') = (override_text IS NOT NULL AND override_text <> '')),
  CONSTRAINT photos_gone_once CHECK (erased_at IS NULL OR expired_at IS NULL)
);
CREATE INDEX photos_company ON photos (company_id, created_at DESC);
CREATE INDEX photos_uploader ON photos (uploaded_by, created_at DESC);
-- The sweeper's question: which stored photos are past their expiry?
CREATE INDEX photos_due ON photos (expires_at) WHERE erased_at IS NULL AND expired_at IS NULL;

-- Every successful retrieval by an authority: by a clerk (signed in) or by an API key.
CREATE TABLE photo_retrievals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  photo_id uuid NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  authority_id integer NOT NULL REFERENCES authorities (id),
  clerk_id integer REFERENCES users (id) ON DELETE SET NULL,
  api_key_id integer REFERENCES authority_api_keys (id) ON DELETE SET NULL,
  retrieved_at timestamptz NOT NULL
);
CREATE INDEX photo_retrievals_photo ON photo_retrievals (photo_id, retrieved_at DESC);

-- What happened to a photo, for operators and data-protection questions; never the image or key.
CREATE TABLE photo_audit (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- No reference: the trail outlives everything it is about.
  photo_id uuid NOT NULL,
  event text NOT NULL
    CHECK (event IN ('hochgeladen', 'abgerufen', 'angesehen', 'gelöscht', 'abgelaufen')),
  -- A company, location or authority name, 'Bürgerin/Bürger' or 'System'.
  actor text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX photo_audit_photo ON photo_audit (photo_id, at);

CREATE FUNCTION refuse_photo_audit_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'photo_audit: Einträge werden nur angefügt, nie geändert oder gelöscht'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER photo_audit_append_only
  BEFORE UPDATE OR DELETE ON photo_audit
  FOR EACH ROW EXECUTE FUNCTION refuse_photo_audit_change();

CREATE TRIGGER photo_audit_no_truncate
  BEFORE TRUNCATE ON photo_audit
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_photo_audit_change();

-- Periodic jobs that must run in one API process at a time: a process holds a job's lease until
-- expires_at and takes it over only when it is free or has run out.
CREATE TABLE job_leases (
  job text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The ledger gains the transfer event: one per photo; the eID identification stays once per
-- person.
ALTER TABLE billable_events DROP CONSTRAINT billable_events_kind_check;
ALTER TABLE billable_events ADD CONSTRAINT billable_events_kind_check
  CHECK (kind IN ('eid_identification', 'photo_transfer'));
ALTER TABLE billable_events ADD COLUMN photo_id uuid REFERENCES photos (id);
ALTER TABLE billable_events ADD CONSTRAINT billable_events_photo_by_kind
  CHECK ((kind = 'photo_transfer') = (photo_id IS NOT NULL));
CREATE UNIQUE INDEX billable_events_once_per_photo ON billable_events (photo_id);
DROP INDEX billable_events_once_per_person;
CREATE UNIQUE INDEX billable_events_once_per_person ON billable_events (user_id, kind)
  WHERE kind = 'eid_identification';
