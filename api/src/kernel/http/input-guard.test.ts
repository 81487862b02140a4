import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { bearer, postJson, useTestApp } from '../../resources/accounts/testing/identity-test-kit';
import { createOwner } from '../../resources/staff/testing/company-test-kit';
import { applyApiConventions } from './api-conventions';
import { inputGuardCode, inputGuardMessages, maxInputDepth, refusalOf } from './input-guard';

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};
const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('refusalOf', () => {
  it('lets ordinary input through, umlauts and emoji included', () => {
    expect(refusalOf({ name: 'Jürgen 📷', n: [1, 2.5, -3], ok: true, none: null })).toBeNull();
    expect(refusalOf(nested(maxInputDepth))).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });

  it(`refuses containers deeper than ${maxInputDepth} levels, without recursion`, () => {
    expect(refusalOf(nested(maxInputDepth + 1))).toBe('tooDeep');
    expect(refusalOf(JSON.parse(deepArrays(100_000)))).toBe('tooDeep');
  });

  it('refuses NUL bytes and lone surrogates in values and keys', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\udbff\ud800', 'a\udfffb']) {
      expect(refusalOf({ email: bad })).toBe('forbiddenCharacters');
      expect(refusalOf([{ [bad]: 'x' }])).toBe('forbiddenCharacters');
    }
  });

  it('refuses numbers outside the safe integer range and non-finite ones', () => {
    for (const bad of [2 ** 53, -(2 ** 53), 1e300, Infinity, -Infinity, NaN]) {
      expect(refusalOf({ n: bad })).toBe('numberOutOfRange');
    }
    expect(refusalOf({ n: [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 0.1] })).toBeNull();
  });

  it('leaves Buffers alone', () => {
    expect(refusalOf({ file: Buffer.from([0, 0xd8, 0]) })).toBeNull();
  });
});

describe('the guard in the API', () => {
  const testApp = useTestApp({ freshRateLimitWindows: true });
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  function expectRefused(
    response: { statusCode: number; json(): unknown },
    message: keyof typeof inputGuardMessages,
  ) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: inputGuardMessages[message], code: inputGuardCode });
  }

  it('answers 10,000 nested arrays with 400 instead of overflowing the stack (issue 25)', async () => {
    const owner = await createOwner(testApp, 'Studio Tiefe');
    const deep = deepArrays(10_000);

    expectRefused(await post('/api/photobooth/register/', deep), 'tooDeep');
    expectRefused(await post('/api/photobooth/register/', `{"user":${deep}}`), 'tooDeep');
    expectRefused(
      await post('/api/photobooth/request-password-reset/', `{"email":${deep}}`),
      'tooDeep',
    );
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/photobooth/request-password-reset/',
      payload: `{"email":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(put, 'tooDeep');
    for (const url of [
      '/api/photobooth/profile/change-password/',
      '/api/photobooth/invite-employee/',
    ]) {
      expectRefused(await post(url, `{"email":${deep}}`, bearer(owner.accessToken)), 'tooDeep');
    }
  });

  it('answers a NUL byte or a lone surrogate with 400 before it reaches the database', async () => {
    const nul = await postJson(testApp.app, '/api/photobooth/web-login/', {
      email: 'a\u0000b@example.de',
      password: 'Passwort1!',
    });
    const surrogate = await post(
      '/api/photobooth/web-login/',
      '{"email":"a\\ud800b@example.de","password":"Passwort1!"}',
    );

    expectRefused(nul, 'forbiddenCharacters');
    expectRefused(surrogate, 'forbiddenCharacters');
  });

  it('checks query strings and path parameters too', async () => {
    const query = await testApp.app.inject({
      method: 'GET',
      url: '/api/photobooth/shops-nearby/?latitude=%00&longitude=1&radius=10',
    });
    const param = await testApp.app.inject({ method: 'GET', url: '/api/geo/postcode/2410%00/' });

    expectRefused(query, 'forbiddenCharacters');
    expectRefused(param, 'forbiddenCharacters');
  });

  it('answers numbers past 2^53 and 1e999 with 400', async () => {
    const big = await post(
      '/api/photobooth/web-login/',
      '{"email":"a@example.de","password":"x","n":9007199254740993}',
    );
    const infinite = await post(
      '/api/photobooth/web-login/',
      '{"email":"a@example.de","password":"x","n":1e999}',
    );

    expectRefused(big, 'numberOutOfRange');
    expectRefused(infinite, 'numberOutOfRange');
  });

  it('answers JSON too deep for the prototype check of the parser with 400, never 500', async () => {
    const depth = 400_000;
    const poisoned = `${'['.repeat(depth)}{"__proto__":1}${']'.repeat(depth)}`;

    const response = await post('/api/photobooth/register/', poisoned);

    expect(response.statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the guard on a route added later', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(
      async (api) => {
        applyApiConventions(api);
        api.post('/neu/', async (request) => ({ echo: request.body }));
      },
      { prefix: '/api' },
    );
  });
  afterAll(() => app.close());

  it('refuses hostile input on a route that knows nothing of the guard', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/neu/',
      payload: { text: 'a\u0000' },
    });
    const fine = await app.inject({ method: 'POST', url: '/api/neu/', payload: { text: 'ä' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: inputGuardCode });
    expect(fine.json()).toEqual({ echo: { text: 'ä' } });
  });
});
