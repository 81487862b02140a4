import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../kernel/http/api-error';
import { bearer, logIn, useTestApp } from '../accounts/testing/identity-test-kit';
import { createAuthority, disableAuthority, enableAuthority } from './authority-accounts';
import { revokeApiKey } from './authority-api-keys';
import { authorityAccessMessages, requireAuthority } from './require-authority';
import type { AuthorityCaller } from './require-authority';
import { createTestAuthority, withApiKey } from './testing/authority-fixtures';
import type { TestAuthority } from './testing/authority-fixtures';
import { createCompany, createSignedInOperator } from '../operator/testing/operator-test-kit';

const testApp = useTestApp();

function caller(headers: Record<string, string>): Promise<AuthorityCaller> {
  return requireAuthority({ headers } as FastifyRequest, testApp);
}

async function refusal(headers: Record<string, string>): Promise<ApiError> {
  const error: unknown = await caller(headers).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`Keine ApiError: ${String(error)}`);
  return error;
}

let authority: TestAuthority;

beforeAll(async () => {
  authority = await createTestAuthority(testApp, { name: 'Bürgeramt Kiel' });
});

describe('requireAuthority', () => {
  it('accepts a clerk of the authority by access token', async () => {
    await expect(caller(bearer(authority.clerk.accessToken))).resolves.toEqual({
      authorityId: authority.id,
      authorityName: 'Bürgeramt Kiel',
      clerkId: authority.clerk.id,
      apiKeyId: null,
    });
  });

  it('accepts the authority’s API key', async () => {
    await expect(caller(withApiKey(authority.apiKey.key))).resolves.toEqual({
      authorityId: authority.id,
      authorityName: 'Bürgeramt Kiel',
      clerkId: null,
      apiKeyId: authority.apiKey.id,
    });
  });

  it('answers 401 without credentials, with a bad token or an unknown key', async () => {
    for (const headers of [
      {},
      bearer('kein.gueltiges.token'),
      withApiKey('bbk_unbekannt'),
      withApiKey(authority.apiKey.key.replace(/^bbk_/, 'xyz_')),
    ]) {
      expect((await refusal(headers)).statusCode).toBe(401);
    }
  });

  it('answers 403 to studio people and operators', async () => {
    const company = await createCompany(testApp, 'Foto Behördenfrei');
    const operator = await createSignedInOperator(testApp);

    for (const person of [company.owner, operator]) {
      const error = await refusal(bearer(person.accessToken));
      expect(error.statusCode).toBe(403);
      expect(error.code).toBe('forbidden');
    }
  });

  it('refuses a clerk who still uses the one-time password (403 password_change_required)', async () => {
    const { oneTimePassword } = await createAuthority(
      testApp.database.db,
      testApp.passwords,
      { name: 'Ausländerbehörde Lübeck', email: 'neu@luebeck.example' },
      testApp.clock(),
    );
    const signedIn = await logIn(testApp.app, 'neu@luebeck.example', oneTimePassword);

    const error = await refusal(bearer(signedIn.accessToken));

    expect(error.statusCode).toBe(403);
    expect(error.code).toBe('password_change_required');
    expect(error.germanMessage).toBe(authorityAccessMessages.passwordChangeRequired);
  });

  it('refuses clerk and key of a disabled authority (403) and accepts them again once enabled', async () => {
    const other = await createTestAuthority(testApp);
    await disableAuthority(testApp.database.db, other.id, testApp.clock());

    expect((await refusal(bearer(other.clerk.accessToken))).statusCode).toBe(403);
    expect((await refusal(withApiKey(other.apiKey.key))).statusCode).toBe(403);

    await enableAuthority(testApp.database.db, other.id);
    await expect(caller(withApiKey(other.apiKey.key))).resolves.toMatchObject({
      authorityId: other.id,
    });
  });

  it('refuses a revoked key (401)', async () => {
    const other = await createTestAuthority(testApp);
    await revokeApiKey(testApp.database.db, other.id, other.apiKey.id, testApp.clock());

    const error = await refusal(withApiKey(other.apiKey.key));

    expect(error.statusCode).toBe(401);
    expect(error.germanMessage).toBe(authorityAccessMessages.invalidKey);
  });
});
