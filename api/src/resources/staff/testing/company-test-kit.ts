import { type UserType } from 'shared-ui/contracts/accounts-contract';
import type { LightMyRequestResponse } from 'fastify';
import { findAccountByEmail } from '../../accounts/accounts';
import {
  bearer,
  ownerPayload,
  registerVerifyAndLogIn,
  staffPayload,
} from '../../accounts/testing/identity-test-kit';
import type { SignedIn, TestApp } from '../../accounts/testing/identity-test-kit';
import { latestMailTo } from '../../../kernel/mail/outbox-reader';
import { injectForm, studioFormData } from '../../../kernel/testing/multipart-form';

/** A signed-in person of a test company, with what tests need to act as them. */
export interface Person extends SignedIn {
  id: number;
  password: string;
  userType: UserType;
}

/**
 * A company as the role table needs it (signed-in-area.md §6): the owner, a manager invited by
 * the owner, an employee invited by that manager and an employee invited by the owner.
 */
export interface TestCompany {
  id: number;
  name: string;
  owner: Person;
  manager: Person;
  managersEmployee: Person;
  ownersEmployee: Person;
}

let companies = 0;

export async function createOwner(testApp: TestApp, companyName: string): Promise<Person> {
  const payload = ownerPayload({ company_name: companyName });
  const signedIn = await registerVerifyAndLogIn(testApp, payload);
  const account = await findAccountByEmail(testApp.database.db, payload.user.email);
  return { ...signedIn, id: account!.user.id, password: payload.user.password, userType: 'owner' };
}

/** The registration link of the newest invitation mail to `email`. */
export async function mailedInvitationLink(testApp: TestApp, email: string): Promise<URL> {
  const mail = await latestMailTo(testApp.config, email);
  const link = /(https?:\/\/\S+\/Registrierung\?\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`Keine Einladung an ${email}`);
  return new URL(link);
}

export function invite(
  testApp: TestApp,
  inviter: SignedIn | null,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/photobooth/invite-employee/',
    headers: inviter ? bearer(inviter.accessToken) : {},
    payload,
  });
}

/** Invites through the API, registers through the mailed link, verifies and logs in. */
export async function inviteAndRegister(
  testApp: TestApp,
  inviter: Person,
  email: string,
  userType: 'employee' | 'manager',
): Promise<Person> {
  const role = userType === 'manager' ? 'full' : 'restricted';
  const invited = await invite(testApp, inviter, { email, user_type: userType, role });
  if (invited.statusCode !== 201) throw new Error(`invite-employee: ${invited.body}`);
  const link = await mailedInvitationLink(testApp, email);
  const payload = staffPayload(email, link.searchParams.get('owner_code')!, userType);
  const signedIn = await registerVerifyAndLogIn(testApp, payload);
  const account = await findAccountByEmail(testApp.database.db, email);
  return { ...signedIn, id: account!.user.id, password: payload.user.password, userType };
}

/** Four registrations: keep a test file below the per-IP limit of 20 registrations in 10 minutes. */
export async function createTestCompany(testApp: TestApp): Promise<TestCompany> {
  companies += 1;
  const name = `Fotostudio ${companies}`;
  const owner = await createOwner(testApp, name);
  const manager = await inviteAndRegister(
    testApp,
    owner,
    `manager${companies}@example.de`,
    'manager',
  );
  const managersEmployee = await inviteAndRegister(
    testApp,
    manager,
    `mitarbeiter-m${companies}@example.de`,
    'employee',
  );
  const ownersEmployee = await inviteAndRegister(
    testApp,
    owner,
    `mitarbeiter-i${companies}@example.de`,
    'employee',
  );
  const account = await findAccountByEmail(testApp.database.db, owner.email);
  return { id: account!.company!.id, name, owner, manager, managersEmployee, ownersEmployee };
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A studio as the add-location dialog sends it: multipart, 7-decimal coordinates, a PDF. */
export async function postStudio(
  testApp: TestApp,
  person: SignedIn | null,
  overrides: Record<string, string> = {},
  certificate: Buffer | null = pdf,
): Promise<LightMyRequestResponse> {
  const fields = {
    name: 'Foto Nord',
    address: 'Holstenstraße 1',
    city: 'Kiel',
    zipcode: '24103',
    website: 'https://foto-nord.example',
    shop_phone: '0431 123456',
    latitude: '54.3232930',
    longitude: '10.1227651',
    ...overrides,
  };
  const form = studioFormData(fields, certificate && { content: certificate });
  return injectForm(
    testApp.app,
    '/api/photobooth/registered-shops/',
    form,
    person ? bearer(person.accessToken) : {},
  );
}

export const testPdf = pdf;
