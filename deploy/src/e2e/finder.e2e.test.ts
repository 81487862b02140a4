import type { Browser, Locator, Page } from 'playwright-core';
import { demoStudioName, seedDemoStudios } from 'api/src/resources/finder/demo-studios';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { openLocalPage } from './chromium';
import { blockingViolations } from './journeys/axe';
import { kilometres } from './journeys/finder';
import { step, visit } from './journeys/visit';
import { startTestSite, type TestSite } from './test-site';

jest.setTimeout(120_000);

const kielStudio = demoStudioName('Kiel');

/** Opens /map: the search is there at once, no checkbox to tick first. */
async function openFinder(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await visit(browser, `${baseUrl}/map`);
  await step('Suchfeld', () => page.getByPlaceholder('Straße, Ort, PLZ').waitFor());
  expect(await page.getByRole('checkbox').count()).toBe(0);
  return page;
}

async function search(page: Page, location: string): Promise<void> {
  await page.getByPlaceholder('Straße, Ort, PLZ').fill(location);
  await page.getByRole('button', { name: 'Suche Starten' }).click();
}

/** Waits until two pictures of the element, taken a moment apart, are identical. */
async function untilStill(element: Locator): Promise<void> {
  let previous = await element.screenshot();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = await element.screenshot();
    if (current.equals(previous)) return;
    previous = current;
  }
  throw new Error('Die Karte kommt nicht zur Ruhe.');
}

