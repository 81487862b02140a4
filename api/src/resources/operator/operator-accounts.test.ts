import { eq } from 'drizzle-orm';
import { isValidPassword } from 'shared-ui/validation/rules';
import { findAccountByEmail } from '../accounts/accounts';
import { users } from '../accounts/schema';
import {
  as,
  bearer,
  logIn,
  ownerPayload,
  postJson,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { operatorCliUsage } from './cli/operator-commands';
import { generateOneTimePassword, passwordChangeRequiredCode } from '../accounts/initial-passwords';
import { operatorAccessMessages } from './operator-access';
import { operatorDecisions } from './schema';
import {
  createCompany,
  createSignedInOperator,
  operatorPassword,
  runOperatorCli,
  submitLocation,
} from './testing/operator-test-kit';

const testApp = useTestApp();

const run = (...argv: string[]) => runOperatorCli(testApp, ...argv);

function printedPassword(output: string): string {
  const password = /Einmalpasswort \(wird nur jetzt angezeigt\): (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`Kein Einmalpasswort in: ${output}`);
  return password;
}

describe('one-time passwords', () => {
  it('are 20 characters that satisfy the password rule and never repeat', () => {
    const passwords = Array.from({ length: 200 }, generateOneTimePassword);

    for (const password of passwords) {
      expect(password).toHaveLength(20);
      expect(isValidPassword(password)).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});

describe('npm run operator -- create', () => {
  it('creates a verified operator without company and prints the one-time password once', async () => {
    const { code, output } = await run(
      'create',
      'Leitung@Bildbote.example',
      '--first-name',
      'Lea',
      '--last-name',
      'Lorenz',
    );

    expect(code).toBe(0);
    expect(output).toContain('Betriebskonto angelegt: leitung@bildbote.example (Lea Lorenz)');
    expect(output).toContain(`${testApp.config.publicUrl}/login`);
    const password = printedPassword(output);
    const account = await findAccountByEmail(testApp.database.db, 'leitung@bildbote.example');
    expect(account?.company).toBeNull();
    expect(account?.user).toMatchObject({
      userType: 'operator',
      companyId: null,
      isVerified: true,
      firstName: 'Lea',
      lastName: 'Lorenz',
    });
    expect(account?.user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.user.passwordHash).not.toContain(password);

    const session = await logIn(testApp.app, 'leitung@bildbote.example', password);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/photobooth/profile/',
      headers: bearer(session.accessToken),
    });
    expect(profile.json()).toMatchObject({ user_type: 'operator', date_of_birth: null });
  });

  it('refuses an address that already has an account, and one that is no address', async () => {
    const company = await createCompany(testApp, 'Foto Doppelt');

    const taken = await run('create', company.owner.email);
    const invalid = await run('create', 'keine-adresse');

    expect(taken).toEqual({
      code: 1,
      output: `Für ${company.owner.email} gibt es bereits ein Konto.`,
    });
    expect(invalid).toEqual({
      code: 1,
      output: '„keine-adresse“ ist keine gültige E-Mail-Adresse.',
    });
    expect(
      (await findAccountByEmail(testApp.database.db, company.owner.email))?.user.userType,
    ).toBe('owner');
  });

  it('explains its usage for unknown commands and missing addresses', async () => {
    for (const argv of [['anlegen', 'a@b.de'], ['create'], ['remove', 'a@b.de', 'c@d.de']]) {
      const { code, output } = await run(...argv);

      expect(code).toBe(2);
      expect(output).toContain(operatorCliUsage);
    }
  });
});

describe('the one-time password', () => {
  it('opens nothing but the own status until the operator has replaced it', async () => {
    const { output } = await run('create', 'neu@bildbote.example');
    const oneTimePassword = printedPassword(output);
    const session = await logIn(testApp.app, 'neu@bildbote.example', oneTimePassword);

    const status = await as(testApp, session, 'GET', '/api/operator/me/');
    const queue = await as(testApp, session, 'GET', '/api/operator/review-queue/');

    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      email: 'neu@bildbote.example',
      password_change_required: true,
    });
    expect(queue.statusCode).toBe(403);
    expect(queue.json()).toEqual({
      detail: operatorAccessMessages.passwordChangeRequired,
      code: passwordChangeRequiredCode,
    });

    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/api/photobooth/profile/change-password/',
      headers: bearer(session.accessToken),
      payload: {
        current_password: oneTimePassword,
        new_password: operatorPassword,
        confirm_password: operatorPassword,
      },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = await logIn(testApp.app, 'neu@bildbote.example', operatorPassword);

    expect((await as(testApp, renewed, 'GET', '/api/operator/me/')).json()).toMatchObject({
      password_change_required: false,
    });
    expect((await as(testApp, renewed, 'GET', '/api/operator/review-queue/')).statusCode).toBe(200);
  });
});

describe('npm run operator -- remove', () => {
  it('removes the operator, ends the sessions and keeps the decisions on record', async () => {
    const operator = await createSignedInOperator(testApp);
    const company = await createCompany(testApp, 'Foto Protokoll');
    const locationId = await submitLocation(testApp, company.owner);
    await as(testApp, operator, 'POST', `/api/operator/locations/${locationId}/approve/`);

    const { code, output } = await run('remove', operator.email.toUpperCase());

    expect(code).toBe(0);
    expect(output).toBe(`Betriebskonto entfernt: ${operator.email}`);
    expect(await findAccountByEmail(testApp.database.db, operator.email)).toBeNull();
    const refresh = await postJson(testApp.app, '/api/photobooth/token/refresh/', {
      refresh_token: operator.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await as(testApp, operator, 'GET', '/api/operator/review-queue/')).statusCode).toBe(
      401,
    );
    const decisions = await testApp.database.db
      .select()
      .from(operatorDecisions)
      .where(eq(operatorDecisions.locationId, locationId));
    expect(decisions).toEqual([
      expect.objectContaining({ operatorEmail: operator.email, action: 'location_approved' }),
    ]);
  });

  it('removes no other kind of account and names an unknown address', async () => {
    const company = await createCompany(testApp, 'Foto Bleibt');

    const owner = await run('remove', company.owner.email);
    const unknown = await run('remove', 'niemand@bildbote.example');

    expect(owner).toEqual({
      code: 1,
      output: `${company.owner.email} ist kein Betriebskonto; andere Konten werden hier nicht entfernt.`,
    });
    expect(unknown).toEqual({
      code: 1,
      output: 'Für niemand@bildbote.example gibt es kein Konto.',
    });
    const [stillThere] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, company.owner.id));
    expect(stillThere?.userType).toBe('owner');
  });
});

describe('registration', () => {
  it('offers no way to register as an operator', async () => {
    const payload = ownerPayload({ user_type: 'operator' });

    const response = await postJson(testApp.app, '/api/photobooth/register/', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('user_type');
    expect(await findAccountByEmail(testApp.database.db, payload.user.email)).toBeNull();
  });
});
