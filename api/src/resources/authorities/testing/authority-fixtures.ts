import { bearer, logIn } from '../../accounts/testing/identity-test-kit';
import type { SignedIn, TestApp } from '../../accounts/testing/identity-test-kit';
import { createAuthority } from '../authority-accounts';
import { apiKeyHeader, createApiKey } from '../authority-api-keys';

/** The password clerks choose in tests when they replace the one-time password. */
export const clerkPassword = 'BehoerdePasswort1!';

export interface TestAuthority {
  id: number;
  name: string;
  clerk: SignedIn & { id: number; password: string };
  apiKey: { id: number; key: string };
}

let authoritiesCreated = 0;

/**
 * A new authority (the CLI's path) with one clerk who has replaced the one-time password and is
 * signed in, and one API key. Names and addresses are unique per call unless given.
 */
export async function createTestAuthority(
  testApp: TestApp,
  { name }: { name?: string } = {},
): Promise<TestAuthority> {
  authoritiesCreated += 1;
  const authorityName = name ?? `Bürgeramt Test ${authoritiesCreated}`;
  const email = `sachbearbeitung${authoritiesCreated}@behoerde.example`;
  const { authority, clerk, oneTimePassword } = await createAuthority(
    testApp.database.db,
    testApp.passwords,
    { name: authorityName, email },
    testApp.clock(),
  );
  await replaceOneTimePassword(testApp, email, oneTimePassword, clerkPassword);
  const signedIn = await logIn(testApp.app, email, clerkPassword);
  const { row, key } = await createApiKey(
    testApp.database.db,
    authority.id,
    'Fachverfahren',
    testApp.clock(),
  );
  return {
    id: authority.id,
    name: authority.name,
    clerk: { ...signedIn, id: clerk.id, password: clerkPassword },
    apiKey: { id: row.id, key },
  };
}

/** Logs in with the one-time password and replaces it, as the desk asks at the first log-in. */
export async function replaceOneTimePassword(
  testApp: TestApp,
  email: string,
  oneTimePassword: string,
  newPassword: string,
): Promise<void> {
  const first = await logIn(testApp.app, email, oneTimePassword);
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/api/photobooth/profile/change-password/',
    headers: bearer(first.accessToken),
    payload: {
      current_password: oneTimePassword,
      new_password: newPassword,
      confirm_password: newPassword,
    },
  });
  if (changed.statusCode !== 200) throw new Error(`change-password: ${changed.body}`);
}

/** Headers of a call by the authority's software. */
export const withApiKey = (key: string) => ({ [apiKeyHeader]: key });
