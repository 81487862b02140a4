import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';
import { testSiteConfig } from 'shared-ui/testing/site-config-fixture';

/** A site configuration as GET /api/site/config/ answers it, with distinctive company data. */
export const siteConfig = testSiteConfig;

/** Answers the site configuration request, the only call the public pages make. */
export function mockSiteConfig(config: PublicSiteConfig = siteConfig()) {
  return mockFetch({ 'GET /api/site/config/': jsonResponse(config) });
}
