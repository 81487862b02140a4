import { Type } from '@sinclair/typebox';
import { legalForms } from 'shared-ui/validation/domain-values';
import { reviewStatuses } from '../finder/schema';
import { userTypes } from '../accounts/schema';
import { studioBodyFields, studioBodyOf } from '../studios/studio-body';
import type { CompanyRow, UserRow } from '../accounts/schema';
import type { BillableEvent } from './billable-events';
import type { QueueEntry, StudioLocationRow } from './location-review';
import { companyStateOf } from './company-oversight';
import type { CompanySummary } from './company-oversight';
import { operatorActions } from './schema';
import type { OperatorDecisionRow } from './schema';

/**
 * The answers of `/api/operator/`. Every field is listed explicitly: password hashes, codes and
 * tokens of the people are never part of an answer.
 */
const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

/** Longest reason an operator may give for a rejection, a block or an unblock. */
export const reasonMaxLength = 1000;

export const ReasonBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: reasonMaxLength })),
});

export const BlockBody = Type.Object({
  reason: Type.String({ maxLength: reasonMaxLength }),
});

export const OperatorStatusBody = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  password_change_required: Type.Boolean(),
});

export const DecisionAnswerBody = Type.Object({
  detail: Type.String(),
  review_status: literals(reviewStatuses),
  owner_notified: Type.Boolean({ description: 'Ob die E-Mail an den Inhaber versendet wurde' }),
});

const CompanyRefBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  legal_form: Type.Union([literals(legalForms), Type.Null()]),
  blocked_at: nullable(DateTime),
});

const PersonContactBody = Type.Object({
  id: Type.Integer(),
  salutation: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});

const certificateUrl = Type.Union([Type.String(), Type.Null()], {
  description: 'Signierter, 30 Minuten gültiger Link zum PDF; null ohne Nachweis',
});

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
  owner: Type.Union([PersonContactBody, Type.Null()]),
});

/** blocked: gesperrt; unconfirmed: the owner never confirmed the e-mail address; else active. */
export const companyStates = ['active', 'unconfirmed', 'blocked'] as const;
const CompanyStateBody = Type.Union(
  companyStates.map((value) => Type.Literal(value)),
  {
    description:
      'blocked: gesperrt; unconfirmed: der Inhaber hat seine E-Mail-Adresse nie bestätigt (Registrierung nicht abgeschlossen); sonst active',
  },
);

export const CompanySummaryBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  legal_form: Type.Union([literals(legalForms), Type.Null()]),
  created_at: DateTime,
  blocked_at: nullable(DateTime),
  block_reason: nullable(Type.String()),
  state: CompanyStateBody,
  owner: Type.Union([PersonContactBody, Type.Null()]),
  people: Type.Integer(),
  locations: Type.Integer(),
  pending_locations: Type.Integer(),
});

const PersonBody = Type.Composite([
  PersonContactBody,
  Type.Object({
    user_type: literals(userTypes),
    is_verified: Type.Boolean({ description: 'E-Mail-Adresse bestätigt' }),
    eid_verified: Type.Boolean({ description: 'Identität per eID bestätigt' }),
    created_at: DateTime,
  }),
]);

const CompanyLocationBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  review_status: literals(reviewStatuses),
  review_reason: nullable(Type.String()),
  reviewed_at: nullable(DateTime),
  created_at: DateTime,
  certificate_url: certificateUrl,
});

const DecisionBody = Type.Object({
  id: Type.Integer(),
  decided_at: DateTime,
  operator_email: Type.String(),
  action: literals(operatorActions),
  location_id: Type.Union([Type.Integer(), Type.Null()]),
  target: Type.String(),
  reason: nullable(Type.String()),
});

const BillableEventBody = Type.Object({
  id: Type.Integer(),
  person: Type.Union([Type.String(), Type.Null()], {
    description: 'Name der Person; null, wenn sie inzwischen entfernt wurde',
  }),
  description: Type.String(),
  amount_eur: Type.Number(),
  occurred_at: DateTime,
});

export const CompanyDetailBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  legal_form: Type.Union([literals(legalForms), Type.Null()]),
  website: Type.String(),
  created_at: DateTime,
  blocked_at: nullable(DateTime),
  block_reason: nullable(Type.String()),
  state: CompanyStateBody,
  people: Type.Array(PersonBody),
  locations: Type.Array(CompanyLocationBody),
  billable_events: Type.Array(BillableEventBody, { description: 'Neueste zuerst' }),
  decisions: Type.Array(DecisionBody, { description: 'Protokoll, neueste zuerst' }),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function companyRefOf(company: CompanyRow) {
  return {
    id: company.id,
    name: company.name,
    legal_form: company.legalForm,
    blocked_at: iso(company.blockedAt),
  };
}

function contactOf(person: UserRow) {
  return {
    id: person.id,
    salutation: person.salutation,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone: person.phone,
  };
}

export function queueEntryOf(entry: QueueEntry, certificate: string | null) {
  const { location } = entry;
  return {
    ...studioBodyOf(location),
    submitted_at: entry.submittedAt.toISOString(),
    created_at: location.createdAt.toISOString(),
    resubmissions: entry.resubmissions,
    previous_rejection_reason: entry.previousRejectionReason,
    certificate_url: certificate,
    company: companyRefOf(entry.company),
    owner: entry.owner ? contactOf(entry.owner) : null,
  };
}

export function companySummaryOf(summary: CompanySummary) {
  const { company } = summary;
  return {
    ...companyRefOf(company),
    created_at: company.createdAt.toISOString(),
    block_reason: company.blockReason,
    state: companyStateOf(company, summary.owner),
    owner: summary.owner ? contactOf(summary.owner) : null,
    people: summary.people,
    locations: summary.locations,
    pending_locations: summary.pendingLocations,
  };
}

export function companyDetailOf({
  company,
  people,
  locations,
  decisions,
  billableEvents,
}: {
  company: CompanyRow;
  people: UserRow[];
  locations: { location: StudioLocationRow; certificateUrl: string | null }[];
  decisions: OperatorDecisionRow[];
  billableEvents: BillableEvent[];
}) {
  return {
    ...companyRefOf(company),
    website: company.website,
    created_at: company.createdAt.toISOString(),
    block_reason: company.blockReason,
    // The owner is the first person who registered it (the lowest id), as in the queue.
    state: companyStateOf(
      company,
      people
        .filter((person) => person.userType === 'owner')
        .reduce<UserRow | null>(
          (first, person) => (first && first.id < person.id ? first : person),
          null,
        ),
    ),
    people: people.map((person) => ({
      ...contactOf(person),
      user_type: person.userType,
      is_verified: person.isVerified,
      eid_verified: person.eidVerified,
      created_at: person.createdAt.toISOString(),
    })),
    locations: locations.map(({ location, certificateUrl: url }) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      zipcode: location.zipcode,
      city: location.city,
      review_status: location.reviewStatus,
      review_reason: location.reviewReason,
      reviewed_at: iso(location.reviewedAt),
      created_at: location.createdAt.toISOString(),
      certificate_url: url,
    })),
    billable_events: billableEvents.map((event) => ({
      id: event.id,
      person: event.person,
      description: event.description,
      amount_eur: event.amountEur,
      occurred_at: event.occurredAt.toISOString(),
    })),
    decisions: decisions.map((decision) => ({
      id: decision.id,
      decided_at: decision.decidedAt.toISOString(),
      operator_email: decision.operatorEmail,
      action: decision.action,
      location_id: decision.locationId,
      target: decision.target,
      reason: decision.reason,
    })),
  };
}
