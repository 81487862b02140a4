-- Billing (issue 19): SEPA direct debit mandates, monthly invoices and the link from every
-- billable event of the one ledger (billable_events) to the invoice that bills it.
-- Amounts are integers in cents; VAT is computed per invoice and rounded once.

-- A company's SEPA core direct debit mandates. A change never edits a mandate: the owner signs a
-- new one (new reference, new date) and the old one is superseded, so every change stays on
-- record with who made it and when.
CREATE TABLE sepa_mandates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Mandatsreferenz: up to 35 characters of A-Z, 0-9 and '-' (SEPA rulebook).
  reference text NOT NULL UNIQUE CHECK (reference ~ '^[A-Z0-9-]{1,35}$'),
  account_holder text NOT NULL CHECK (char_length(account_holder) BETWEEN 2 AND 70),
  -- Electronic format (no spaces, upper case), checked with ibantools by the API.
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text CHECK (bic ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$'),
  signed_at timestamptz NOT NULL,
  signed_by integer REFERENCES users (id) ON DELETE SET NULL,
  superseded_at timestamptz
);
-- At most one mandate in force per company.
CREATE UNIQUE INDEX sepa_mandates_in_force ON sepa_mandates (company_id) WHERE superseded_at IS NULL;

-- One row per closed month: the run that issued the month's invoices and its SEPA file.
CREATE TABLE billing_runs (
  period text PRIMARY KEY CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  closed_at timestamptz NOT NULL,
  -- Who closed it: 'System' (scheduled run), the operator command or an operator's e-mail.
  closed_by text NOT NULL
);

-- One invoice per company and month. Seller, buyer and lines are copied at issue, so the
-- invoice stays what it was when addresses, names or prices change later.
CREATE TABLE invoices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Gapless per year: sequence = previous + 1, assigned under the run's lock.
  number text NOT NULL UNIQUE,
  year integer NOT NULL,
  sequence integer NOT NULL CHECK (sequence > 0),
  period text NOT NULL REFERENCES billing_runs (period),
  company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  issued_at timestamptz NOT NULL,
  due_on date NOT NULL,
  net_cents integer NOT NULL CHECK (net_cents > 0),
  vat_cents integer NOT NULL CHECK (vat_cents >= 0),
  gross_cents integer NOT NULL,
  payment text NOT NULL CHECK (payment IN ('sepa', 'transfer')),
  mandate_id integer REFERENCES sepa_mandates (id),
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  lines jsonb NOT NULL,
  mailed_at timestamptz,
  -- Rücklastschrift: the bank returned the direct debit; the owner got a reminder.
  returned_at timestamptz,
  return_note text CHECK (char_length(return_note) <= 200),
  UNIQUE (year, sequence),
  UNIQUE (company_id, period),
  CONSTRAINT invoices_gross CHECK (gross_cents = net_cents + vat_cents),
  CONSTRAINT invoices_mandate_for_sepa CHECK ((payment = 'sepa') = (mandate_id IS NOT NULL)),
  CONSTRAINT invoices_returned_only_sepa CHECK (returned_at IS NULL OR payment = 'sepa')
);
CREATE INDEX invoices_company ON invoices (company_id, period DESC);

-- Every ledger row names the invoice that billed it: an invoice's net amount is the sum of its
-- rows, to the cent.
ALTER TABLE billable_events ADD COLUMN invoice_id integer REFERENCES invoices (id);
CREATE INDEX billable_events_unbilled ON billable_events (company_id, created_at)
  WHERE invoice_id IS NULL;
CREATE INDEX billable_events_invoice ON billable_events (invoice_id);

-- The ledger is written once: amount, kind, time and what a row bills never change, an invoiced
-- row keeps its invoice and is never deleted. (Company and person may fall back to NULL when
-- they are deleted: the row stays.)
CREATE FUNCTION guard_billable_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.invoice_id IS NOT NULL THEN
      RAISE EXCEPTION 'billable_events: abgerechnete Buchungen werden nie gelöscht'
        USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.amount_cents IS DISTINCT FROM OLD.amount_cents
     OR NEW.kind IS DISTINCT FROM OLD.kind
     OR NEW.created_at IS DISTINCT FROM OLD.created_at
     OR NEW.photo_id IS DISTINCT FROM OLD.photo_id
     OR (OLD.invoice_id IS NOT NULL AND NEW.invoice_id IS DISTINCT FROM OLD.invoice_id) THEN
    RAISE EXCEPTION 'billable_events: Buchungen werden nur angefügt, nie geändert'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER billable_events_written_once
  BEFORE UPDATE OR DELETE ON billable_events
  FOR EACH ROW EXECUTE FUNCTION guard_billable_event();
