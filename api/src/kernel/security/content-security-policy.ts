import type { AppConfig } from '../config/config';

export type CspDirectives = Record<string, string[]>;

type CspConfig = Pick<
  AppConfig,
  | 'publicUrl'
  | 'analyticsId'
  | 'mapboxToken'
  | 'mapStyleUrl'
  | 'homeVideoUrl'
  | 'homeVideoPosterUrl'
  | 'homeVideoCaptionsUrl'
  | 'eid'
>;

/** Hosts mapbox-gl talks to when the map view is configured (Mapbox GL JS CSP guide). */
const mapboxHosts = {
  img: ['https://api.mapbox.com'],
  connect: ['https://api.mapbox.com', 'https://events.mapbox.com', 'https://*.tiles.mapbox.com'],
};

/** Google's published directives for the Google tag / GA4, loaded only after consent. */
const analyticsHosts = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/**
 * The content security policy of the whole site (shell, remotes, API docs): everything comes
 * from the site itself, plus exactly the external origins that configured features load.
 * No 'unsafe-inline', no 'unsafe-eval' anywhere.
 */
export function contentSecurityPolicy(config: CspConfig): CspDirectives {
  const mapbox = config.mapboxToken !== null;
  const analytics = config.analyticsId !== null;
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the retrieval desk compile its QR reader (WebAssembly from the
    // site itself); it allows no JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...(analytics ? analyticsHosts.script : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(mapbox ? mapboxHosts.img : []),
      ...externalOrigin(config.mapStyleUrl),
      ...(analytics ? analyticsHosts.img : []),
      ...externalOrigin(config.homeVideoPosterUrl),
    ],
    'connect-src': [
      "'self'",
      ...(mapbox ? mapboxHosts.connect : []),
      // MapLibre fetches a self-hosted style (and its tiles, glyphs, sprites) from its origin.
      ...externalOrigin(config.mapStyleUrl),
      ...(analytics ? analyticsHosts.connect : []),
    ],
    // mapbox-gl starts its workers from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'child-src': ['blob:'],
    // Captions (<track>) load under media-src, like the video itself.
    'media-src': [
      "'self'",
      ...externalOrigin(config.homeVideoUrl),
      ...externalOrigin(config.homeVideoCaptionsUrl),
    ],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...externalOrigin(config.eid?.issuer ?? null)],
  };
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Paths on the site itself are covered by 'self'. */
function externalOrigin(url: string | null): string[] {
  if (url === null || url.startsWith('/')) return [];
  return [new URL(url).origin];
}
