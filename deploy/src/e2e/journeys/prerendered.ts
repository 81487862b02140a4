import type { Browser, Locator, Page } from 'playwright-core';
import type { RemoteName } from 'shared-ui/remotes/remote-names';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { openLocalContext } from '../chromium';
import type { TestSite } from '../test-site';

/** The indexable routes of `remote` as the running site announces them: the prerendered ones. */
export async function indexedRoutes(site: TestSite, remote: RemoteName): Promise<RouteMeta[]> {
  const manifest = (await (await fetch(`${site.baseUrl}/remotes.json`)).json()) as RemotesManifest;
  return (manifest[remote]?.routes ?? []).filter((route) => !route.noindex);
}

export interface FirstVisits {
  /** A new tab for the next first visit. */
  open(): Promise<Page>;
  /** Closes the tab and forgets what the visit stored (cookies, local storage). */
  forget(page: Page): Promise<void>;
  close(): Promise<void>;
}

/**
 * First visits one after another in one browser context: each gets its own tab, and what a visit
 * stored is cleared before the next, so every page meets a visitor with nothing stored. The
 * context's HTTP and code caches stay warm; a context per page had Chromium fetch and compile
 * every script anew (the public pages' walk: 20.3 s to 17.4 s alone).
 */
export async function firstVisits(browser: Browser): Promise<FirstVisits> {
  const context = await openLocalContext(browser);
  return {
    open: () => context.newPage(),
    async forget(page) {
      await page.evaluate(() => window.localStorage.clear());
      await context.clearCookies();
      await page.close();
    },
    close: () => context.close(),
  };
}

/** Opens `url` and expects the page's one h1 with a real heading; returns the heading's text. */
export async function prerenderedHeading(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const heading = page.locator('main h1');
  expect(await heading.count()).toBe(1);
  const text = (await heading.innerText()).trim();
  expect(text.length).toBeGreaterThan(3);
  return text;
}

/**
 * Opens the prerendered `url` with JavaScript and answers the cookie banner, which renders once
 * the shell has hydrated (so its button works then).
 */
export async function openHydrating(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const root = await page.evaluate(() => document.getElementById('root')?.dataset);
  expect(root).toHaveProperty('prerendered');
  const banner = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
  await banner.waitFor({ state: 'detached' });
}

/**
 * Resolves once React has taken over the element (it keeps its props on the DOM node then):
 * a click before that would be the browser's own navigation to a new document.
 */
export async function hydrated(element: Locator): Promise<void> {
  const node = await element.elementHandle();
  await element
    .page()
    .waitForFunction(
      (target) => Object.keys(target ?? {}).some((key) => key.startsWith('__reactProps$')),
      node,
    );
}

/** Marks the document; still marked after a click means the router navigated in place. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
  });
}

export async function stayedOnPage(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage === true,
  );
}
