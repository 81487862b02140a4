import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { RemoteName } from 'shared-ui/remotes/remote-names';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { isIndexable } from '../gateway/search-engine-files';
import { releaseFolder } from '../releases/release-store';
import { openLocalPage } from './chromium';
import { describeInBrowser, useBrowserSite } from './browser-suite';

const areaNotice = 'Dieser Bereich ist vorübergehend nicht verfügbar.';
jest.setTimeout(120_000);

describeInBrowser('the composed site in Chromium', () => {
  const suite = useBrowserSite();
  let page: Page;

  beforeEach(async () => {
    page = await openLocalPage(suite.browser);
  });

  async function remotesManifest(): Promise<RemotesManifest> {
    const response = await fetch(`${suite.site.baseUrl}/remotes.json`);
    return (await response.json()) as RemotesManifest;
  }

  test('header and cookie banner render; "Alle ablehnen" hides the banner, also after a reload', async () => {
    await page.goto(`${suite.site.baseUrl}/`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Bildbote – Startseite' }).waitFor();
    for (const name of ['Login', 'Registrieren']) {
      await header.getByRole('link', { name, exact: true }).first().waitFor();
    }
    const reject = page.getByRole('button', { name: 'Alle ablehnen' });
    await reject.waitFor();
    await reject.click();
    await reject.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index);
        if (key && /consent/i.test(key)) return localStorage.getItem(key);
      }
      return null;
    });
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      preferences: false,
      statistics: false,
      marketing: false,
    });

    await page.reload();
    await header.getByRole('link', { name: 'Bildbote – Startseite' }).waitFor();
    expect(await page.getByRole('button', { name: 'Alle ablehnen' }).count()).toBe(0);
  });

  test('every route a remote publishes renders a page; public pages carry their own title', async () => {
    const routes = Object.values(await remotesManifest()).flatMap((remote) => remote.routes);
    expect(routes.length).toBeGreaterThan(0);
    const titles = new Map<string, string>();
    for (const route of routes) {
      await page.goto(`${suite.site.baseUrl}${encodeURI(route.path)}`);
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor()
        .catch((error: Error) => {
          throw new Error(`${route.path}: ${error.message}`);
        });
      expect(await page.getByText(areaNotice).count()).toBe(0);
      titles.set(route.path, await page.title());
    }
    // Signed-in pages send a visitor without a session on to the login page and its title.
    const publicPages = routes.filter(isIndexable);
    expect(publicPages.map((route) => [route.path, titles.get(route.path)])).toEqual(
      publicPages.map((route) => [route.path, route.title]),
    );
  });

  test('a remote whose scripts are missing shows the notice while header, footer and other areas work', async () => {
    const manifest = await remotesManifest();
    const withRoutes = (Object.entries(manifest) as [RemoteName, RemotesManifest[RemoteName]][])
      .filter(([, entry]) => (entry?.routes.length ?? 0) > 0)
      .map(([name, entry]) => ({ name, entry: entry! }));
    expect(withRoutes.length).toBeGreaterThan(1);
    const [broken, healthy] = withRoutes;
    if (!broken || !healthy) throw new Error('Zwei Remotes mit Routen erwartet.');
    // Its scripts are gone (a botched upload, say) while its manifest is still there: the
    // gateway still lists the remote, and every chunk the browser asks for answers 404.
    const releaseDir = releaseFolder(suite.site.releasesDir, broken.name, broken.entry.version);
    const files = await fs.readdir(releaseDir, { recursive: true });
    const scripts = files.filter((file) => /\.js(\.br|\.gz)?$/.test(file));
    expect(scripts.length).toBeGreaterThan(0);
    await Promise.all(scripts.map((file) => fs.rm(path.join(releaseDir, file))));

    const brokenRoute = broken.entry.routes[0]!;
    await page.goto(`${suite.site.baseUrl}${encodeURI(brokenRoute.path)}`);
    // A prerendered route reads without any script; the application (and with it the remote's
    // scripts) starts at the visitor's first interaction.
    await page.mouse.move(20, 20);
    await page.getByText(areaNotice).waitFor();
    await page.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Bildbote – Startseite' }).waitFor();
    await page.getByRole('contentinfo').waitFor();

    const healthyRoute = healthy.entry.routes[0]!;
    await page.goto(`${suite.site.baseUrl}${encodeURI(healthyRoute.path)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(areaNotice).count()).toBe(0);
  });
});
