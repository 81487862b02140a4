import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../logging/logger';
import { applyApiConventions } from './api-conventions';
import { ApiError } from './api-error';
import type { TypeBoxTypeProvider } from './typebox-type-provider';

/**
 * The foundation ships no route with a request body yet, so these tests give the real
 * conventions a small route of their own, the way every feature's routes will use them.
 */
const logLines: string[] = [];
let app: FastifyInstance;

const Registration = Type.Object({
  email: Type.String({ format: 'email' }),
  password: Type.String({ minLength: 8 }),
  salutation: Type.Union([Type.Literal('Herr'), Type.Literal('Frau')]),
  user: Type.Object({ first_name: Type.String({ minLength: 1 }) }),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
});

beforeAll(async () => {
  const logger = createLogger('error', { write: (line: string) => logLines.push(line) });
  app = Fastify({ loggerInstance: logger, bodyLimit: 1024 });
  await app.register(
    async (api) => {
      applyApiConventions(api);
      const typed = api.withTypeProvider<TypeBoxTypeProvider>();
      typed.post(
        '/registrations/',
        {
          schema: {
            body: Registration,
            response: {
              200: Type.Object({ email: Type.String() }),
              400: Type.Object({ detail: Type.String() }),
            },
          },
        },
        async (request) => ({ email: request.body.email }),
      );
      typed.get(
        '/search/',
        { schema: { querystring: Type.Object({ radius: Type.Integer({ minimum: 10 }) }) } },
        async (request) => ({ radius: request.query.radius }),
      );
      typed.get(
        '/fixed-shape/',
        { schema: { response: { 409: Type.Object({ detail: Type.String() }) } } },
        async () => {
          throw ApiError.withBody(
            409,
            { user: { is_verified: true }, detail: 'Schon da.' },
            {
              'retry-after': '7',
            },
          );
        },
      );
      typed.get('/failing/', async () => {
        throw new Error('Datenbank explodiert in Zeile 42');
      });
    },
    { prefix: '/api' },
  );
});

afterAll(() => app.close());

const validRegistration = {
  email: 'studio@example.org',
  password: 'Geheim#123',
  salutation: 'Frau',
  user: { first_name: 'Erika' },
};

function post(payload: string, contentType = 'application/json') {
  return app.inject({
    method: 'POST',
    url: '/api/registrations/',
    headers: { 'content-type': contentType },
    payload,
  });
}

it('passes a valid body through', async () => {
  const response = await post(JSON.stringify(validRegistration));

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ email: 'studio@example.org' });
});

it.each(['{"email": ', '{email: 1}', ''])('answers malformed JSON %j with 400', async (body) => {
  const response = await post(body);

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ detail: 'Ungültiger JSON-Inhalt.' });
  expect(response.headers['cache-control']).toBe('no-store');
});

it('reports every invalid field at once, as per-field arrays of German messages', async () => {
  const response = await post(
    JSON.stringify({ email: 'keine-adresse', password: 'kurz', user: {}, phone: 'x'.repeat(21) }),
  );

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    password: ['Muss mindestens 8 Zeichen lang sein.'],
    salutation: ['Dieses Feld ist erforderlich.'],
    'user.first_name': ['Dieses Feld ist erforderlich.'],
    phone: ['Darf höchstens 20 Zeichen lang sein.'],
  });
});

it('reports a wrong value type of a field under that field', async () => {
  const response = await post(JSON.stringify({ ...validRegistration, user: 'Erika' }));

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ user: ['Muss ein Objekt sein.'] });
});

it('reports a body that is no object under non_field_errors', async () => {
  const response = await post(JSON.stringify(['studio@example.org']));

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ non_field_errors: ['Muss ein Objekt sein.'] });
});

it('validates query parameters the same way', async () => {
  const low = await app.inject({ method: 'GET', url: '/api/search/?radius=5' });
  const text = await app.inject({ method: 'GET', url: '/api/search/?radius=weit' });
  const ok = await app.inject({ method: 'GET', url: '/api/search/?radius=25' });

  expect(low.json()).toEqual({ radius: ['Muss mindestens 10 sein.'] });
  expect(text.json()).toEqual({ radius: ['Muss eine ganze Zahl sein.'] });
  expect(ok.json()).toEqual({ radius: 25 });
});

it('answers an unsupported content type with 415 and a JSON body', async () => {
  const response = await post('<email>studio@example.org</email>', 'application/xml');

  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({ detail: 'Dieser Inhaltstyp wird nicht unterstützt.' });
});

it('answers a body over the limit with 413 and a JSON body', async () => {
  const response = await post(JSON.stringify({ ...validRegistration, phone: 'x'.repeat(2000) }));

  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ detail: 'Die Anfrage ist zu groß.' });
});

it('answers an unexpected error with 500, no internals, and logs it', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/failing/' });

  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ detail: 'Interner Serverfehler.' });
  expect(response.body).not.toContain('Zeile 42');
  expect(logLines.join('\n')).toContain('Datenbank explodiert in Zeile 42');
});

it('answers unknown routes in the scope with a JSON 404', async () => {
  const response = await app.inject({ method: 'DELETE', url: '/api/registrations/' });

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ detail: 'Nicht gefunden.' });
  expect(response.headers['cache-control']).toBe('no-store');
});

it('writes an error with a fixed body exactly as given, past the route schema, with its headers', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/fixed-shape/' });

  expect(response.statusCode).toBe(409);
  expect(response.headers['retry-after']).toBe('7');
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.body).toBe('{"user":{"is_verified":true},"detail":"Schon da."}');
});
