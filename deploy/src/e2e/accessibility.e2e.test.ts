import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { isIndexable } from '../gateway/search-engine-files';
import { openLocalPage } from './chromium';
import {
  closeBrowserSite,
  describeInBrowser,
  siteStartTimeoutMs,
  startBrowserSite,
} from './browser-suite';
import type { TestSite } from './test-site';

jest.setTimeout(300_000);

/** Issue 3: zero violations of these impacts on any public page. */
const blockingImpacts: ImpactValue[] = ['serious', 'critical'];

interface Finding {
  page: string;
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

describeInBrowser('accessibility of the public pages (axe-core in Chromium)', () => {
  let site: TestSite;
  let browser: Browser;
  let axeSource: string;

  beforeAll(async () => {
    ({ site, browser } = await startBrowserSite());
    axeSource = await fs.readFile(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await closeBrowserSite({ site, browser });
  });

  async function publicPaths(): Promise<string[]> {
    const response = await fetch(`${site.baseUrl}/remotes.json`);
    const manifest = (await response.json()) as RemotesManifest;
    return Object.values(manifest)
      .flatMap((remote) => remote.routes)
      .filter(isIndexable)
      .map((route) => route.path);
  }

  /**
   * Runs axe on the page as it stands. The script goes in through the DevTools protocol, which
   * the site's CSP (script-src 'self') rightly does not let an injected <script> tag do.
   */
  async function blockingFindings(page: Page, label: string): Promise<Finding[]> {
    await page.evaluate(axeSource);
    const results = await page.evaluate(() =>
      window.axe.run(document, { resultTypes: ['violations'] }),
    );
    return results.violations
      .filter((violation) => violation.impact && blockingImpacts.includes(violation.impact))
      .map((violation) => ({
        page: label,
        rule: violation.id,
        impact: violation.impact ?? undefined,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }

  async function openSettled(page: Page, path: string): Promise<void> {
    await page.goto(`${site.baseUrl}${encodeURI(path)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Site configuration, finder answers and the like have arrived: axe sees the final page.
    await page.waitForLoadState('networkidle');
  }

  test('the home page with the cookie banner open, and with the finder loaded', async () => {
    const page = await openLocalPage(browser);
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
    const page = await openLocalPage(browser);
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
