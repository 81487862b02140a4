import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';

/** A site configuration as GET /api/site/config/ answers it, with distinctive company data. */
export function siteConfig(overrides: Partial<PublicSiteConfig> = {}): PublicSiteConfig {
  return {
    company: {
      name: 'Bildbote Testfirma GmbH',
      street: 'Holstenstraße 12',
      postcode: '24103',
      city: 'Kiel',
      email: 'kontakt@bildbote-test.de',
      phone: '+49 431 123456',
      managingDirector: 'Erika Musterfrau',
      registerCourt: 'Amtsgericht Kiel',
      registerNumber: 'HRB 98765 KI',
      vatId: 'DE123456789',
    },
    analyticsId: null,
    mapboxToken: null,
    homeVideoUrl: null,
    homeVideoPosterUrl: null,
    ...overrides,
  };
}

/** Answers the site configuration request, the only call the public pages make. */
export function mockSiteConfig(config: PublicSiteConfig = siteConfig()) {
  return mockFetch({ 'GET /api/site/config/': jsonResponse(config) });
}
