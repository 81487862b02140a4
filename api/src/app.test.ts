import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './kernel/config/config';
import type { OpenedDatabase } from './kernel/database/database';
import { publicSiteConfig } from './resources/site/public-site-config';
import { createTestConfig } from './kernel/testing/test-config';
import { createTestDatabase, testDatabaseTimeoutMs } from './kernel/testing/test-database';

let database: OpenedDatabase;
let config: AppConfig;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  config = createTestConfig({
    MAPBOX_TOKEN: 'pk.test-token',
    MAP_STYLE_URL: '/karte/stil.json',
    ANALYTICS_ID: 'G-ABC123DEF4',
    HOME_VIDEO_URL: '/media/home.webm',
    VIDEO_URL_PROFILVERWALTUNG: 'https://videos.example.org/profil.mp4',
    COMPANY_NAME: 'Passbild Nord GmbH',
  });
  app = await buildApp({ config, database });
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/health', () => {
  it('answers ok after asking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/site/config/', () => {
  it('serves the public site configuration, complete and without secrets', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/config/' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(publicSiteConfig(config));
    expect(response.json()).toMatchObject({
      company: { name: 'Passbild Nord GmbH', city: 'Kiel', postcode: '24103' },
      analyticsId: 'G-ABC123DEF4',
      mapboxToken: 'pk.test-token',
      mapStyleUrl: '/karte/stil.json',
      homeVideoUrl: '/media/home.webm',
      homeVideoPosterUrl: null,
      homeVideoCaptionsUrl: null,
      tutorialVideos: {
        Profilverwaltung: 'https://videos.example.org/profil.mp4',
        Mitarbeiterverwaltung: null,
        'Software installieren': null,
        Studioverwaltung: null,
        Registrierung: null,
        'E-ID-Verifizierung': null,
      },
    });
    expect(response.body).not.toContain(config.jwtSecret);
  });
});

describe('answers outside the routes', () => {
  it.each(['/api/nicht-vorhanden/', '/api', '/api/health/extra'])(
    'answers %s with a JSON 404',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Nicht gefunden.' });
    },
  );

  it('answers paths outside /api with a JSON 404 as well', async () => {
    const response = await app.inject({ method: 'GET', url: '/irgendwas' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Nicht gefunden.' });
  });
});

describe('headers', () => {
  it('marks every API answer, errors included, as not to be stored', async () => {
    const answers = await Promise.all(
      ['/api/health', '/api/site/config/', '/api/unbekannt', '/api/docs/json'].map((url) =>
        app.inject({ method: 'GET', url }),
      ),
    );

    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual([
      'no-store',
      'no-store',
      'no-store',
      'no-store',
    ]);
  });

  it('sends the security headers with the configured content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://*.googletagmanager.com;",
    );
    expect(policy).toContain('https://api.mapbox.com');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    // 'wasm-unsafe-eval' (WebAssembly of the site itself) is allowed; JavaScript eval is not.
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('adds HSTS when the site is served over HTTPS', async () => {
    const httpsApp = await buildApp({
      config: createTestConfig({ PUBLIC_URL: 'https://bildbote.de' }),
      database,
    });
    try {
      const response = await httpsApp.inject({ method: 'GET', url: '/api/health' });

      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await httpsApp.close();
    }
  });
});

describe('OpenAPI', () => {
  it('describes every route of the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json<{ info: { title: string }; paths: Record<string, object> }>();
    expect(document.info.title).toBe('Bildbote API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/site/config/']),
    );
  });

  it('serves the browsable documentation with its assets under /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    const asset = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/api/docs/static/swagger-ui-bundle.js"');
    expect(page.body).not.toMatch(/<script>|<style>/);
    expect(asset.statusCode).toBe(200);
  });
});

describe('when the database does not answer', () => {
  it('reports the health check as failed with 503', async () => {
    await database.close();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'error' });
  });
});
