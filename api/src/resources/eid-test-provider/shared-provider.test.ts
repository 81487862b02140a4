import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestConfig } from '../../kernel/testing/test-config';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import {
  ownerPayload,
  registerVerifyAndLogIn,
  startTestApp,
} from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import { answerAtTestProvider, injectSender } from './testing/test-provider-driver';
import type { Send } from './testing/test-provider-driver';
import {
  annaSchmidt,
  codeAndState,
  startIdentification,
  verifyIdentification,
} from '../eid/testing/eid-test-kit';

/**
 * Two API processes on one database (two apps, each with a provider instance of its own): the
 * local eID provider's flows, entered identities, keys and client credentials are in the
 * database, so each step of an identification may reach either process.
 */
let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await startTestApp();
  second = await buildApp({
    config: createTestConfig(),
    database: first.database,
    clock: first.clock,
  });
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Round robin over both processes, as a load balancer without sticky sessions would send. */
function alternating(): Send {
  const senders = [injectSender(first.app), injectSender(second)];
  let next = 0;
  return (request) => senders[next++ % senders.length]!(request);
}

test('an identification started on one process is completed on the other', async () => {
  const person = await registerVerifyAndLogIn(first, ownerPayload());

  const authorizationUrl = await startIdentification(first.app, person);
  const redirect = await answerAtTestProvider(alternating(), authorizationUrl, {
    identity: annaSchmidt,
  });
  const verified = await verifyIdentification(second, person, codeAndState(redirect));

  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toMatchObject({ EID_verified: true });
});

test('both processes publish the same provider keys', async () => {
  const jwks = async (app: FastifyInstance) => {
    const discovery = await app.inject('/api/eid-test-provider/.well-known/openid-configuration');
    const url = new URL(discovery.json<{ jwks_uri: string }>().jwks_uri);
    return (await app.inject(`${url.pathname}`)).json<{ keys: unknown[] }>();
  };

  const [fromFirst, fromSecond] = [await jwks(first.app), await jwks(second)];

  expect(fromFirst.keys).toHaveLength(1);
  expect(fromSecond).toEqual(fromFirst);
});
