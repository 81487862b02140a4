import type {
  CompanyDetail,
  CompanySummary,
  OperatorStatus,
  QueueEntry,
} from 'shared-ui/contracts/operator-contract';

export function operatorStatus(overrides: Partial<OperatorStatus> = {}): OperatorStatus {
  return {
    id: 99,
    email: 'betrieb@bildbote.example',
    first_name: 'Bildbote',
    last_name: 'Betrieb',
    password_change_required: false,
    ...overrides,
  };
}

export function queueEntry(overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: 7,
    name: 'Foto Schmidt Kiel',
    address: 'Holstenstraße 1',
    zipcode: '24103',
    city: 'Kiel',
    website: 'https://foto-schmidt.example',
    shop_phone: '0431 123456',
    latitude: 54.3233,
    longitude: 10.1228,
    submitted_at: '2026-11-22T09:00:00.000Z',
    created_at: '2026-11-22T09:00:00.000Z',
    resubmissions: 0,
    previous_rejection_reason: null,
    certificate_url: '/api/operator/locations/7/certificate/?expires=1&signature=abc',
    company: { id: 3, name: 'Foto Schmidt GmbH', legal_form: 'gmbh', blocked_at: null },
    owner: {
      id: 5,
      salutation: 'Frau',
      first_name: 'Anna',
      last_name: 'Schmidt',
      email: 'anna@foto-schmidt.example',
      phone: '0431 123456',
    },
    ...overrides,
  };
}

export function companySummary(overrides: Partial<CompanySummary> = {}): CompanySummary {
  return {
    id: 3,
    name: 'Foto Schmidt GmbH',
    legal_form: 'gmbh',
    created_at: '2026-11-20T08:00:00.000Z',
    blocked_at: null,
    block_reason: null,
    state: 'active',
    owner: queueEntry().owner,
    people: 3,
    locations: 2,
    pending_locations: 1,
    ...overrides,
  };
}

export function companyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    id: 3,
    name: 'Foto Schmidt GmbH',
    legal_form: 'gmbh',
    website: 'https://foto-schmidt.example',
    created_at: '2026-11-20T08:00:00.000Z',
    blocked_at: null,
    block_reason: null,
    state: 'active',
    people: [
      {
        ...queueEntry().owner!,
        user_type: 'owner',
        is_verified: true,
        eid_verified: true,
        created_at: '2026-11-20T08:00:00.000Z',
      },
      {
        id: 6,
        salutation: 'Herr',
        first_name: 'Max',
        last_name: 'Muster',
        email: 'max@foto-schmidt.example',
        phone: '',
        user_type: 'employee',
        is_verified: true,
        eid_verified: false,
        created_at: '2026-11-21T08:00:00.000Z',
      },
    ],
    locations: [
      {
        id: 7,
        name: 'Foto Schmidt Kiel',
        address: 'Holstenstraße 1',
        zipcode: '24103',
        city: 'Kiel',
        review_status: 'approved',
        review_reason: null,
        reviewed_at: '2026-11-22T10:00:00.000Z',
        created_at: '2026-11-22T09:00:00.000Z',
        certificate_url: '/api/operator/locations/7/certificate/?expires=1&signature=abc',
      },
      {
        id: 8,
        name: 'Foto Schmidt Lübeck',
        address: 'Breite Straße 2',
        zipcode: '23552',
        city: 'Lübeck',
        review_status: 'rejected',
        review_reason: 'Der Nachweis ist unleserlich.',
        reviewed_at: '2026-11-22T10:05:00.000Z',
        created_at: '2026-11-22T09:30:00.000Z',
        certificate_url: null,
      },
    ],
    billable_events: [
      {
        id: 1,
        person: 'Anna Schmidt',
        description: 'eID-Identifizierung (einmalig je Person)',
        amount_eur: 0.99,
        occurred_at: '2026-11-21T12:00:00.000Z',
      },
    ],
    decisions: [
      {
        id: 2,
        decided_at: '2026-11-22T10:05:00.000Z',
        operator_email: 'betrieb@bildbote.example',
        action: 'location_rejected',
        location_id: 8,
        target: 'Foto Schmidt Lübeck (Breite Straße 2, 23552 Lübeck)',
        reason: 'Der Nachweis ist unleserlich.',
      },
    ],
    ...overrides,
  };
}
