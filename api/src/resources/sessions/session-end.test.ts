import { accessMessages } from './require-user';
import {
  as,
  bearer,
  logIn,
  mailedCode,
  postJson,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import type { SignedIn } from '../accounts/testing/identity-test-kit';
import { createOwner, inviteAndRegister } from '../staff/testing/company-test-kit';
import type { Person } from '../staff/testing/company-test-kit';
import { createSignedInOperator } from '../operator/testing/operator-test-kit';
import { findAccountByEmail } from '../accounts/accounts';
import { createTestAuthority } from '../authorities/testing/authority-fixtures';
import { readOutbox } from '../../kernel/mail/outbox-reader';

/**
 * Issue 25, finding 2: an access token lives 15 minutes, but the log-in it belongs to can end
 * earlier. Each way of ending it must refuse the access token at once.
 */
const testApp = useTestApp();

const profile = (person: SignedIn) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/photobooth/profile/',
    headers: bearer(person.accessToken),
  });

async function expectEnded(person: SignedIn): Promise<void> {
  const response = await profile(person);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ detail: accessMessages.invalidToken, code: 'unauthorized' });
}

let owners = 0;
const newOwner = () => createOwner(testApp, `Studio Sitzungsende ${(owners += 1)}`);

it('logout ends the access tokens of that log-in and no other', async () => {
  const owner = await newOwner();
  const otherTab = await logIn(testApp.app, owner.email, owner.password);

  const response = await postJson(testApp.app, '/api/photobooth/logout/', {
    refresh_token: owner.refreshToken,
  });

  expect(response.statusCode).toBe(200);
  await expectEnded(owner);
  expect((await profile(otherTab)).statusCode).toBe(200);
});

it('a password change ends the access tokens of every log-in of the person', async () => {
  const owner = await newOwner();
  const otherDevice = await logIn(testApp.app, owner.email, owner.password);
  const newPassword = 'NeuesPasswort2@';

  const response = await as(testApp, owner, 'POST', '/api/photobooth/profile/change-password/', {
    current_password: owner.password,
    new_password: newPassword,
    confirm_password: newPassword,
  });

  expect(response.statusCode).toBe(200);
  await expectEnded(otherDevice);
  await expectEnded(owner);
  expect((await profile(await logIn(testApp.app, owner.email, newPassword))).statusCode).toBe(200);
});

it('a password reset ends the access tokens of every log-in of the person', async () => {
  const owner = await newOwner();
  const url = '/api/photobooth/request-password-reset/';
  expect((await postJson(testApp.app, url, { email: owner.email })).statusCode).toBe(200);
  const code = await waitForResetCode(owner.email);

  const response = await testApp.app.inject({
    method: 'PUT',
    url,
    payload: { email: owner.email, reset_code: code, new_password: 'NeuesPasswort3@' },
  });

  expect(response.statusCode).toBe(200);
  await expectEnded(owner);
});

it('removing a member of staff ends their access tokens', async () => {
  const owner = await newOwner();
  const employee: Person = await inviteAndRegister(
    testApp,
    owner,
    `entfernt${owners}@example.de`,
    'employee',
  );
  expect((await profile(employee)).statusCode).toBe(200);

  const response = await as(
    testApp,
    owner,
    'DELETE',
    `/api/photobooth/invite-employee/${employee.id}/`,
  );

  expect(response.statusCode).toBe(200);
  await expectEnded(employee);
});

it('blocking a company ends its people’s access at once, saying why', async () => {
  const owner = await newOwner();
  const operator = await createSignedInOperator(testApp);
  const account = await findAccountByEmail(testApp.database.db, owner.email);

  const response = await as(
    testApp,
    operator,
    'POST',
    `/api/operator/companies/${account!.company!.id}/block/`,
    { reason: 'Gewerbenachweis gefälscht' },
  );

  expect(response.statusCode).toBe(200);
  const refused = await profile(owner);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().detail).toContain('Grund: Gewerbenachweis gefälscht');
  // The block ended the log-in itself too: lifting it does not revive the old tokens.
  await as(
    testApp,
    operator,
    'POST',
    `/api/operator/companies/${account!.company!.id}/unblock/`,
    {},
  );
  await expectEnded(owner);
});

it('disabling an authority ends its clerks’ log-ins', async () => {
  const authority = await createTestAuthority(testApp);
  const operator = await createSignedInOperator(testApp);

  const response = await as(
    testApp,
    operator,
    'POST',
    `/api/operator/authorities/${authority.id}/disable/`,
    {},
  );
  expect(response.statusCode).toBe(200);
  await as(testApp, operator, 'POST', `/api/operator/authorities/${authority.id}/enable/`, {});

  await expectEnded(authority.clerk);
});

/**
 * The reset mail goes out after the answer (its timing must not reveal the account): wait for
 * the second mail to the person, after the registration's.
 */
async function waitForResetCode(email: string): Promise<string> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const mails = (await readOutbox(testApp.config)).filter((mail) => mail.to === email);
    if (mails.length >= 2) return mailedCode(testApp.config, email);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Keine Mail zum Zurücksetzen an ${email}`);
}
