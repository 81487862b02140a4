import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sha256Hex } from '../../kernel/security/secret-hashing';
import { accountMessages, findAccountByEmail } from '../accounts/accounts';
import { passwordChangeRequiredCode } from '../accounts/initial-passwords';
import { bearer, logIn, postJson, useTestApp } from '../accounts/testing/identity-test-kit';
import type { SignedIn } from '../accounts/testing/identity-test-kit';
import {
  addStaff,
  createCompany,
  createSignedInOperator,
  runOperatorCli,
} from '../operator/testing/operator-test-kit';
import type { TestCompany, TestPerson } from '../operator/testing/operator-test-kit';
import { apiKeyPrefix } from './authority-api-keys';
import { authorityApiKeys } from './schema';
import {
  clerkPassword,
  createTestAuthority,
  replaceOneTimePassword,
  withApiKey,
} from './testing/authority-fixtures';
import type { TestAuthority } from './testing/authority-fixtures';

const testApp = useTestApp({ freshRateLimitWindows: true });

let operator: TestPerson;
let company: TestCompany;
let employee: TestPerson;
let authority: TestAuthority;

beforeAll(async () => {
  operator = await createSignedInOperator(testApp);
  company = await createCompany(testApp, 'Foto Amtlich');
  employee = await addStaff(testApp, company, 'mitarbeit@foto-amtlich.example', 'employee');
  authority = await createTestAuthority(testApp, { name: 'Bürgeramt Kiel' });
  // Four accounts with argon2id hashes: slower than Jest's 5 s on a loaded 2-core machine.
}, 30_000);

beforeEach(async () => {
  // freshRateLimitWindows moves the clock past the 15 minutes of an access token.
  for (const person of [operator, company.owner, employee, authority.clerk]) {
    Object.assign(person, await logIn(testApp.app, person.email, person.password));
  }
}, 30_000);

