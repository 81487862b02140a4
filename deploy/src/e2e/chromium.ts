import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { testSwitches } from 'api/src/kernel/testing/test-config';

/**
 * Flags from ARCHITECTURE.md §6: headless, no network beyond what the test serves. Other hosts
 * do not resolve: that keeps the browser's HTTP and code caches on, which Playwright turns off
 * for a context with a request route (the route that aborted them cost every page load its
 * scripts' download and compilation anew).
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

/**
 * Path of the system Chromium (the browser tests' unless `executable` names another), or null
 * when it is missing outside CI; `skipped` names what then does not run. In CI a missing browser
 * is an error: the browser tests must run there.
 */
export function findChromium(
  executable = testSwitches.chromePath,
  skipped = 'Browser-Tests',
): string | null {
  if (fs.existsSync(executable)) return executable;
  if (testSwitches.ci) {
    throw new Error(`Chromium fehlt unter ${executable}: die Browser-Tests müssen in CI laufen.`);
  }
  console.warn(
    `${skipped} übersprungen: kein Chromium unter ${executable} (CHROME_PATH setzen oder 'apt-get install ${path.basename(executable)}').`,
  );
  return null;
}

/** Names the run's shared browser (set by the browser tests' global set-up). */
export const sharedBrowserVariable = 'BILDBOTE_E2E_BROWSER';

/**
 * The run's shared Chromium when the global set-up started one, else a browser of this file's
 * own. Closing a connected browser ends only this file's connection and contexts.
 */
export function launchChromium(executablePath: string): Promise<Browser> {
  const shared = process.env[sharedBrowserVariable];
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath, args: chromiumFlags, headless: true });
}

/** An iPhone-sized touch screen with the iPhone's user agent (mobile layouts and flows). */
export const iphone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/**
 * A fresh browser context in German, whose requests reach only the local site (`chromiumFlags`);
 * `options` set it up further (e.g. a phone's viewport, touch and user agent).
 */
export function openLocalContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ locale: 'de-DE', ...options });
}

/** A page in a fresh context of its own (`openLocalContext`). */
export async function openLocalPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  return (await openLocalContext(browser, options)).newPage();
}

/**
 * The bytes of a file the browser downloaded. Read as a stream: a browser this test is only
 * connected to (the run's shared one) keeps its files where `download.path()` cannot reach.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
