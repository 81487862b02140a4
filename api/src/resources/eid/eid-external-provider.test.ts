import Fastify, { type FastifyInstance } from 'fastify';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { createLocalEidProvider, testProviderPath } from '../eid-test-provider/local-eid-provider';
import { mountLocalEidProvider } from '../eid-test-provider/test-provider-routes';
import {
  answerAtTestProvider,
  fetchSender,
} from '../eid-test-provider/testing/test-provider-driver';
import {
  bearer,
  ownerPayload,
  postJson,
  registerVerifyAndLogIn,
  startTestApp,
} from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import { eidMessages, providerFailureMessages } from './eid-messages';
import {
  annaSchmidt,
  codeAndState,
  startIdentification,
  verifyIdentification,
} from './testing/eid-test-kit';
import { freePort } from '../../kernel/testing/free-port';

/**
 * With EID_ISSUER set the platform is a client of that provider only: here a provider that
 * runs as a server of its own (the same oidc-provider set-up, reached over HTTP).
 */
let external: FastifyInstance;
let issuer: string;
let testApp: TestApp;
const clientId = 'bildbote-extern';
const clientSecret = 'geheimnis-des-externen-anbieters';

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}${testProviderPath}`;
  testApp = await startTestApp({
    EID_ISSUER: issuer,
    EID_CLIENT_ID: clientId,
    EID_CLIENT_SECRET: clientSecret,
  });
  const local = await createLocalEidProvider({
    issuer,
    redirectUri: `${testApp.config.publicUrl}/adesso-redirect`,
    clientId,
    clientSecret,
  });
  external = Fastify();
  await external.register((scope) => mountLocalEidProvider(scope, local));
  await external.listen({ port, host: '127.0.0.1' });
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await external?.close();
  await testApp?.close();
});

test('the local test provider is not mounted', async () => {
  const discovery = await testApp.app.inject(
    `/api${testProviderPath}/.well-known/openid-configuration`,
  );
  expect(discovery.statusCode).toBe(404);
  const interaction = await testApp.app.inject(`/api${testProviderPath}/interaction/abc`);
  expect(interaction.statusCode).toBe(404);
});

test('identification runs against the configured issuer', async () => {
  const payload = ownerPayload();
  const person = await registerVerifyAndLogIn(testApp, payload);
  const authorizationUrl = await startIdentification(testApp.app, person);
  expect(authorizationUrl.startsWith(`${issuer}/auth?`)).toBe(true);

  const redirect = await answerAtTestProvider(fetchSender, authorizationUrl, {
    identity: annaSchmidt,
  });
  const verified = await verifyIdentification(testApp.app, person, codeAndState(redirect));
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toMatchObject({ message: eidMessages.verified });
});

test(
  'an issuer that does not answer gives the German "not reachable" message',
  async () => {
    const port = await freePort();
    const unreachable = await startTestApp({
      EID_ISSUER: `http://127.0.0.1:${port}/nirgends`,
      EID_CLIENT_ID: clientId,
      EID_CLIENT_SECRET: clientSecret,
    });
    try {
      const person = await registerVerifyAndLogIn(unreachable, ownerPayload());
      const started = await postJson(
        unreachable.app,
        '/api/photobooth/eid-start/',
        { display: 'touch' },
        bearer(person.accessToken),
      );
      expect(started.statusCode).toBe(502);
      expect(started.json()).toMatchObject({ message: providerFailureMessages.unavailable });
    } finally {
      await unreachable.close();
    }
  },
  testDatabaseTimeoutMs,
);
