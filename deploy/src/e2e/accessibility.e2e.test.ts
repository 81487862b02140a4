import type { Page } from 'playwright-core';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { isIndexable } from '../gateway/search-engine-files';
import { openLocalPage } from './chromium';
import { describeInBrowser, useBrowserSite } from './browser-suite';
import { blockingViolations, type AxeViolation } from './journeys/axe';
import { untilDataLoaded } from './journeys/visit';

jest.setTimeout(300_000);

interface Finding extends AxeViolation {
  page: string;
}

describeInBrowser('accessibility of the public pages (axe-core in Chromium)', () => {
  const suite = useBrowserSite();

  async function publicPaths(): Promise<string[]> {
    const response = await fetch(`${suite.site.baseUrl}/remotes.json`);
    const manifest = (await response.json()) as RemotesManifest;
    return Object.values(manifest)
      .flatMap((remote) => remote.routes)
      .filter(isIndexable)
      .map((route) => route.path);
  }

  async function blockingFindings(page: Page, label: string): Promise<Finding[]> {
    return (await blockingViolations(page)).map((violation) => ({ page: label, ...violation }));
  }

  async function openSettled(page: Page, path: string): Promise<void> {
    await page.goto(`${suite.site.baseUrl}${encodeURI(path)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Site configuration, finder answers and the like have arrived: axe sees the final page.
    await untilDataLoaded(page);
  }

  test('the home page with the cookie banner open, and with the finder loaded', async () => {
    const page = await openLocalPage(suite.browser);
    await openSettled(page, '/');
    await page.getByRole('button', { name: 'Alle ablehnen' }).waitFor();
    const findings = await blockingFindings(page, '/ (Cookie-Hinweis offen)');

    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    await page.getByRole('button', { name: 'Fotografen finden' }).click();
    await page.locator('#map').getByRole('heading', { name: 'PASSBILDSTUDIO SUCHEN' }).waitFor();
    await page.waitForLoadState('networkidle');
    findings.push(...(await blockingFindings(page, '/ (mit Fotografensuche)')));

    await page.context().close();
    expect(findings).toEqual([]);
  });

  test('every public route has no serious or critical violation', async () => {
    const paths = await publicPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/impressum', '/datenschutz', '/map']));
    const page = await openLocalPage(suite.browser);
    await openSettled(page, '/');
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();

    const findings: Finding[] = [];
    for (const path of paths) {
      await openSettled(page, path);
      findings.push(...(await blockingFindings(page, path)));
    }

    await page.context().close();
    expect(findings).toEqual([]);
  });
});
