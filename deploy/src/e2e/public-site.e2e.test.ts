import { extractPdfText } from 'shared-ui/legal/pdf-text';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { escapeHtml } from '../gateway/html-document';
import { downloadedBytes, openLocalPage } from './chromium';
import { describeInBrowser, useBrowserSite } from './browser-suite';
import { step, visit } from './journeys/visit';

jest.setTimeout(120_000);

/** Company data only this test uses, so the PDFs prove they come from the configuration. */
const company = {
  COMPANY_NAME: 'Passbild Nordlicht GmbH',
  COMPANY_STREET: 'Fördeweg 7',
  COMPANY_POSTCODE: '24937',
  COMPANY_CITY: 'Flensburg',
};

describeInBrowser('the public pages of the composed site', () => {
  const suite = useBrowserSite(company);

  test('every page of mfe-public is served with its own title, description and canonical link before any script runs, and is in the sitemap', async () => {
    const manifest = (await (
      await fetch(`${suite.site.baseUrl}/remotes.json`)
    ).json()) as RemotesManifest;
    const published = manifest.mfe_public?.routes ?? [];
    // The citizen's code page is public but noindex: not in the sitemap (gateway tests).
    expect(published.filter((route) => route.noindex).map((route) => route.path)).toEqual(['/p']);
    const routes = published.filter((route) => !route.noindex);
    expect(routes.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/make-up',
        '/anforderungen-makeup',
        '/kleidung-Tips',
        '/Fehler-Foto',
        '/gesetzesaenderung-Epassfoto',
        '/Hilfe-Antworten',
        '/passbild-Digitalisierung',
        '/Fotografenportal',
        '/behordenbereich-Information',
        '/Pressebereich',
        '/datenschutz',
        '/impressum',
      ].sort(),
    );
    const sitemap = await (await fetch(`${suite.site.baseUrl}/sitemap.xml`)).text();
    for (const route of routes) {
      const html = await (await fetch(`${suite.site.baseUrl}${encodeURI(route.path)}`)).text();
      expect(html).toContain(`<title>${escapeHtml(route.title)}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(route.description)}" />`,
      );
      expect(html).toContain(`<link rel="canonical" href="${suite.site.baseUrl}${route.path}" />`);
      expect(sitemap).toContain(`<loc>${suite.site.baseUrl}${route.path}</loc>`);
    }
    const robots = await (await fetch(`${suite.site.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${suite.site.baseUrl}/sitemap.xml`);
  });

  test.each([1366, 1280])(
    'at %i px wide the header shows every link on one line, without horizontal scrolling',
    async (width) => {
      const page = await openLocalPage(suite.browser, { viewport: { width, height: 768 } });
      await page.goto(`${suite.site.baseUrl}/`);
      const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await navigation.getByRole('link', { name: 'E-Passbild' }).waitFor();
      const layout = await navigation.evaluate((nav) => {
        const lines = (element: Element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        return {
          wrapped: [...nav.querySelectorAll('a, button')]
            .filter((element) => lines(element) !== 1)
            .map((element) => element.textContent),
          // One row: the items' vertical centres lie within a few pixels of each other.
          centres: [...nav.querySelectorAll('li')].map((li) => {
            const box = li.getBoundingClientRect();
            return box.top + box.height / 2;
          }),
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(layout.wrapped).toEqual([]);
      expect(Math.max(...layout.centres) - Math.min(...layout.centres)).toBeLessThan(4);
      expect(layout.overflow).toBe(0);
    },
  );

  /** Clicks a download button on `path` and returns the file the browser saved. */
  async function download(path: string, button: string): Promise<{ name: string; bytes: Buffer }> {
    const page = await visit(suite.browser, `${suite.site.baseUrl}${path}`);
    const target = page.getByRole('button', { name: button });
    const [file] = await step(`Download "${button}" auf ${path}`, () =>
      Promise.all([page.waitForEvent('download'), target.click()]),
    );
    return { name: file.suggestedFilename(), bytes: await downloadedBytes(file) };
  }

  test('the AGB download on /Pressebereich is a PDF of the terms with the configured company', async () => {
    const { name, bytes } = await download('/Pressebereich', 'AGB als PDF herunterladen');
    expect(name).toBe('AGB.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = extractPdfText(bytes);
    expect(text).toContain('Passbild Nordlicht GmbH, Fördeweg 7, 24937 Flensburg');
    expect(text).toContain('mit einer Frist von 14 Tagen zum Monatsende kündigen');
    expect(text).toContain('standortgebunden und nicht übertragbar');
  });

  test('the Datenschutz download on /datenschutz is a PDF naming the configured controller', async () => {
    const { name, bytes } = await download(
      '/datenschutz',
      'Datenschutzerklärung als PDF herunterladen',
    );
    expect(name).toBe('Datenschutz.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(extractPdfText(bytes)).toContain('Passbild Nordlicht GmbH');
  });

  test('the user manual on /Fotografenportal downloads as Benutzerhandbuch.pdf', async () => {
    const { name, bytes } = await download(
      '/Fotografenportal',
      'Benutzerhandbuch als PDF herunterladen',
    );
    expect(name).toBe('Benutzerhandbuch.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = extractPdfText(bytes);
    expect(text).toContain('Anleitung für Fotografen und Fotostudios (Passbild Nordlicht GmbH)');
    expect(text).toContain('Registrierung des Unternehmens');
  });
});
