import type {
  Browser,
  BrowserContextOptions,
  ConsoleMessage,
  Locator,
  Page,
} from 'playwright-core';
import { openLocalPage } from '../chromium';
import type { Credentials } from './accounts';

/** Names the journey step in the error when an action or wait in it fails. */
export async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
}

/**
 * A fresh visitor on `url`: local-only page, cookie banner answered with 'Alle ablehnen' so it
 * covers nothing the journey clicks afterwards (the choice stays for the whole browser context).
 * `options` set up the context (e.g. a phone's viewport and touch).
 */
export async function visit(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await openLocalPage(browser, options);
  await page.goto(url);
  await step('Cookie-Hinweis "Alle ablehnen"', async () => {
    const reject = page.getByRole('button', { name: 'Alle ablehnen' });
    await reject.click();
    await reject.waitFor({ state: 'detached' });
  });
  return page;
}

/** The text of the page's main content, for a failure that says what the page showed. */
export function shownText(page: Page): Promise<string> {
  return page
    .locator('main')
    .innerText()
    .catch(() => '(Seite nicht lesbar)');
}

/** Waits until an input shows `value`, e.g. a city filled in from the postcode. */
export async function untilValue(input: Locator, value: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let current = await input.inputValue();
  while (current !== value) {
    if (Date.now() > deadline) throw new Error(`Erwartet "${value}", steht "${current}".`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = await input.inputValue();
  }
}

/**
 * Resolves once the page's data is in: no loading state left in its main content. Quicker and
 * surer than waiting for a quiet network, which videos and the photo workplace's model keep busy.
 * A prerendered page starts loading its data when that content comes into view, as it does for a
 * visitor who scrolls to it.
 */
export async function untilDataLoaded(page: Page): Promise<void> {
  const loading = 'main .bb-loading-state';
  await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView(), loading);
  await page.locator(loading).first().waitFor({ state: 'detached' });
}

/** Signs in with the form on /login (already open) and waits for the page it leads to. */
export async function signIn(page: Page, account: Credentials, landing: string): Promise<void> {
  await step(`Anmelden als ${account.email}`, async () => {
    await page.getByLabel('E-Mail', { exact: true }).fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL((url) => decodeURI(url.pathname) === landing);
  });
}

/** A fresh visitor of `baseUrl` who signs in at /login and lands on `landing`. */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  account: Credentials,
  landing: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await visit(browser, `${baseUrl}/login`, options);
  await signIn(page, account, landing);
  return page;
}

/** What the browser reports as a problem on `page` from now on: errors, warnings, exceptions. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
