import { createTestConfig } from '../testing/test-config';
import { contentSecurityPolicy } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('allows only the site itself when no external service is configured', () => {
    expect(contentSecurityPolicy(createTestConfig())).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'child-src': ['blob:'],
      'media-src': ["'self'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
  });

  it('never allows inline code or eval, whatever is configured', () => {
    const directives = contentSecurityPolicy(
      createTestConfig({
        ANALYTICS_ID: 'GTM-ABC1234',
        MAPBOX_TOKEN: 'pk.token',
        HOME_VIDEO_URL: 'https://cdn.example.org/v.webm',
        EID_ISSUER: 'https://eid.example.org',
        EID_CLIENT_ID: 'id',
        EID_CLIENT_SECRET: 'secret',
      }),
    );

    const values = Object.values(directives).flat();
    expect(values).not.toContain("'unsafe-inline'");
    expect(values).not.toContain("'unsafe-eval'");
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('adds the Mapbox hosts only with a Mapbox token', () => {
    const directives = contentSecurityPolicy(createTestConfig({ MAPBOX_TOKEN: 'pk.token' }));

    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.mapbox.com',
      'https://events.mapbox.com',
      'https://*.tiles.mapbox.com',
    ]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.mapbox.com']);
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('lets MapLibre fetch a self-hosted style from its own origin; a path needs nothing more', () => {
    const external = contentSecurityPolicy(
      createTestConfig({ MAP_STYLE_URL: 'https://tiles.example.org/styles/bildbote.json' }),
    );
    expect(external['connect-src']).toEqual(["'self'", 'https://tiles.example.org']);
    expect(external['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);

    const local = contentSecurityPolicy(createTestConfig({ MAP_STYLE_URL: '/karte/stil.json' }));
    expect(local['connect-src']).toEqual(["'self'"]);
  });

  it('adds the Google tag hosts only with an analytics ID', () => {
    const directives = contentSecurityPolicy(createTestConfig({ ANALYTICS_ID: 'G-ABC123DEF4' }));

    expect(directives['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://*.googletagmanager.com',
    ]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directives['img-src']).toContain('https://*.google-analytics.com');
  });

  it('allows the origins of an external home video, poster and captions, not paths of the site', () => {
    const external = contentSecurityPolicy(
      createTestConfig({
        HOME_VIDEO_URL: 'https://cdn.example.org/media/home.webm',
        HOME_VIDEO_POSTER_URL: 'https://images.example.org/poster.webp',
        HOME_VIDEO_CAPTIONS_URL: 'https://captions.example.org/home.de.vtt',
      }),
    );
    const local = contentSecurityPolicy(
      createTestConfig({
        HOME_VIDEO_URL: '/media/home.webm',
        HOME_VIDEO_POSTER_URL: '/p.webp',
        HOME_VIDEO_CAPTIONS_URL: '/media/home.de.vtt',
      }),
    );

    expect(external['media-src']).toEqual([
      "'self'",
      'https://cdn.example.org',
      'https://captions.example.org',
    ]);
    expect(external['img-src']).toContain('https://images.example.org');
    expect(local['media-src']).toEqual(["'self'"]);
    expect(local['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets forms go to the eID provider only when one is configured', () => {
    const directives = contentSecurityPolicy(
      createTestConfig({
        EID_ISSUER: 'https://eid.example.org/realms/bildbote',
        EID_CLIENT_ID: 'id',
        EID_CLIENT_SECRET: 'secret',
      }),
    );

    expect(directives['form-action']).toEqual(["'self'", 'https://eid.example.org']);
  });

  it('upgrades insecure requests only on an HTTPS site', () => {
    const https = contentSecurityPolicy(createTestConfig({ PUBLIC_URL: 'https://bildbote.de' }));
    const http = contentSecurityPolicy(createTestConfig());

    expect(https['upgrade-insecure-requests']).toEqual([]);
    expect(http).not.toHaveProperty('upgrade-insecure-requests');
  });
});
