import { type UserType } from 'shared-ui/contracts/accounts-contract';
import type { LightMyRequestResponse } from 'fastify';
import { findAccountByEmail } from '../../accounts/accounts';
import { createInvitation } from '../../accounts/invitations';
import {
  bearer,
  logIn,
  ownerPayload,
  registerVerifyAndLogIn,
  staffPayload,
} from '../../accounts/testing/identity-test-kit';
import type { SignedIn, TestApp } from '../../accounts/testing/identity-test-kit';
import { runOperatorCommand } from '../cli/operator-commands';
import { createOperatorAccount } from '../operator-accounts';
import { injectForm, studioFormData } from '../../../kernel/testing/multipart-form';

/** The password operators choose in tests when they replace the one-time password. */
export const operatorPassword = 'BetriebPasswort1!';

export interface TestPerson extends SignedIn {
  id: number;
  userType: UserType;
  password: string;
}

/**
 * Fresh tokens for a person: tests that move the clock past the 15 minutes of an access token
 * sign everybody in again before the next test.
 */
export async function signInAgain(testApp: TestApp, person: TestPerson): Promise<void> {
  Object.assign(person, await logIn(testApp.app, person.email, person.password));
}

export interface TestCompany {
  id: number;
  name: string;
  owner: TestPerson;
}

let operators = 0;

/** A new operator (CLI path) who has already replaced the one-time password, signed in. */
export async function createSignedInOperator(testApp: TestApp): Promise<TestPerson> {
  operators += 1;
  const email = `betrieb${operators}@bildbote.example`;
  const { user, oneTimePassword } = await createOperatorAccount(
    testApp.database.db,
    testApp.passwords,
    { email },
    testApp.clock(),
  );
  const first = await logIn(testApp.app, email, oneTimePassword);
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/api/photobooth/profile/change-password/',
    headers: bearer(first.accessToken),
    payload: {
      current_password: oneTimePassword,
      new_password: operatorPassword,
      confirm_password: operatorPassword,
    },
  });
  if (changed.statusCode !== 200) throw new Error(`change-password: ${changed.body}`);
  const signedIn = await logIn(testApp.app, email, operatorPassword);
  return { ...signedIn, id: user.id, userType: 'operator', password: operatorPassword };
}

/** A registered, verified owner with a company of the given name, signed in. */
export async function createCompany(
  testApp: TestApp,
  companyName: string,
  overrides: Record<string, unknown> = {},
): Promise<TestCompany> {
  const payload = ownerPayload({ company_name: companyName, ...overrides });
  const owner = await registerVerifyAndLogIn(testApp, payload);
  const account = await findAccountByEmail(testApp.database.db, payload.user.email);
  return {
    id: account!.company!.id,
    name: companyName,
    owner: { ...owner, id: account!.user.id, userType: 'owner', password: payload.user.password },
  };
}

/** A manager or employee invited into the company, registered, verified and signed in. */
export async function addStaff(
  testApp: TestApp,
  company: TestCompany,
  email: string,
  userType: 'manager' | 'employee',
): Promise<TestPerson> {
  const invitation = await createInvitation(
    testApp.database.db,
    { companyId: company.id, invitedBy: company.owner.id, email, userType },
    testApp.clock(),
  );
  const payload = staffPayload(email, invitation.ownerCode, userType);
  const signedIn = await registerVerifyAndLogIn(testApp, payload);
  const account = await findAccountByEmail(testApp.database.db, email);
  return { ...signedIn, id: account!.user.id, userType, password: payload.user.password };
}

export const tradeProofPdf = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

/** A studio entry in Kiel as the locations page sends it; the fields may be overridden. */
export function studioFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Foto Schmidt Kiel',
    address: 'Holstenstraße 1',
    zipcode: '24103',
    city: 'Kiel',
    website: 'https://foto-schmidt.example',
    shop_phone: '0431 123456',
    latitude: '54.3232930',
    longitude: '10.1227650',
    ...overrides,
  };
}

/** A multipart request of studio fields and an optional PDF, as the browser sends it. */
export async function multipart(
  testApp: TestApp,
  {
    url,
    token,
    fields,
    file = tradeProofPdf,
  }: { url: string; token: string | null; fields: Record<string, string>; file?: Buffer | null },
): Promise<LightMyRequestResponse> {
  const form = studioFormData(fields, file && { content: file });
  return injectForm(testApp.app, url, form, token ? bearer(token) : {});
}

/** Submits a studio for review through POST registered-shops (pending review); its id. */
export async function submitLocation(
  testApp: TestApp,
  owner: SignedIn,
  overrides: Record<string, string> = {},
  file: Buffer | null = tradeProofPdf,
): Promise<number> {
  const response = await multipart(testApp, {
    url: '/api/photobooth/registered-shops/',
    token: owner.accessToken,
    fields: studioFields(overrides),
    file,
  });
  if (response.statusCode !== 201) throw new Error(`registered-shops: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Finder search around Kiel's centre, as the map page asks. */
export async function finderIds(testApp: TestApp): Promise<number[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/photobooth/shops-nearby/?latitude=54.3233&longitude=10.1228&radius=10',
  });
  return response.json<{ id: number }[]>().map((shop) => shop.id);
}

/** `npm run operator -- …argv` against the test app's database; the exit code and what it printed. */
export async function runOperatorCli(
  testApp: TestApp,
  ...argv: string[]
): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runOperatorCommand(argv, {
    database: testApp.database,
    passwords: testApp.passwords,
    publicUrl: testApp.config.publicUrl,
    now: testApp.clock,
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}
