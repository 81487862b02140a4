import type { Browser } from 'playwright-core';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { openLocalPage } from './chromium';
import {
  closeBrowserSite,
  describeInBrowser,
  siteStartTimeoutMs,
  startBrowserSite,
} from './browser-suite';
import { collectProblems, step } from './journeys/visit';
import type { TestSite } from './test-site';

jest.setTimeout(300_000);

/**
 * Pages whose text is the operator's configuration (the provider's name and address), which a
 * release build does not know: their HTML has the heading, the text follows from the API.
 */
const configuredTextPaths = new Set(['/impressum', '/datenschutz', '/Pressebereich']);

describeInBrowser('prerendered public pages (issue 22)', () => {
  let site: TestSite;
  let browser: Browser;
  let paths: string[];

  beforeAll(async () => {
    ({ site, browser } = await startBrowserSite());
    const manifest = (await (
      await fetch(`${site.baseUrl}/remotes.json`)
    ).json()) as RemotesManifest;
    paths = (manifest.mfe_public?.routes ?? [])
      .filter((route) => !route.noindex)
      .map((route) => route.path);
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await closeBrowserSite({ site, browser });
  });

  test('without JavaScript every public page shows its heading and text, header and footer', async () => {
    expect(paths.length).toBeGreaterThan(10);
    const page = await openLocalPage(browser, { javaScriptEnabled: false });
    for (const path of paths) {
      await step(`${path} ohne JavaScript`, async () => {
        const response = await page.goto(`${site.baseUrl}${path}`);
        expect(response?.status()).toBe(200);
        const heading = page.locator('main h1');
        expect(await heading.count()).toBe(1);
        expect((await heading.innerText()).trim().length).toBeGreaterThan(3);
        const text = await page.locator('main').innerText();
        if (!configuredTextPaths.has(path)) expect(text.length).toBeGreaterThan(400);
        await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
        await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).waitFor();
        // Styled before any script: the release's stylesheet is in the head.
        const mainPadding = await page
          .locator('.bb-container')
          .first()
          .evaluate((element) => getComputedStyle(element).paddingLeft);
        expect(mainPadding).not.toBe('0px');
        // Personal parts come with the client only: no banner, no account links of a session.
        expect(await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).count()).toBe(0);
      });
    }
    await page.context().close();
  });

  test('with JavaScript each page hydrates without a warning and stays interactive', async () => {
    for (const path of paths) {
      const page = await openLocalPage(browser);
      const problems = collectProblems(page);
      await step(`${path} mit JavaScript`, async () => {
        await page.goto(`${site.baseUrl}${path}`);
        const html = await page.evaluate(() => document.getElementById('root')?.dataset);
        expect(html).toHaveProperty('prerendered');
        // The banner renders once the page has hydrated, and its buttons work.
        const banner = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
        await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
        await banner.waitFor({ state: 'detached' });
        // Wait for the remote's page to take over its markup: a link of it navigates in place.
        await page.waitForFunction(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/remotes/mfe-public/')),
        );
        await page.evaluate(() => {
          (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
        });
        await page
          .getByRole('navigation', { name: 'Hauptnavigation' })
          .getByRole('link', { name: 'Hilfe' })
          .click();
        await page.waitForURL(`${site.baseUrl}/Hilfe-Antworten`);
        await page.locator('main h1', { hasText: 'Hilfe' }).waitFor();
        // Navigated by the router, not by a new document: the page was live.
        expect(
          await page.evaluate(
            () => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage === true,
          ),
        ).toBe(true);
      });
      expect({ path, problems }).toEqual({ path, problems: [] });
      await page.context().close();
    }
  });

  test('the home page’s finder buttons work right after hydration', async () => {
    const page = await openLocalPage(browser);
    const problems = collectProblems(page);
    await page.goto(`${site.baseUrl}/`);
    await page
      .getByRole('dialog', { name: 'Cookie-Einstellungen' })
      .getByRole('button', { name: 'Alle ablehnen' })
      .click();
    await step('Fotografen finden', async () => {
      await page.getByRole('button', { name: 'Fotografen finden' }).click();
      await page
        .getByRole('region', { name: 'Fotografensuche' })
        .getByRole('heading')
        .first()
        .waitFor();
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
