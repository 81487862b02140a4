import type { Browser, Page } from 'playwright-core';
import { seedDemoStudios } from 'api/src/resources/finder/demo-studios';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { openLocalPage } from './chromium';
import { step } from './journeys/visit';

jest.setTimeout(180_000);

/** The operator's own style, served by this test: a background layer only, no tiles, no net. */
const stylePath = '/e2e-karte/stil.json';
const localStyle = {
  version: 8,
  name: 'Bildbote E2E',
  sources: {},
  layers: [{ id: 'e2e-background', type: 'background', paint: { 'background-color': '#e8eef4' } }],
};

interface RenderedCounts {
  ready: boolean;
  styleLayer: string | null;
  clusters: number;
  clusteredStudios: number;
  studios: number;
}

/** What MapLibre drew, asked through the hook the map hands itself to (set only by tests). */
function renderedCounts(page: Page): Promise<RenderedCounts> {
  return page.evaluate(() => {
    type Feature = { properties: Record<string, unknown> };
    type TestMap = {
      loaded(): boolean;
      isMoving(): boolean;
      getStyle(): { layers: { id: string }[] };
      queryRenderedFeatures(options: { layers: string[] }): Feature[];
    };
    const map = (window as unknown as { e2eMap?: TestMap }).e2eMap;
    if (!map)
      return { ready: false, styleLayer: null, clusters: 0, clusteredStudios: 0, studios: 0 };
    const clusters = map.queryRenderedFeatures({ layers: ['studio-clusters'] });
    return {
      ready: map.loaded() && !map.isMoving(),
      styleLayer: map.getStyle().layers[0]?.id ?? null,
      clusters: clusters.length,
      clusteredStudios: clusters.reduce((sum, f) => sum + Number(f.properties.point_count), 0),
      studios: map.queryRenderedFeatures({ layers: ['studio-points'] }).length,
    };
  });
}

