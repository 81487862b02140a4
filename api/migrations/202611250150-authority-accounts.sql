-- Clerks of an authority get a one-time password like operator accounts (the operator CLI and
-- /Betrieb print it once) and must replace it before their desk opens: the table of those
-- passwords serves every account created by an operator, so it loses the "operator_" prefix.

ALTER TABLE operator_initial_passwords RENAME TO initial_passwords;
