-- Issue 23: an operator may withdraw the approval of a location (with a reason). The record of
-- decisions names that decision as its own action, so the check of allowed actions grows by one.
ALTER TABLE operator_decisions DROP CONSTRAINT operator_decisions_action_check;
ALTER TABLE operator_decisions ADD CONSTRAINT operator_decisions_action_check CHECK (
  action IN (
    'location_approved',
    'location_rejected',
    'location_approval_withdrawn',
    'company_blocked',
    'company_unblocked'
  )
);
