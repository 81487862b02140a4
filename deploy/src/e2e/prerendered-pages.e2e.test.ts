import { openLocalPage } from './chromium';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { englishOnPage } from './journeys/english-text';
import {
  firstVisits,
  indexedRoutes,
  markDocument,
  openHydrating,
  prerenderedHeading,
  stayedOnPage,
} from './journeys/prerendered';
import { collectProblems, step, untilDataLoaded } from './journeys/visit';

jest.setTimeout(300_000);

/**
 * Pages whose text is the operator's configuration (the provider's name and address), which a
 * release build does not know: their HTML has the heading, the text follows from the API.
 */
const configuredTextPaths = new Set(['/impressum', '/datenschutz', '/Pressebereich']);

describeInBrowser('prerendered public pages (issue 22)', () => {
  const suite = useBrowserSite();
  let paths: string[];

  beforeAll(async () => {
    paths = (await indexedRoutes(suite.site, 'mfe_public')).map((route) => route.path);
  }, siteStartTimeoutMs);

  test('without JavaScript every public page shows its heading and text, header and footer', async () => {
    expect(paths.length).toBeGreaterThan(10);
    const page = await openLocalPage(suite.browser, { javaScriptEnabled: false });
    for (const path of paths) {
      await step(`${path} ohne JavaScript`, async () => {
        await prerenderedHeading(page, `${suite.site.baseUrl}${path}`);
        const text = await page.locator('main').innerText();
        // A configured page's text follows from the API: without JavaScript, its heading.
        const shortestText = configuredTextPaths.has(path) ? 1 : 401;
        expect(text.length).toBeGreaterThanOrEqual(shortestText);
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
  });

  test('with JavaScript each page hydrates without a warning, reads in German and stays interactive', async () => {
    const visits = await firstVisits(suite.browser);
    for (const path of paths) {
      const page = await visits.open();
      const problems = collectProblems(page);
      let english: string[] = [];
      await step(`${path} mit JavaScript`, async () => {
        await openHydrating(page, `${suite.site.baseUrl}${path}`);
        // Wait for the remote's page to take over its markup: a link of it navigates in place.
        await page.waitForFunction(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/remotes/mfe-public/')),
        );
        // Issue 23.8 on the public pages: what the hydrated page shows, the operator's
        // configured texts included, has no English UI word.
        if (configuredTextPaths.has(path)) {
          await untilDataLoaded(page);
          await page.locator('main p').first().waitFor();
        }
        english = await englishOnPage(page);
        await markDocument(page);
        await page
          .getByRole('navigation', { name: 'Hauptnavigation' })
          .getByRole('link', { name: 'Hilfe' })
          .click();
        await page.waitForURL(`${suite.site.baseUrl}/Hilfe-Antworten`);
        await page.locator('main h1', { hasText: 'Hilfe' }).waitFor();
        // Navigated by the router, not by a new document: the page was live.
        expect(await stayedOnPage(page)).toBe(true);
      });
      expect({ path, problems, english }).toEqual({ path, problems: [], english: [] });
      await visits.forget(page);
    }
    await visits.close();
  });

  test('a prerendered page loads its styles once: hydration fetches no CSS file the page’s stylesheets hold', async () => {
    const page = await openLocalPage(suite.browser);
    await openHydrating(page, `${suite.site.baseUrl}/Fotografenportal`);
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/remotes/mfe-public/')),
    );
    await page.waitForLoadState('networkidle');
    const styles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.css')),
    );
    // The shell's files and the page's remote's; another remote's CSS is not in the page's HTML.
    const held = styles.filter(
      (path) => !path.startsWith('/remotes/') || path.startsWith('/remotes/mfe-public/'),
    );
    expect(held).toHaveLength(2);
    expect(held.filter((path) => !/\/prerendered\.[0-9a-f]{10}\.css$/.test(path))).toEqual([]);
  });

  test('the home page’s finder buttons work right after hydration', async () => {
    const page = await openLocalPage(suite.browser);
    const problems = collectProblems(page);
    await page.goto(`${suite.site.baseUrl}/`);
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
  });

  test('untouched, `/` runs only the start script; a first click starts the page and reaches its button', async () => {
    const page = await openLocalPage(suite.browser);
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${suite.site.baseUrl}/`, { waitUntil: 'networkidle' });
    expect(scripts).toEqual(['/deferred-start.js']);
    // The banner is there for a first visitor, with the focus in it, before the application.
    const banner = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await banner.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Cookie-Einstellungen',
    );
    const find = page.getByRole('button', { name: 'Fotografen finden' });
    expect(await find.isEnabled()).toBe(true);
    // A click without any pointer movement before it: held, then handed on after hydration.
    await step('Fotografen finden vor dem Start', async () => {
      await find.dispatchEvent('click');
      await page
        .getByRole('region', { name: 'Fotografensuche' })
        .getByRole('heading')
        .first()
        .waitFor();
    });
    expect(scripts).toContain('/main.js');
    await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test('a page whose text comes from the API starts without an interaction', async () => {
    const page = await openLocalPage(suite.browser);
    await page.goto(`${suite.site.baseUrl}/impressum`);
    await untilDataLoaded(page);
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
  });

  test('without JavaScript the buttons that need it are shown disabled', async () => {
    const page = await openLocalPage(suite.browser, { javaScriptEnabled: false });
    await page.goto(`${suite.site.baseUrl}/`);
    expect(await page.getByRole('button', { name: 'Fotografen finden' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Meinen Standort verwenden' }).isDisabled()).toBe(
      true,
    );
  });
});
