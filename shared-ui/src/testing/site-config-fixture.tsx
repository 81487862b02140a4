import type { PublicSiteConfig } from '../site/site-config';

/**
 * A site configuration as GET /api/site/config/ answers it, with distinctive company data, for
 * the tests of every workspace: one place to extend when the configuration grows.
 */
export function testSiteConfig(overrides: Partial<PublicSiteConfig> = {}): PublicSiteConfig {
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
    homeVideoCaptionsUrl: null,
    ...overrides,
  };
}
