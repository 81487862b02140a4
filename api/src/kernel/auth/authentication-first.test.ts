import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { applyApiConventions } from '../http/api-conventions';
import { unauthorized } from '../http/api-error';
import { bearer, useTestApp } from '../../resources/accounts/testing/identity-test-kit';
import { createOwner } from '../../resources/staff/testing/company-test-kit';
import { accessMessages } from '../../resources/sessions/require-user';
import { authenticationHook } from './authentication-first';

/** Issue 25, finding 4: anonymous callers got the validation details (400) instead of 401. */
describe('authentication before validation in the API', () => {
  const testApp = useTestApp();
  const call = (method: 'GET' | 'POST', url: string, payload?: string, token?: string) =>
    testApp.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        'content-type': 'application/json',
        ...(token ? bearer(token) : {}),
      },
    });

  it('answers anonymous calls with a bad body, bad JSON or a bad query with 401', async () => {
    const answers = [
      await call('GET', '/api/photobooth/get-download-url/?operating_system=amiga'),
      await call('POST', '/api/photobooth/eid-start/', '{"display":"kino"}'),
      await call('POST', '/api/photobooth/eid-verify/', '{}'),
      await call('POST', '/api/photobooth/eid-verify/', '{"code": '),
      await call('POST', '/api/operator/companies/abc/block/', '{"reason":5}'),
      await call('POST', '/api/photobooth/invite-employee/', '{"email":"a\\u0000"}'),
    ];

    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ detail: accessMessages.missingToken, code: 'unauthorized' });
    }
  });

  it('answers a studio owner on an operator route with 403, whatever the body', async () => {
    const owner = await createOwner(testApp, 'Studio Reihenfolge');

    const response = await call(
      'POST',
      '/api/operator/companies/abc/block/',
      '{"reason":5}',
      owner.accessToken,
    );
    const employeeRoute = await call(
      'GET',
      '/api/photobooth/get-download-url/?operating_system=amiga',
      undefined,
      owner.accessToken,
    );

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: accessMessages.forbidden, code: 'forbidden' });
    // Allowed in, the same bad input is a validation error.
    expect(employeeRoute.statusCode).toBe(400);
  });
});

describe('a route added later', () => {
  let app: FastifyInstance;
  const order: string[] = [];
  const signedIn = authenticationHook(async (request: { headers: Record<string, unknown> }) => {
    order.push('authentication');
    if (!request.headers.authorization) throw unauthorized('Bitte melden Sie sich an.');
  });

  beforeAll(async () => {
    app = Fastify();
    await app.register(
      async (api) => {
        applyApiConventions(api);
        api.post(
          '/neu/',
          {
            preHandler: [
              async () => {
                order.push('other preHandler');
              },
              signedIn,
            ],
            schema: { body: Type.Object({ n: Type.Integer() }) },
          },
          async () => ({ ok: true }),
        );
      },
      { prefix: '/api' },
    );
  });
  afterAll(() => app.close());

  it('runs the marked preHandler before body parsing and validation, the others where they were', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/neu/', payload: { n: 'x' } });
    const signedInBadBody = await app.inject({
      method: 'POST',
      url: '/api/neu/',
      payload: { n: 'x' },
      headers: { authorization: 'Bearer x' },
    });
    order.length = 0;
    const fine = await app.inject({
      method: 'POST',
      url: '/api/neu/',
      payload: { n: 1 },
      headers: { authorization: 'Bearer x' },
    });

    expect(anonymous.statusCode).toBe(401);
    expect(signedInBadBody.statusCode).toBe(400);
    expect(fine.json()).toEqual({ ok: true });
    expect(order).toEqual(['authentication', 'other preHandler']);
  });
});
