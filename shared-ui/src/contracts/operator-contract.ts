import { Type, type Static } from '@sinclair/typebox';
import { DateTime, literalUnion, nullable } from './schema-parts';
import { legalForms } from '../validation/domain-values';
import { userTypes } from './accounts-contract';
import { reviewStatuses, studioBodyFields } from './studios-contract';

/**
 * The JSON bodies of the operator console's `/api/operator/` (review queue: issue 10, company
 * oversight) and of the owner's resubmission of a rejected location. The API documents its
 * requests and validates its answers with these schemas and builds the answers with their static
 * types; the remotes import only the types, so a change on one side that the other does not
 * follow fails the type check. Every field of an answer is listed explicitly: password hashes,
 * codes and tokens of the people are never part of one.
 * Not here: the authorities part of the console (authorities-contract.ts) and its billing
 * (billing-contract.ts).
 */

/** What an operator decided; also the enum of the append-only operator_decisions table. */
export const operatorActions = [
  'location_approved',
  'location_rejected',
  // The approval of a location taken back (issue 23); the location leaves the finder.
  'location_approval_withdrawn',
  'company_blocked',
  'company_unblocked',
] as const;
export type OperatorAction = (typeof operatorActions)[number];

/** blocked: gesperrt; unconfirmed: the owner never confirmed the e-mail address; else active. */
export const companyStates = ['active', 'unconfirmed', 'blocked'] as const;
export type CompanyState = (typeof companyStates)[number];
const CompanyStateBody = literalUnion(companyStates, {
  description:
    'blocked: gesperrt; unconfirmed: der Inhaber hat seine E-Mail-Adresse nie bestätigt (Registrierung nicht abgeschlossen); sonst active',
});

/** Longest reason an operator may give for a rejection, a block or an unblock. */
export const reasonMaxLength = 1000;

/**
 * The body of a rejection, a withdrawn approval and an unblock. The server requires the reason
 * for the first two (400 without); for an unblock it is voluntary.
 */
export const DecisionReasonBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: reasonMaxLength })),
});
export type DecisionReason = Static<typeof DecisionReasonBody>;

/** The body of a block: the reason is required. */
export const BlockReasonBody = Type.Object({
  reason: Type.String({ maxLength: reasonMaxLength }),
});
export type BlockReason = Static<typeof BlockReasonBody>;

/** GET /operator/me/ */
export const OperatorStatusBody = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  // True while the one-time password of the CLI is still the password; until it is changed the
  // other operator calls answer 403 and the console shows only the password form.
  password_change_required: Type.Boolean(),
});
export type OperatorStatus = Static<typeof OperatorStatusBody>;

/** The answer to approving, rejecting or withdrawing the approval of a location. */
export const DecisionAnswerBody = Type.Object({
  detail: Type.String(),
  review_status: literalUnion(reviewStatuses),
  owner_notified: Type.Boolean({ description: 'Ob die E-Mail an den Inhaber versendet wurde' }),
});
export type DecisionAnswer = Static<typeof DecisionAnswerBody>;

export const CompanyRefBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  legal_form: nullable(literalUnion(legalForms)),
  blocked_at: nullable(DateTime),
});
export type CompanyRef = Static<typeof CompanyRefBody>;

export const PersonContactBody = Type.Object({
  id: Type.Integer(),
  salutation: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type PersonContact = Static<typeof PersonContactBody>;

const certificateUrl = nullable(Type.String(), {
  description: 'Signierter, 30 Minuten gültiger Link zum PDF; null ohne Nachweis',
});

/** One location of GET /operator/review-queue/, the longest waiting first. */
export const QueueEntryBody = Type.Object({
  ...studioBodyFields,
  submitted_at: Type.String({
    format: 'date-time',
    description: 'Angelegt oder zuletzt erneut eingereicht',
  }),
  created_at: DateTime,
  resubmissions: Type.Integer({ description: 'Wie oft nach einer Ablehnung erneut eingereicht' }),
  previous_rejection_reason: nullable(Type.String()),
  certificate_url: certificateUrl,
  company: CompanyRefBody,
  owner: nullable(PersonContactBody),
});
export type QueueEntry = Static<typeof QueueEntryBody>;

/** One company of GET /operator/companies/. */
export const CompanySummaryBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  legal_form: nullable(literalUnion(legalForms)),
  created_at: DateTime,
  blocked_at: nullable(DateTime),
  block_reason: nullable(Type.String()),
  state: CompanyStateBody,
  owner: nullable(PersonContactBody),
  people: Type.Integer(),
  locations: Type.Integer(),
  pending_locations: Type.Integer(),
});
export type CompanySummary = Static<typeof CompanySummaryBody>;

export const CompanyPersonBody = Type.Composite([
  PersonContactBody,
  Type.Object({
    user_type: literalUnion(userTypes),
    is_verified: Type.Boolean({ description: 'E-Mail-Adresse bestätigt' }),
    eid_verified: Type.Boolean({ description: 'Identität per eID bestätigt' }),
    created_at: DateTime,
  }),
]);
export type CompanyPerson = Static<typeof CompanyPersonBody>;

export const CompanyLocationBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  review_status: literalUnion(reviewStatuses),
  review_reason: nullable(Type.String()),
  reviewed_at: nullable(DateTime),
  created_at: DateTime,
  certificate_url: certificateUrl,
});
export type CompanyLocation = Static<typeof CompanyLocationBody>;

/** An entry of the operators' decision log. */
export const OperatorDecisionBody = Type.Object({
  id: Type.Integer(),
  decided_at: DateTime,
  operator_email: Type.String(),
  action: literalUnion(operatorActions),
  location_id: nullable(Type.Integer()),
  target: Type.String(),
  reason: nullable(Type.String()),
});
export type OperatorDecision = Static<typeof OperatorDecisionBody>;

export const BillableEventBody = Type.Object({
  id: Type.Integer(),
  person: nullable(Type.String(), {
    description: 'Name der Person; null, wenn sie inzwischen entfernt wurde',
  }),
  description: Type.String(),
  amount_eur: Type.Number(),
  occurred_at: DateTime,
});
export type BillableEvent = Static<typeof BillableEventBody>;

/** GET /operator/companies/{id}/ */
export const CompanyDetailBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  legal_form: nullable(literalUnion(legalForms)),
  website: Type.String(),
  created_at: DateTime,
  blocked_at: nullable(DateTime),
  block_reason: nullable(Type.String()),
  state: CompanyStateBody,
  people: Type.Array(CompanyPersonBody),
  locations: Type.Array(CompanyLocationBody),
  billable_events: Type.Array(BillableEventBody, { description: 'Neueste zuerst' }),
  decisions: Type.Array(OperatorDecisionBody, { description: 'Protokoll, neueste zuerst' }),
});
export type CompanyDetail = Static<typeof CompanyDetailBody>;

/**
 * The answer to POST /photobooth/registered-shops/{id}/resubmit/ (issue 10): the server's
 * message and the studio, pending review again. The request is multipart/form-data.
 */
export const ResubmittedLocationBody = Type.Object({
  detail: Type.String(),
  ...studioBodyFields,
  review_status: Type.Literal('pending'),
});
export type ResubmittedLocation = Static<typeof ResubmittedLocationBody>;
