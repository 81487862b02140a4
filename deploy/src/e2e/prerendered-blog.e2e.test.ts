import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { openLocalPage } from './chromium';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { englishOnPage } from './journeys/english-text';
import {
  firstVisits,
  hydrated,
  indexedRoutes,
  markDocument,
  openHydrating,
  prerenderedHeading,
  stayedOnPage,
} from './journeys/prerendered';
import { collectProblems, step } from './journeys/visit';

jest.setTimeout(300_000);

const blogPath = '/blog';

describeInBrowser('prerendered blog pages (issue 22)', () => {
  const suite = useBrowserSite();
  let routes: RouteMeta[];

  beforeAll(async () => {
    routes = await indexedRoutes(suite.site, 'mfe_blog');
  }, siteStartTimeoutMs);

  test('without JavaScript the index and every article show their heading and text', async () => {
    expect(routes.map(({ path }) => path)).toContain(blogPath);
    expect(routes.length).toBeGreaterThan(5);
    const page = await openLocalPage(suite.browser, { javaScriptEnabled: false });
    for (const { path, title } of routes) {
      await step(`${path} ohne JavaScript`, async () => {
        const headingText = await prerenderedHeading(page, `${suite.site.baseUrl}${path}`);
        const main = page.locator('main');
        if (path === blogPath) {
          // Every article's teaser links to it.
          const articlePaths = routes.map((route) => route.path).filter((p) => p !== blogPath);
          for (const articlePath of articlePaths) {
            expect(await main.locator(`a[href="${articlePath}"]`).count()).toBeGreaterThan(0);
          }
        } else {
          // The article's own title (the document title adds the blog's name) and its text.
          expect(title.startsWith(headingText)).toBe(true);
          const body = main.locator('.bb-article__body');
          expect(await body.count()).toBe(1);
          expect((await body.innerText()).length).toBeGreaterThan(400);
          expect(await body.locator('h2').count()).toBeGreaterThan(0);
          expect(await main.getByRole('status').count()).toBe(0);
        }
        // The CSP forbids inline styles, and hydration would not correct them.
        expect(await main.locator('[style]').count()).toBe(0);
        // Images come from the active release's folder (the build's placeholder replaced).
        const sources = await main
          .locator('img')
          .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) expect(source).toMatch(/^\/remotes\/mfe-blog\/[^/]+\//);
      });
    }
  });

  test('with JavaScript each page hydrates without a warning, reads in German and stays interactive', async () => {
    const visits = await firstVisits(suite.browser);
    for (const { path } of routes) {
      const page = await visits.open();
      const problems = collectProblems(page);
      let english: string[] = [];
      await step(`${path} mit JavaScript`, async () => {
        await openHydrating(page, `${suite.site.baseUrl}${path}`);
        english = await englishOnPage(page);
        const main = page.locator('main');
        if (path === blogPath) {
          // A teaser's link, once the blog's page has taken over its markup, opens the article.
          const link = main.locator('.bb-blog-teaser__title a').first();
          const target = await link.getAttribute('href');
          await hydrated(link);
          await markDocument(page);
          await link.click();
          await page.waitForURL(`${suite.site.baseUrl}${target}`);
          await main.locator('.bb-article__body h2').first().waitFor();
        } else {
          // The share links need the page's address: they come with the client.
          await main.getByRole('navigation', { name: 'Beitrag teilen' }).waitFor();
          const text = await main.locator('.bb-article__body').innerText();
          expect(text.length).toBeGreaterThan(400);
          // The body's own boundary hydrates once its chunk is there: without a mismatch.
          await hydrated(main.locator('.bb-article__body'));
          const back = main.getByRole('link', { name: 'Zur Blog-Übersicht' });
          await hydrated(back);
          await markDocument(page);
          await back.click();
          await page.waitForURL(`${suite.site.baseUrl}${blogPath}`);
          await main.locator('.bb-blog-teaser').first().waitFor();
        }
        // Navigated by the router, not by a new document: the page was live.
        expect(await stayedOnPage(page)).toBe(true);
      });
      expect({ path, problems, english }).toEqual({ path, problems: [], english: [] });
      await visits.forget(page);
    }
    await visits.close();
  });
});