async function until(
  page: Page,
  accept: (counts: RenderedCounts) => boolean,
  timeoutMs = 30_000,
): Promise<RenderedCounts> {
  const deadline = Date.now() + timeoutMs;
  let counts = await renderedCounts(page);
  while (!(counts.ready && accept(counts))) {
    if (Date.now() > deadline)
      throw new Error(`Karte nicht wie erwartet: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    counts = await renderedCounts(page);
  }
  return counts;
}

/** A page whose map reports itself and whose style request this test answers. */
async function openMapPage(
  browser: Browser,
  url: string,
  options: Parameters<typeof openLocalPage>[1] = {},
): Promise<{ page: Page; styleRequests: string[]; warnings: string[] }> {
  const page = await openLocalPage(browser, options);
  const styleRequests: string[] = [];
  await page.route(`**${stylePath}`, (route) => {
    styleRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(localStyle) });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { bildboteMapHook: (map: unknown) => void }).bildboteMapHook = (map) => {
      (window as unknown as { e2eMap: unknown }).e2eMap = map;
    };
  });
  await page.goto(url);
  await step('Cookie-Hinweis "Alle ablehnen"', async () => {
    const reject = page.getByRole('button', { name: 'Alle ablehnen' });
    await reject.click();
    await reject.waitFor({ state: 'detached' });
  });
  return { page, styleRequests, warnings };
}

describeInBrowser('the finder map with a self-hosted MapLibre style (MAP_STYLE_URL)', () => {
  // Also a Mapbox token: the operator's own style wins, nothing is asked of Mapbox.
  const suite = useBrowserSite({
    MAP_STYLE_URL: stylePath,
    MAPBOX_TOKEN: 'pk.test',
  });

  beforeAll(async () => {
    expect(await seedDemoStudios(suite.site.database, { enabled: true })).toBeGreaterThan(20);
  }, siteStartTimeoutMs);

  test('on a laptop /map draws the studios of Germany as clusters on the local style, a search shows single studios, a click opens "Infos"', async () => {
    const opened = await openMapPage(suite.browser, `${suite.site.baseUrl}/map`, {
      viewport: { width: 1280, height: 800 },
    });
    const page = opened.page;
    const mapRegion = page.getByRole('region', { name: 'Karte der Passbildstudios' });
    await step('Kartenfläche', () => mapRegion.locator('canvas.maplibregl-canvas').waitFor());
    await step('Studios auf der Karte', () =>
      page.getByText(/\d+ Passbildstudios auf der Karte/).waitFor(),
    );
    const overview = await step('Cluster', () =>
      until(page, (counts) => counts.clusters > 0 && counts.clusteredStudios > 1),
    );
    // The local style itself, not the plain fallback map of a style that failed.
    expect(opened.warnings.filter((text) => text.includes('Kart'))).toEqual([]);
    expect(overview.styleLayer).toBe('e2e-background');
    expect(opened.styleRequests.length).toBeGreaterThan(0);
    expect(await page.locator('.mapboxgl-map').count()).toBe(0);

    await page.getByPlaceholder('Straße, Ort, PLZ').fill('24103');
    await page.getByRole('button', { name: 'Suche Starten' }).click();
    await step('Ergebnisse', () => page.getByRole('heading', { name: 'ERGEBNISSE' }).waitFor());
    await step('einzelne Studios um Kiel', () => until(page, (counts) => counts.studios > 0));

    await step('Marker anklicken → "Infos"', async () => {
      const canvas = mapRegion.locator('canvas').first();
      const box = await canvas.boundingBox();
      if (!box) throw new Error('Karte ohne Fläche.');
      await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
      await page.getByRole('heading', { name: 'Infos' }).waitFor();
    });
  });

  test('on a phone "Liste" and "Karte" take turns; the map shows clusters and the info window stays in view', async () => {
    const { page } = await openMapPage(suite.browser, `${suite.site.baseUrl}/map`, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const mapRegion = page.getByRole('region', { name: 'Karte der Passbildstudios' });
    const list = page.getByRole('button', { name: 'Liste' });
    const map = page.getByRole('button', { name: 'Karte' });
    await step('Umschalter', () => list.waitFor());
    expect(await list.getAttribute('aria-pressed')).toBe('true');
    expect(await mapRegion.isVisible()).toBe(false);

    await map.click();
    expect(await map.getAttribute('aria-pressed')).toBe('true');
    await step('Karte sichtbar', () => mapRegion.locator('canvas').waitFor({ state: 'visible' }));
    expect(await page.getByPlaceholder('Straße, Ort, PLZ').isVisible()).toBe(false);
    await step('Cluster auf dem Telefon', () => until(page, (counts) => counts.clusters > 0));

    await list.click();
    await step('Liste wieder da', () =>
      page.getByPlaceholder('Straße, Ort, PLZ').waitFor({ state: 'visible' }),
    );
    expect(await mapRegion.isVisible()).toBe(false);

    await page.getByPlaceholder('Straße, Ort, PLZ').fill('24103');
    await page.getByRole('button', { name: 'Suche Starten' }).click();
    await step('Ergebnisse', () => page.getByRole('heading', { name: 'ERGEBNISSE' }).waitFor());
    await map.click();
    await step('Studios um Kiel', () => until(page, (counts) => counts.studios > 0));
    await step('Marker antippen → "Infos" im Bild', async () => {
      const canvas = mapRegion.locator('canvas').first();
      // Where MapLibre drew the first single studio, in the canvas' own pixels.
      const position = await page.evaluate(() => {
        type TestMap = {
          queryRenderedFeatures(options: { layers: string[] }): {
            geometry: { coordinates: [number, number] };
          }[];
          project(lngLat: [number, number]): { x: number; y: number };
        };
        const testMap = (window as unknown as { e2eMap: TestMap }).e2eMap;
        const [studio] = testMap.queryRenderedFeatures({ layers: ['studio-points'] });
        return testMap.project(studio!.geometry.coordinates);
      });
      await canvas.tap({ position });
      await page.getByRole('heading', { name: 'Infos' }).waitFor();
    });
    const info = await page.getByRole('region', { name: 'Infos', exact: true }).boundingBox();
    const viewport = page.viewportSize()!;
    expect(info).not.toBeNull();
    expect(info!.x).toBeGreaterThanOrEqual(0);
    expect(info!.x + info!.width).toBeLessThanOrEqual(viewport.width);
    expect(info!.y + info!.height).toBeLessThanOrEqual(viewport.height);
  });

  test('the home page does not load the map library until the finder is reached', async () => {
    const opened = await openMapPage(suite.browser, `${suite.site.baseUrl}/`, {
      viewport: { width: 390, height: 844 },
    });
    const page = opened.page;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await page.evaluate(() => 'e2eMap' in window)).toBe(false);
    expect(await page.locator('canvas').count()).toBe(0);
    expect(opened.styleRequests).toEqual([]);
  });
});