describeInBrowser('the photographer finder in Chromium', () => {
  const suite = useBrowserSite({ MAPBOX_TOKEN: 'pk.test' });
  let siteWithoutMap: TestSite;

  beforeAll(async () => {
    siteWithoutMap = await startTestSite();
    // The harness starts on an empty database; `npm start` seeds these demo studios the same way.
    for (const { database } of [suite.site, siteWithoutMap]) {
      expect(await seedDemoStudios(database, { enabled: true })).toBeGreaterThan(20);
    }
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await siteWithoutMap?.close();
  });

  test('the home page shows the finder from mfe-finder inside its #map section, and the buttons lead there', async () => {
    const page = await visit(suite.browser, `${siteWithoutMap.baseUrl}/`);
    const section = page.locator('section#map');
    // Below the fold the finder is not loaded yet; the hero button brings it and moves there.
    await step('Schaltfläche "Fotografen finden"', () =>
      page.getByRole('button', { name: 'Fotografen finden' }).click(),
    );
    await step('Fokus im Abschnitt #map', async () => {
      await page.waitForFunction(() => document.activeElement?.id === 'map');
      expect(await section.isVisible()).toBe(true);
    });
    await step('Suchbereich im Abschnitt #map, ohne Checkbox', () =>
      section.getByText('PASSBILDSTUDIO SUCHEN').waitFor(),
    );
    expect(await section.getByRole('checkbox').count()).toBe(0);
    await section.getByPlaceholder('Straße, Ort, PLZ').fill('24103');
    await section.getByRole('button', { name: 'Suche Starten' }).click();
    // The search goes to its shareable address, /map?q=…&r=…, whose page is the section #map.
    await step('Ergebnisse auf /map?q=24103&r=10', async () => {
      await page.waitForURL(`${siteWithoutMap.baseUrl}/map?q=24103&r=10`);
      await section.getByRole('heading', { name: 'ERGEBNISSE' }).waitFor();
    });
    await step('Fokus auf der Überschrift ERGEBNISSE', () =>
      page.waitForFunction(() => document.activeElement?.textContent === 'ERGEBNISSE'),
    );
    await step('Kiel in den Ergebnissen', () => section.getByText(kielStudio).first().waitFor());
  });

  test('/#map goes to the finder on the home page; "Fotograf finden" in the header leads to /map', async () => {
    const page = await visit(suite.browser, `${siteWithoutMap.baseUrl}/#map`);
    // The cookie banner answered first may take the focus back; the place on the page counts.
    await step('Abschnitt #map im Blick', () =>
      page.waitForFunction(() => {
        const box = document.getElementById('map')?.getBoundingClientRect();
        return Boolean(box && box.top < window.innerHeight / 2 && box.bottom > 0);
      }),
    );
    await step('Suchbereich', () =>
      page.locator('section#map').getByText('PASSBILDSTUDIO SUCHEN').waitFor(),
    );
    await step('"Fotograf finden" in der Kopfzeile', async () => {
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Fotograf finden' })
        .click();
      await page.waitForURL(`${siteWithoutMap.baseUrl}/map`);
    });
  });

  test('on a phone: from the home page to a studio’s phone link in three taps, without a map token; the search survives reload and Back', async () => {
    const phonePage = await openLocalPage(suite.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = phonePage;
    await page.goto(`${siteWithoutMap.baseUrl}/`);
    await page.getByRole('button', { name: 'Alle ablehnen' }).tap();
    await step('1. "Fotograf finden" in der Kopfzeile', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Fotograf finden' }).first().tap();
      await page.waitForURL(`${siteWithoutMap.baseUrl}/map`);
    });
    await page.getByPlaceholder('Straße, Ort, PLZ').fill('24103');
    await step('2. "Suche Starten"', () =>
      page.getByRole('button', { name: 'Suche Starten' }).tap(),
    );
    const results = page.getByRole('list', { name: 'ERGEBNISSE' });
    const first = results.locator(':scope > li').first();
    await step('Ergebnisse', () => first.getByText(kielStudio).waitFor());
    expect(await page.getByText(/Token|nicht konfiguriert/).count()).toBe(0);
    const call = first.getByRole('link', { name: /^\+49 / });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await first.getByRole('link', { name: 'Route' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/directions\?/,
    );
    expect(await first.textContent()).toMatch(/(ca\. \d+ m|ca\. \d+(,\d)? km|unter 50 m)/);
    expect(await first.textContent()).not.toContain('0,00');
    await step('3. Telefonnummer antippbar', () => call.tap({ trial: true }));

    await step('Neu laden stellt die Suche wieder her', async () => {
      await page.reload();
      await first.getByText(kielStudio).waitFor();
    });
    await page.getByRole('button', { name: 'Zurück zur Suche' }).tap();
    await page.getByRole('heading', { name: 'PASSBILDSTUDIO SUCHEN' }).waitFor();
    await step('Zurück im Browser zeigt die Ergebnisse wieder', async () => {
      await page.goBack();
      await page.waitForURL(`${siteWithoutMap.baseUrl}/map?q=24103&r=10`);
      await first.getByText(kielStudio).waitFor();
    });
  });

  test('studio pages: from a result to its page, with the head, JSON-LD and hours sent by the server; the town page and the studios’ sitemap; no serious axe finding', async () => {
    const page = await openFinder(suite.browser, siteWithoutMap.baseUrl);
    await search(page, '24103');
    const first = page.getByRole('list', { name: 'ERGEBNISSE' }).locator(':scope > li').first();
    await step('Ergebnisse', () => first.getByText(kielStudio).waitFor());
    expect(await first.textContent()).toMatch(/(jetzt geöffnet|geschlossen) · Heute/);
    await step('"Studioseite" öffnet die Seite des Studios', async () => {
      await first.getByRole('link', { name: 'Studioseite' }).click();
      await page.waitForURL(/\/Fotograf\/kiel\/demo-passbildstudio-kiel-beispieldaten-\d+$/);
      await page.getByRole('heading', { level: 1, name: kielStudio }).waitFor();
    });
    const studioUrl = page.url();
    expect(await page.getByRole('heading', { level: 2, name: 'Öffnungszeiten' }).count()).toBe(1);
    const studioPage = page.getByRole('article', { name: kielStudio });
    // The studio's own number (the footer has the platform's).
    expect(await studioPage.getByRole('link', { name: /^\+49 / }).getAttribute('href')).toMatch(
      /^tel:/,
    );
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe(`${kielStudio}, Passbildstudio in Kiel – Bildbote`);

    // What a search engine reads without running scripts.
    const html = await (await fetch(studioUrl)).text();
    expect(html).toContain(`<title>${kielStudio}, Passbildstudio in Kiel – Bildbote</title>`);
    expect(html).toContain(`${new URL(studioUrl).pathname}" />`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/Fotograf\/kiel\/[^"]+" \/>/);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as { '@type': string; name: string; openingHoursSpecification: unknown[] };
    expect(jsonLd['@type']).toBe('LocalBusiness');
    expect(jsonLd.name).toBe(kielStudio);
    expect(jsonLd.openingHoursSpecification.length).toBeGreaterThan(5);
    // The same address again answers the same page: the slug is stable.
    expect((await fetch(studioUrl, { redirect: 'manual' })).status).toBe(200);
    const renamed = studioUrl.replace(
      /demo-passbildstudio-kiel-beispieldaten-(\d+)$/,
      'alter-name-$1',
    );
    const moved = await fetch(renamed, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, studioUrl).href).toBe(studioUrl);

    const serious = async (label: string) =>
      (await blockingViolations(page)).map((violation) => `${label}: ${violation.rule}`);
    const findings = await serious('Studioseite');

    await step('Die Seite des Ortes listet das Studio', async () => {
      await page.getByRole('link', { name: 'Weitere Passbildstudios in Kiel' }).click();
      await page.waitForURL(`${siteWithoutMap.baseUrl}/Passbild/kiel`);
      await page.getByRole('heading', { level: 1, name: 'Passbild in Kiel' }).waitFor();
      await page.getByRole('link', { name: kielStudio }).waitFor();
    });
    await page.waitForLoadState('networkidle');
    findings.push(...(await serious('Ortsseite')));
    expect(findings).toEqual([]);

    const sitemap = await (await fetch(`${siteWithoutMap.baseUrl}/sitemap-studios.xml`)).text();
    const studioLocs = [...sitemap.matchAll(/<loc>([^<]+\/Fotograf\/[^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(studioLocs.length).toBeGreaterThan(20);
    expect(new Set(studioLocs).size).toBe(studioLocs.length);
    expect(studioLocs.some((loc) => loc!.endsWith(new URL(studioUrl).pathname))).toBe(true);
  });

  test('a postcode search lists the studios nearest first, with a route link in a new tab, and a marker opens "Infos"', async () => {
    const page = await openFinder(suite.browser, suite.site.baseUrl);
    const map = page.getByRole('region', { name: 'Karte der Passbildstudios' });
    await step('Kartenfläche', () => map.locator('canvas').first().waitFor());
    await step('Studios auf der Karte', () =>
      page.getByText(/\d+ Passbildstudios auf der Karte/).waitFor(),
    );

    await step('Umkreis 100 km', async () => {
      const slider = page.getByRole('slider');
      await slider.focus();
      await slider.press('End');
      await page.getByText('UMKREIS: 100 km').waitFor();
    });
    await search(page, '24103');
    await step('Ergebnisse', () => page.getByRole('heading', { name: 'ERGEBNISSE' }).waitFor());

    const results = page.getByRole('list', { name: 'ERGEBNISSE' }).locator(':scope > li');
    const count = await results.count();
    expect(count).toBeGreaterThan(1);
    expect(await results.first().textContent()).toContain(kielStudio);
    expect(await results.first().textContent()).toContain('24103');
    const distances = (await results.allTextContents()).map(kilometres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((distance) => distance <= 100)).toBe(true);

    const route = results.first().getByRole('link', { name: 'Route' });
    expect(await route.getAttribute('target')).toBe('_blank');
    expect((await route.getAttribute('rel'))?.split(/\s+/)).toContain('noopener');

    // The map flies to the searched postcode, where the Kiel studio sits. A click during the
    // flight would stop it, so the click waits until the map's picture stays the same.
    await step('Marker anklicken → "Infos"', async () => {
      const canvas = map.locator('canvas').first();
      await untilStill(canvas);
      const box = await canvas.boundingBox();
      if (!box) throw new Error('Karte ohne Fläche.');
      await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
      await page.getByRole('heading', { name: 'Infos' }).waitFor();
    });
    const infoWindow = page.getByRole('region', { name: 'Infos', exact: true });
    expect(await infoWindow.textContent()).toContain(kielStudio);
    await infoWindow.getByRole('link', { name: 'Route berechnen' }).waitFor();
    await infoWindow.getByRole('button', { name: 'Infos schließen' }).click();
    await page.getByRole('heading', { name: 'Infos' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Zurück zur Suche' }).click();
    await step('Zurück zur Suche', () =>
      page.getByRole('heading', { name: 'PASSBILDSTUDIO SUCHEN' }).waitFor(),
    );
  });

  test('an empty search and an unknown place show their messages', async () => {
    // Offline geocoding only: with a Mapbox token an unanswered Mapbox makes a miss a failure.
    const page = await openFinder(suite.browser, siteWithoutMap.baseUrl);
    await search(page, '   ');
    await step('Meldung bei leerer Eingabe', () =>
      page.getByText('Bitte geben Sie eine gültige Adresse, Stadt oder PLZ ein.').waitFor(),
    );
    await search(page, 'Qwrtzplxdorf Nirgendwo');
    await step('Meldung bei unbekanntem Ort', () =>
      page.getByText('Standort nicht gefunden. Bitte überprüfen Sie die Eingabe.').waitFor(),
    );
    expect(await page.getByRole('heading', { name: 'ERGEBNISSE' }).count()).toBe(0);
  });

  test('without a map token the finder says nothing about maps and still finds studios by address', async () => {
    const page = await openFinder(suite.browser, siteWithoutMap.baseUrl);
    expect(await page.getByText('Kartenansicht', { exact: false }).count()).toBe(0);
    expect(await page.locator('canvas').count()).toBe(0);
    await search(page, 'Holstenstraße 1, Kiel');
    await step('Ergebnisse ohne Karte', () =>
      page.getByRole('heading', { name: 'ERGEBNISSE' }).waitFor(),
    );
    const results = page.getByRole('list', { name: 'ERGEBNISSE' }).locator(':scope > li');
    expect(await results.first().textContent()).toContain(kielStudio);
  });

  test('a place that is not found while Mapbox geocoding is unreachable shows the lookup error', async () => {
    const page = await openFinder(suite.browser, suite.site.baseUrl);
    await search(page, 'Qwrtzplxdorf Nirgendwo');
    await step('Meldung bei gescheiterter Standortsuche', () =>
      page.getByText('Fehler beim Abrufen des Standorts.').waitFor(),
    );
  });
});
