import Fastify from 'fastify';
import { users } from '../../resources/accounts/schema';
import type { OpenedDatabase } from '../database/database';
import { applyApiConventions } from '../http/api-conventions';
import { createTestDatabase, testDatabaseTimeoutMs } from '../testing/test-database';
import { createLogger, redactUrl } from './logger';

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  return { logger, output: () => lines.join('\n') };
}

describe('createLogger', () => {
  it('writes JSON lines and hides secrets at the top level and nested', () => {
    const { logger, output } = capturingLogger();

    logger.info(
      {
        password: 'Geheim#123',
        body: { email: 'studio@example.org', otp: '482913', new_password: 'Neu#4567' },
        tokens: { access_token: 'eyJhbGciOi', refresh_token: 'r-123' },
        req: { headers: { authorization: 'Bearer eyJhbG', cookie: 'sid=abc' } },
        res: { headers: { 'set-cookie': 'sid=abc' } },
        eid: { code: 'oidc-code', client_secret: 'client-geheim' },
      },
      'Anmeldung',
    );

    const text = output();
    expect(JSON.parse(text)).toMatchObject({ msg: 'Anmeldung', level: 30 });
    for (const secret of [
      'studio@example.org',
      'Geheim#123',
      '482913',
      'Neu#4567',
      'eyJhbGciOi',
      'r-123',
      'Bearer',
      'sid=abc',
      'oidc-code',
      'client-geheim',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('hides secrets deeper down, in arrays, in errors and in child bindings, without changing what was logged', () => {
    const { logger, output } = capturingLogger();
    const logged = {
      studio: { owner: { contact: { email: 'tief@example.org' } } },
      staff: [{ phone: '0171 2345678' }, 'Empfang'],
      failure: Object.assign(new Error('kaputt'), { key: 'schluessel-1' }),
    };

    logger.child({ token: 't-123', session: { refresh_token: 'r-456' } }).info(logged, 'Test');

    const text = output();
    for (const secret of ['tief@example.org', '0171 2345678', 'schluessel-1', 't-123', 'r-456']) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(text)).toMatchObject({ staff: [{ phone: '[REDACTED]' }, 'Empfang'] });
    expect(logged.studio.owner.contact.email).toBe('tief@example.org');
    expect(logged.staff[0]).toEqual({ phone: '0171 2345678' });
  });

  it('logs requests without headers and with codes and tokens removed from the URL', async () => {
    const { logger, output } = capturingLogger();
    const app = Fastify({ loggerInstance: logger });
    app.get('/api/eid/callback/', async () => ({ ok: true }));

    await app.inject({
      method: 'GET',
      url: '/api/eid/callback/?code=abc123&state=xyz',
      headers: { authorization: 'Bearer eyJhbG', cookie: 'sid=abc' },
    });
    await app.close();

    const text = output();
    expect(text).toContain('/api/eid/callback/?code=%5BREDACTED%5D&state=xyz');
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('eyJhbG');
    expect(text).not.toContain('sid=abc');
  });
});

describe('redactUrl', () => {
  it('keeps URLs without secret parameters unchanged', () => {
    expect(redactUrl('/api/geo/geocode/?q=Kiel%20Hafen')).toBe('/api/geo/geocode/?q=Kiel%20Hafen');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('replaces secret parameters whatever their case', () => {
    expect(redactUrl('/x?Token=a&otp=1&q=b')).toBe(
      '/x?Token=%5BREDACTED%5D&otp=%5BREDACTED%5D&q=b',
    );
  });
});

describe('database errors in the log', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, testDatabaseTimeoutMs);
  afterAll(() => database.close());

  const address = 'geheim.person@example.de';
  /** A statement that fails with the address among its parameters (a duplicate e-mail). */
  async function failingQuery(): Promise<unknown> {
    const user = {
      username: 'doppelt',
      email: address,
      passwordHash: 'x',
      salutation: 'Frau',
      firstName: 'Anna',
      lastName: 'Schmidt',
      userType: 'operator' as const,
    };
    await database.db.insert(users).values(user);
    return database.db
      .insert(users)
      .values({ ...user, username: 'doppelt2' })
      .then(() => null)
      .catch((error: unknown) => error);
  }

  it('logs a failed query by statement and SQLSTATE, never with its parameters', async () => {
    const error = await failingQuery();
    expect(String(error)).toContain(address); // what the driver would have put in the log
    const { logger, output } = capturingLogger();

    logger.error({ err: error }, 'Fehler');

    const logged = JSON.parse(output());
    expect(output()).not.toContain(address);
    expect(logged.err).toMatchObject({
      type: 'DatabaseError',
      sqlstate: '23505',
      statement: expect.stringContaining('insert into "users"'),
    });
  });

  it('keeps the address out when the error handler logs an unexpected failure', async () => {
    const { logger, output } = capturingLogger();
    const app = Fastify({ loggerInstance: logger });
    await app.register(async (api) => {
      applyApiConventions(api);
      api.post('/fehler/', async () => {
        throw await failingQuery();
      });
    });

    const response = await app.inject({ method: 'POST', url: '/fehler/', payload: {} });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(address);
    expect(output()).toContain('23505');
    expect(output()).not.toContain(address);
  });

  it('redacts e-mail addresses, proofs, keys and photo ids by field name and in URLs', () => {
    const { logger, output } = capturingLogger();
    const photoId = '0b7e6a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

    logger.info({
      email: 'a@example.de',
      body: { iban: 'DE02120300000000202051', photo_id: photoId },
      req: { headers: { 'x-photo-proof': 'beweis', 'x-authority-key': 'schluessel' } },
      url: redactUrl(`/api/authority/photos/${photoId}/`),
    });

    for (const secret of [
      'a@example.de',
      'DE02120300000000202051',
      photoId,
      'beweis',
      'schluessel',
    ]) {
      expect(output()).not.toContain(secret);
    }
  });
});
