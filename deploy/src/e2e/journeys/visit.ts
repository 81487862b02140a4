import type { Browser, Locator, Page } from 'playwright-core';
import { openLocalPage } from '../chromium';

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
 */
export async function visit(browser: Browser, url: string): Promise<Page> {
  const page = await openLocalPage(browser);
  await page.goto(url);
  await step('Cookie-Hinweis "Alle ablehnen"', async () => {
    const reject = page.getByRole('button', { name: 'Alle ablehnen' });
    await reject.click();
    await reject.waitFor({ state: 'detached' });
  });
  return page;
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
