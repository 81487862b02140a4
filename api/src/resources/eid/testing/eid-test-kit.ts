import type { FastifyInstance } from 'fastify';
import type { TestIdentity } from '../../eid-test-provider/test-identity';
import { bearer, postJson } from '../../accounts/testing/identity-test-kit';
import type { SignedIn } from '../../accounts/testing/identity-test-kit';

/** The identity on the ID card of the people `ownerPayload()` registers. */
export const annaSchmidt: TestIdentity = {
  given_name: 'Anna',
  family_name: 'Schmidt',
  birthdate: '1990-05-17',
};

/** `person` starts an identification on `app`; the provider address the browser is sent to. */
export async function startIdentification(
  app: FastifyInstance,
  person: SignedIn,
  display: 'page' | 'touch' = 'page',
): Promise<string> {
  const answer = await postJson(
    app,
    '/api/photobooth/eid-start/',
    { display },
    bearer(person.accessToken),
  );
  expect(answer.statusCode).toBe(200);
  return answer.json<{ authorization_url: string }>().authorization_url;
}

/** What /adesso-redirect hands in: code, state and the issuer (RFC 9207). */
export function codeAndState(redirect: URL): { code: string; state: string; iss: string } {
  const code = redirect.searchParams.get('code');
  const state = redirect.searchParams.get('state');
  const iss = redirect.searchParams.get('iss');
  if (!code || !state || !iss) throw new Error(`Kein Code in ${redirect}`);
  return { code, state, iss };
}

/** `person` hands the provider's answer (`payload`, usually `codeAndState`) to `app`. */
export function verifyIdentification(
  app: FastifyInstance,
  person: SignedIn,
  payload: Record<string, string>,
) {
  return postJson(app, '/api/photobooth/eid-verify/', payload, bearer(person.accessToken));
}
