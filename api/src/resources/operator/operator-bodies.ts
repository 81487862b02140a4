import type {
  CompanyDetail,
  CompanyRef,
  CompanySummary,
  PersonContact,
  QueueEntry,
} from 'shared-ui/contracts/operator-contract';
import { studioBodyOf } from '../studios/studio-body';
import type { CompanyRow, UserRow } from '../accounts/schema';
import type { BillableEvent as BillableEventRow } from './billable-events';
import type { QueueEntry as QueueRow, StudioLocationRow } from './location-review';
import { companyStateOf } from './company-oversight';
import type { CompanySummary as CompanySummaryRow } from './company-oversight';
import type { OperatorDecisionRow } from './schema';

// The answers of `/api/operator/`, built with the static types of their schemas in
// shared-ui/contracts/operator-contract.ts: a field the schema and the code disagree on fails
// the type check.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function companyRefOf(company: CompanyRow): CompanyRef {
  return {
    id: company.id,
    name: company.name,
    legal_form: company.legalForm,
    blocked_at: iso(company.blockedAt),
  };
}

function contactOf(person: UserRow): PersonContact {
  return {
    id: person.id,
    salutation: person.salutation,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone: person.phone,
  };
}

export function queueEntryOf(entry: QueueRow, certificate: string | null): QueueEntry {
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

export function companySummaryOf(summary: CompanySummaryRow): CompanySummary {
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
  billableEvents: BillableEventRow[];
}): CompanyDetail {
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
