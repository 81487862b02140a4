import Fastify from 'fastify';
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
    expect(text).toContain('studio@example.org');
    for (const secret of [
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
