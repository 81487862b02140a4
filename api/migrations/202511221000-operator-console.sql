-- Operator console (issue 10): the append-only record of every operator decision, and the
-- one-time passwords of new operator accounts.

CREATE TABLE operator_decisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  decided_at timestamptz NOT NULL,
  -- No foreign key: removing an operator account must leave its decisions on record, named by
  -- the address the operator had then.
  operator_id integer NOT NULL,
  operator_email text NOT NULL,
  action text NOT NULL CHECK (
    action IN ('location_approved', 'location_rejected', 'company_blocked', 'company_unblocked')
  ),
  -- Without ON DELETE: a company with recorded decisions cannot disappear (nothing is deleted).
  company_id integer NOT NULL REFERENCES companies (id),
  -- No foreign key: a location its owner deletes later stays named in `target`.
  location_id integer,
  -- What the decision was about, as it was then (e.g. the location's name and address).
  target text NOT NULL,
  reason text
);
CREATE INDEX operator_decisions_company ON operator_decisions (company_id, decided_at);

-- Records are only ever added: the database itself refuses to change or remove one, whatever
-- the code above it does.
CREATE FUNCTION refuse_operator_decision_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_decisions: Entscheidungen werden nur angefügt, nie geändert oder gelöscht'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER operator_decisions_append_only
  BEFORE UPDATE OR DELETE ON operator_decisions
  FOR EACH ROW EXECUTE FUNCTION refuse_operator_decision_change();

CREATE TRIGGER operator_decisions_no_truncate
  BEFORE TRUNCATE ON operator_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_operator_decision_change();

-- The operator CLI prints a new account's password once. While users.password_hash still
-- equals the hash kept here, the operator API refuses everything but the password change, so
-- the printed password cannot stay in use.
CREATE TABLE operator_initial_passwords (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  issued_at timestamptz NOT NULL
);

-- An owner corrects a rejected location and sends a new trade proof; the location returns to
-- the review queue. Each resubmission keeps the rejection it answers and the proof it replaced
-- (the file stays in the uploads folder), so the operators see the history.
CREATE TABLE location_resubmissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  location_id integer NOT NULL REFERENCES studio_locations (id) ON DELETE CASCADE,
  resubmitted_at timestamptz NOT NULL,
  rejection_reason text,
  replaced_certificate_file text
);
CREATE INDEX location_resubmissions_location ON location_resubmissions (location_id, resubmitted_at);
