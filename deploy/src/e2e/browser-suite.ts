import type { Browser } from 'playwright-core';
import { findChromium, launchChromium } from './chromium';
import { startTestSite, type TestSite } from './test-site';

const chromiumPath = findChromium();

/**
 * `describe` for browser tests: skipped with a warning outside CI when Chromium is missing
 * (in CI a missing Chromium fails the run, see `findChromium`).
 */
export const describeInBrowser = chromiumPath ? describe : describe.skip;

/** A browser test file's own site, and its connection to the run's browser. */
export interface BrowserSite {
  site: TestSite;
  browser: Browser;
}

/** Starts a fresh composed site (`env` overrides configuration) and connects a browser. */
export async function startBrowserSite(env: NodeJS.ProcessEnv = {}): Promise<BrowserSite> {
  const site = await startTestSite(env);
  try {
    return { site, browser: await launchChromium(chromiumPath ?? '') };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/** Ends what `startBrowserSite` started; safe after a start that failed half-way. */
export async function closeBrowserSite(started: Partial<BrowserSite>): Promise<void> {
  await started.browser?.close();
  await started.site?.close();
}

/** A site's start includes the first production build when none is current. */
export const siteStartTimeoutMs = 900_000;

/**
 * The calling file's (or `describe` block's) own site and browser connection, started before
 * its tests (`env` overrides configuration) and ended after them; the browser contexts a test
 * opened are closed after that test. The fields are set once the tests run: read them inside
 * tests and hooks, not while the file is being collected.
 */
export function useBrowserSite(env: NodeJS.ProcessEnv = {}): BrowserSite {
  const suite = {} as BrowserSite;
  beforeAll(async () => {
    Object.assign(suite, await startBrowserSite(env));
  }, siteStartTimeoutMs);
  // Every test starts from a browser without pages: whatever a test opened (its visitor, a second
  // window, a phone) is closed after it, passed or failed, so tests need not track their pages.
  afterEach(() => Promise.all(suite.browser.contexts().map((context) => context.close())));
  afterAll(() => closeBrowserSite(suite));
  return suite;
}