function call(
  person: SignedIn | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method,
    url,
    headers: { ...(person ? bearer(person.accessToken) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const runCli = (...argv: string[]) => runOperatorCli(testApp, ...argv);

const clerkStatus = (person: SignedIn) => call(person, 'GET', '/api/authority/me/');

interface CreatedAuthorityAnswer {
  authority: { id: number; name: string; clerks: { id: number; email: string }[] };
  clerk: { id: number; email: string };
  initial_password: string;
}

async function createdByOperator(name: string, email: string): Promise<CreatedAuthorityAnswer> {
  const response = await call(operator, 'POST', '/api/operator/authorities/', { name, email });
  if (response.statusCode !== 201) throw new Error(`authorities: ${response.body}`);
  return response.json<CreatedAuthorityAnswer>();
}

describe('npm run operator -- create-authority', () => {
  it('creates the authority and its clerk and prints the one-time password once', async () => {
    const { code, output } = await runCli(
      'create-authority',
      'Pass@Buergeramt-Flensburg.example',
      'Bürgeramt Flensburg',
    );

    expect(code).toBe(0);
    expect(output).toContain(
      'Behörde angelegt: Bürgeramt Flensburg (Sachbearbeitung: pass@buergeramt-flensburg.example)',
    );
    expect(output).toContain(`${testApp.config.publicUrl}/login`);
    const password = /Einmalpasswort \(wird nur jetzt angezeigt\): (\S+)/.exec(output)?.[1];
    const account = await findAccountByEmail(
      testApp.database.db,
      'pass@buergeramt-flensburg.example',
    );
    expect(account?.user).toMatchObject({ userType: 'authority', companyId: null });
    expect(account?.authority?.name).toBe('Bürgeramt Flensburg');
    expect(account?.user.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await postJson(testApp.app, '/api/photobooth/web-login/', {
      email: 'pass@buergeramt-flensburg.example',
      password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user_type: 'authority', EID_verified: false });
  });

  it('refuses a name or address already in use and incomplete input', async () => {
    const sameName = await runCli('create-authority', 'zweite@kiel.example', 'bürgeramt kiel');
    const sameAddress = await runCli('create-authority', company.owner.email, 'Bürgeramt Eutin');
    const badAddress = await runCli('create-authority', 'keine-adresse', 'Bürgeramt Eutin');
    const noName = await runCli('create-authority', 'eutin@eutin.example');

    expect(sameName).toEqual({
      code: 1,
      output: 'Eine Behörde mit dem Namen „bürgeramt kiel“ gibt es bereits.',
    });
    expect(sameAddress).toEqual({
      code: 1,
      output: `Für ${company.owner.email} gibt es bereits ein Konto.`,
    });
    expect(badAddress).toEqual({
      code: 1,
      output: 'E-Mail: Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    expect(noName.code).toBe(2);
    expect(await findAccountByEmail(testApp.database.db, 'zweite@kiel.example')).toBeNull();
  });
});

describe('the clerk’s first log-in', () => {
  it('requires replacing the one-time password before any retrieval', async () => {
    const created = await createdByOperator('Standesamt Plön', 'ploen@ploen.example');
    const first = await logIn(testApp.app, 'ploen@ploen.example', created.initial_password);

    const status = await clerkStatus(first);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      id: created.clerk.id,
      email: 'ploen@ploen.example',
      authority: { id: created.authority.id, name: 'Standesamt Plön' },
      password_change_required: true,
    });

    await replaceOneTimePassword(
      testApp,
      'ploen@ploen.example',
      created.initial_password,
      clerkPassword,
    );
    const renewed = await logIn(testApp.app, 'ploen@ploen.example', clerkPassword);
    expect((await clerkStatus(renewed)).json()).toMatchObject({ password_change_required: false });
  });

  it('answers the desk’s status only to clerks', async () => {
    expect((await clerkStatus(operator)).statusCode).toBe(403);
    expect((await clerkStatus(company.owner)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/authority/me/')).statusCode).toBe(401);
  });
});

describe('who may manage authorities', () => {
  const routes = [
    ['GET', '/api/operator/authorities/'],
    ['POST', '/api/operator/authorities/', { name: 'Bürgeramt Rolle', email: 'rolle@x.example' }],
    ['POST', '/api/operator/authorities/1/clerks/', { email: 'rolle2@x.example' }],
    ['POST', '/api/operator/authorities/1/disable/'],
    ['POST', '/api/operator/authorities/1/enable/'],
    ['POST', '/api/operator/authorities/1/api-keys/', { label: 'Rolle' }],
    ['DELETE', '/api/operator/authorities/1/api-keys/1/'],
  ] as const;

  it.each(routes)('%s %s: 401 anonymous, 403 for clerks and studio people', async (...route) => {
    const [method, url, payload] = route as ['GET' | 'POST' | 'DELETE', string, object | undefined];
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
    for (const person of [authority.clerk, company.owner, employee]) {
      const response = await call(person, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    // An operator key does not exist: the authority's key opens nothing here either.
    expect(
      (await call(null, method, url, payload, withApiKey(authority.apiKey.key))).statusCode,
    ).toBe(401);
  });

  it('refuses an operator who still uses the one-time password', async () => {
    const { output } = await runCli('create', 'frisch@bildbote.example');
    const password = /Einmalpasswort \(wird nur jetzt angezeigt\): (\S+)/.exec(output)![1]!;
    const fresh = await logIn(testApp.app, 'frisch@bildbote.example', password);

    const response = await call(fresh, 'GET', '/api/operator/authorities/');

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: passwordChangeRequiredCode });
  });
});

describe('clerks stay out of the studio and operator areas', () => {
  it.each([
    ['GET', '/api/photobooth/invite-employee/', undefined],
    ['GET', '/api/photobooth/registered-shops/', undefined],
    ['GET', '/api/photobooth/get-license-key/', undefined],
    ['POST', '/api/photobooth/eid-start/', { display: 'page' }],
    ['GET', '/api/operator/me/', undefined],
    ['GET', '/api/operator/review-queue/', undefined],
    ['PUT', '/api/photobooth/profile/', { first_name: 'Klaus' }],
  ] as const)('%s %s: 403', async (method, url, payload) => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: bearer(authority.clerk.accessToken),
      ...(payload ? { payload } : {}),
    });

    expect(response.statusCode).toBe(403);
  });

  it('but read their own profile', async () => {
    const response = await call(authority.clerk, 'GET', '/api/photobooth/profile/');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_type: 'authority', email: authority.clerk.email });
  });
});

describe('operators manage authorities', () => {
  it('create one with its first clerk, listed with clerks and keys', async () => {
    const created = await createdByOperator('Bürgeramt Neumünster', 'NMS@Neumuenster.example');

    expect(created.clerk.email).toBe('nms@neumuenster.example');
    expect(created.initial_password).toHaveLength(20);
    expect(created.authority).toMatchObject({
      name: 'Bürgeramt Neumünster',
      disabled_at: null,
      clerks: [{ id: created.clerk.id, email: 'nms@neumuenster.example' }],
      api_keys: [],
    });
    const list = await call(operator, 'GET', '/api/operator/authorities/');
    expect(list.statusCode).toBe(200);
    const names = list.json<{ results: { name: string }[] }>().results.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Bürgeramt Kiel', 'Bürgeramt Neumünster']));
    expect(list.body).not.toContain('password');
    expect(list.body).not.toContain(authority.apiKey.key);
  });

  it('refuse missing fields (400) and names or addresses in use (409)', async () => {
    const empty = await call(operator, 'POST', '/api/operator/authorities/', {});
    const taken = await call(operator, 'POST', '/api/operator/authorities/', {
      name: ' BÜRGERAMT KIEL ',
      email: 'neu@kiel.example',
    });
    const emailTaken = await call(operator, 'POST', '/api/operator/authorities/', {
      name: 'Bürgeramt Heide',
      email: employee.email,
    });

    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      name: ['Dieses Feld ist erforderlich.'],
      email: ['Dieses Feld ist erforderlich.'],
      code: 'invalid',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      name: ['Eine Behörde mit dem Namen „BÜRGERAMT KIEL“ gibt es bereits.'],
    });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toMatchObject({ email: [expect.stringContaining(employee.email)] });
  });

  it('add clerks who log in with their own one-time password', async () => {
    const created = await createdByOperator('Ausländerbehörde Kiel', 'erste@abh-kiel.example');

    const added = await call(
      operator,
      'POST',
      `/api/operator/authorities/${created.authority.id}/clerks/`,
      {
        email: 'zweite@abh-kiel.example',
      },
    );
    const unknown = await call(operator, 'POST', '/api/operator/authorities/999999/clerks/', {
      email: 'dritte@abh-kiel.example',
    });

    expect(added.statusCode).toBe(201);
    const { clerk, initial_password: password } = added.json<CreatedAuthorityAnswer>();
    expect(clerk.email).toBe('zweite@abh-kiel.example');
    expect(password).not.toBe(created.initial_password);
    const session = await logIn(testApp.app, 'zweite@abh-kiel.example', password);
    expect((await clerkStatus(session)).json()).toMatchObject({
      authority: { id: created.authority.id },
      password_change_required: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('disabling an authority', () => {
  it('ends its clerks’ sessions, refuses log-ins and keys until it is enabled again', async () => {
    const target = await createTestAuthority(testApp, { name: 'Bürgeramt Gesperrt' });
    const bystander = await createTestAuthority(testApp);

    const disabled = await call(
      operator,
      'POST',
      `/api/operator/authorities/${target.id}/disable/`,
    );

    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({
      id: target.id,
      disabled_at: testApp.clock().toISOString(),
      clerks: [{ id: target.clerk.id }],
    });
    const refresh = await postJson(testApp.app, '/api/photobooth/token/refresh/', {
      refresh_token: target.clerk.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const status = await clerkStatus(target.clerk);
    expect(status.statusCode).toBe(403);
    expect(status.json()).toMatchObject({ detail: accountMessages.authorityDisabled });
    const login = await postJson(testApp.app, '/api/photobooth/web-login/', {
      email: target.clerk.email,
      password: target.clerk.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ detail: accountMessages.authorityDisabled });
    // Another authority's clerk works on.
    expect((await clerkStatus(bystander.clerk)).statusCode).toBe(200);

    const enabled = await call(operator, 'POST', `/api/operator/authorities/${target.id}/enable/`);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled_at: null });
    const again = await logIn(testApp.app, target.clerk.email, target.clerk.password);
    expect((await clerkStatus(again)).statusCode).toBe(200);
    // The revoked refresh token stays revoked.
    const oldRefresh = await postJson(testApp.app, '/api/photobooth/token/refresh/', {
      refresh_token: target.clerk.refreshToken,
    });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('answers 404 for an unknown authority', async () => {
    expect(
      (await call(operator, 'POST', '/api/operator/authorities/999999/disable/')).statusCode,
    ).toBe(404);
    expect(
      (await call(operator, 'POST', '/api/operator/authorities/999999/enable/')).statusCode,
    ).toBe(404);
  });
});

describe('API keys', () => {
  it('are shown once, stored as SHA-256 only, listed without the key and revocable', async () => {
    const target = await createTestAuthority(testApp);

    const created = await call(
      operator,
      'POST',
      `/api/operator/authorities/${target.id}/api-keys/`,
      {
        label: ' Fachverfahren OK.EWO ',
      },
    );

    expect(created.statusCode).toBe(201);
    const { id, key, label } = created.json<{ id: number; key: string; label: string }>();
    expect(label).toBe('Fachverfahren OK.EWO');
    expect(key).toMatch(new RegExp(`^${apiKeyPrefix}[A-Za-z0-9_-]{43}$`));
    expect(Object.keys(created.json()).sort()).toEqual(['created_at', 'id', 'key', 'label']);
    const [row] = await testApp.database.db
      .select()
      .from(authorityApiKeys)
      .where(eq(authorityApiKeys.id, id));
    expect(row!.keyHash).toBe(sha256Hex(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(apiKeyPrefix.length));
    const list = await call(operator, 'GET', '/api/operator/authorities/');
    expect(list.body).not.toContain(key);
    expect(list.body).not.toContain(row!.keyHash);
    const listed = list
      .json<{ results: { id: number; api_keys: { id: number; revoked_at: string | null }[] }[] }>()
      .results.find((entry) => entry.id === target.id)!;
    expect(listed.api_keys.map((entry) => entry.id)).toEqual([id, target.apiKey.id]);

    const revoked = await call(
      operator,
      'DELETE',
      `/api/operator/authorities/${target.id}/api-keys/${id}/`,
    );

    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    const after = (await call(operator, 'GET', '/api/operator/authorities/'))
      .json<{ results: { id: number; api_keys: { id: number; revoked_at: string | null }[] }[] }>()
      .results.find((entry) => entry.id === target.id)!;
    expect(after.api_keys.find((entry) => entry.id === id)?.revoked_at).toBe(
      testApp.clock().toISOString(),
    );
  });

  it('of one authority cannot be revoked through another', async () => {
    const owner = await createTestAuthority(testApp);
    const other = await createTestAuthority(testApp);

    const response = await call(
      operator,
      'DELETE',
      `/api/operator/authorities/${other.id}/api-keys/${owner.apiKey.id}/`,
    );

    expect(response.statusCode).toBe(404);
  });

  it('need a label', async () => {
    const response = await call(
      operator,
      'POST',
      `/api/operator/authorities/${authority.id}/api-keys/`,
      { label: '  ' },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ label: ['Dieses Feld ist erforderlich.'] });
  });
});
