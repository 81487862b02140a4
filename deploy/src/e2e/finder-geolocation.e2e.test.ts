import type { Browser, BrowserContextOptions } from 'playwright-core';
import { demoStudioName, seedDemoStudios } from 'api/src/resources/finder/demo-studios';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { openLocalPage } from './chromium';
import { kilometres } from './journeys/finder';
import { step } from './journeys/visit';

jest.setTimeout(120_000);

const kielStudio = demoStudioName('Kiel');
/** Near the centre of Kiel, where the demo studio of Kiel stands. */
const nearKiel = { latitude: 54.32, longitude: 10.13 };
const refused = 'Ihr Standort ist nicht freigegeben. Bitte geben Sie Postleitzahl oder Ort ein.';

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** A phone whose visitor answered the cookie banner; `options` may grant the position. */
async function openPhone(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const page = await openLocalPage(browser, { ...phone, ...options });
  await page.goto(url);
  const reject = page.getByRole('button', { name: 'Alle ablehnen' });
  await reject.tap();
  await reject.waitFor({ state: 'detached' });
  return page;
}

describeInBrowser('"Meinen Standort verwenden" in Chromium (issue 21)', () => {
  const suite = useBrowserSite();

  beforeAll(async () => {
    expect(await seedDemoStudios(suite.site.database, { enabled: true })).toBeGreaterThan(20);
  }, siteStartTimeoutMs);

  test('granted on a phone: from the hero to the studios around the position, nearest first; the filter is in the URL and survives reload', async () => {
    const page = await openPhone(suite.browser, `${suite.site.baseUrl}/`, {
      permissions: ['geolocation'],
      geolocation: nearKiel,
    });
    const hero = page.locator('.pub-hero');
    await step('"Meinen Standort verwenden" im Hero, ohne zu scrollen', async () => {
      const button = hero.getByRole('button', { name: 'Meinen Standort verwenden' });
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await button.tap();
    });
    await step('Suche um die Position in der Adresse', () =>
      page.waitForURL(`${suite.site.baseUrl}/map?lat=54.320&lng=10.130&r=10`),
    );
    const results = page.getByRole('list', { name: 'ERGEBNISSE' });
    const items = results.locator(':scope > li');
    await step('Kiel zuerst', () => items.first().getByText(kielStudio).waitFor());
    await step('Fokus auf der Überschrift ERGEBNISSE', () =>
      page.waitForFunction(() => document.activeElement?.textContent === 'ERGEBNISSE'),
    );
    expect(await page.getByRole('status').first().textContent()).toContain('Ihr Standort, 10 km');
    const distances = (await items.allTextContents()).map(kilometres);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(2);

    await step('Filter "barrierefrei" in der Adresse', async () => {
      await page.getByRole('checkbox', { name: 'barrierefrei' }).tap();
      await page.waitForURL(`${suite.site.baseUrl}/map?lat=54.320&lng=10.130&r=10&barrierefrei=1`);
    });
    await step('Neu laden stellt Suche und Filter wieder her', async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'ERGEBNISSE' }).waitFor();
      expect(await page.getByRole('checkbox', { name: 'barrierefrei' }).isChecked()).toBe(true);
    });
  });

  test('refused on /map: the German message in a polite live region, the search form stays', async () => {
    const page = await openPhone(suite.browser, `${suite.site.baseUrl}/map`);
    await page.getByPlaceholder('Straße, Ort, PLZ').waitFor();
    await page.getByRole('button', { name: 'Meinen Standort verwenden' }).tap();
    const message = page.getByText(refused);
    await step('Hinweis auf Deutsch', () => message.waitFor());
    expect(await message.getAttribute('aria-live')).toBe('polite');
    expect(page.url()).toBe(`${suite.site.baseUrl}/map`);
    expect(await page.getByRole('heading', { name: 'PASSBILDSTUDIO SUCHEN' }).isVisible()).toBe(
      true,
    );
  });
});
