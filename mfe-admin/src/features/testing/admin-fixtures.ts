import type { SessionState, UserType } from 'shared-ui/session/session-slice';
import { sessionStorageKeys } from 'shared-ui/session/session-storage-keys';
import { forgetTokens, rememberTokens } from 'shared-ui/session/session-tokens';
import type { Profile } from 'shared-ui/contracts/profile-contract';
import type { Employee } from 'shared-ui/contracts/staff-contract';
import type { Shop } from 'shared-ui/contracts/studios-contract';

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    user_type: 'owner',
    salutation: 'Frau',
    first_name: 'Erika',
    last_name: 'Schmidt',
    date_of_birth: '1985-03-15',
    email: 'erika@foto-schmidt.de',
    phone: '0431 123456',
    ...overrides,
  };
}

/** The profile of each role, with distinct ids (the owner is 1, the manager 2). */
export const profiles: Record<UserType, Profile> = {
  owner: profile(),
  manager: profile({
    id: 2,
    user_type: 'manager',
    salutation: 'Herr',
    first_name: 'Max',
    last_name: 'Mustermann',
    email: 'max@foto-schmidt.de',
  }),
  employee: profile({
    id: 3,
    user_type: 'employee',
    first_name: 'Lena',
    last_name: 'Meyer',
    email: 'lena@foto-schmidt.de',
  }),
  operator: profile({ id: 99, user_type: 'operator', email: 'betrieb@bildbote.example' }),
  authority: profile({ id: 70, user_type: 'authority', email: 'pass@kiel.example' }),
};

export function employee(overrides: Partial<Employee> = {}): Employee {
  return {
    user_id: 10,
    first_name: 'Anna',
    last_name: 'Becker',
    email: 'anna@foto-schmidt.de',
    date_of_birth: '1990-07-01',
    user_type: 'employee',
    supervisor_id: 1,
    ...overrides,
  };
}

/** Owner (1), the manager (2), Lena invited by the owner, Jonas invited by the manager. */
export const company: Employee[] = [
  employee({
    user_id: 1,
    first_name: 'Erika',
    last_name: 'Schmidt',
    email: 'erika@foto-schmidt.de',
    date_of_birth: '1985-03-15',
    user_type: 'owner',
    supervisor_id: null,
  }),
  employee({
    user_id: 2,
    first_name: 'Max',
    last_name: 'Mustermann',
    email: 'max@foto-schmidt.de',
    date_of_birth: '1979-11-30',
    user_type: 'manager',
    supervisor_id: 1,
  }),
  employee({
    user_id: 3,
    first_name: 'Lena',
    last_name: 'Meyer',
    email: 'lena@foto-schmidt.de',
    date_of_birth: '1998-01-02',
    user_type: 'employee',
    supervisor_id: 1,
  }),
  employee({
    user_id: 4,
    first_name: 'Jonas',
    last_name: 'Weber',
    email: 'JONAS.WEBER@example.org',
    date_of_birth: '2000-12-24',
    user_type: 'employee',
    supervisor_id: 2,
  }),
];

export function shop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 1,
    name: 'Foto Schmidt Kiel',
    address: 'Holstenstraße 1',
    city: 'Kiel',
    zipcode: '24103',
    website: 'https://foto-schmidt.de',
    shop_phone: '0431 123456',
    latitude: 54.32331,
    longitude: 10.13945,
    certificate_uploaded: true,
    certificate_file: '/api/photobooth/registered-shops/1/certificate/',
    review_status: 'approved',
    review_reason: null,
    opening_hours: null,
    barrier_free: false,
    created_at: '2025-11-20T09:30:00.000Z',
    ...overrides,
  };
}

// The tokens live in the session module's memory, which outlives a test's store and storage:
// every test of a file that uses these fixtures starts signed out.
afterEach(() => {
  forgetTokens({ everywhere: true });
});

/**
 * A signed-in person of the given role: the tokens in the session's memory as a log-in leaves
 * them (the base query sends them) and the session fields for renderWithProviders.
 */
export function signedInAs(userType: UserType): { preloadedSession: Partial<SessionState> } {
  rememberTokens({ accessToken: `access-${userType}`, refreshToken: `refresh-${userType}` });
  window.sessionStorage.setItem(sessionStorageKeys.userType, userType);
  return { preloadedSession: { isAuthenticated: true, userType, eidVerified: false } };
}

/** The JSON body a request carried. */
export async function sentJson(request: Request | undefined): Promise<unknown> {
  if (!request) throw new Error('Die Anfrage wurde nicht gesendet.');
  return JSON.parse(await request.text()) as unknown;
}

/**
 * The multipart body a request carried. The jsdom fetch polyfill (whatwg-fetch) cannot read a
 * FormData body back, so the FormData object handed to the Request is taken as it is.
 */
export function sentFormData(request: Request | undefined): FormData {
  const body = (request as unknown as { _bodyInit?: unknown } | undefined)?._bodyInit;
  if (!(body instanceof FormData)) throw new Error('Die Anfrage trug kein FormData.');
  return body;
}

/** A sent studio form's fields without its trade proof file (`certificate_file`). */
export function studioFieldsSent(form: FormData): Record<string, FormDataEntryValue> {
  return Object.fromEntries([...form.entries()].filter(([key]) => key !== 'certificate_file'));
}
