-- Contract cancellation (issue 19; terms: "Kündigung 14 Tage zum Monatsende"). The owner
-- cancels in /Abrechnung; the server decides the end: the last day of the current month when at
-- least 14 days of it remain after the day of notice, else the last day of the next month. From
-- the end on the company's photo transfers are refused, so nothing more is billed; the last
-- month is invoiced as usual. One cancellation per company, kept as it was given.
CREATE TABLE contract_cancellations (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- The contract ends with this day (German time), the last day of a month.
  ends_on date NOT NULL,
  -- 00:00 in Berlin on the day after ends_on: from this instant no transfer is accepted.
  ended_at timestamptz NOT NULL,
  CHECK (ended_at > requested_at)
);
