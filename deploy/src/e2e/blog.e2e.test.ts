import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { escapeHtml } from '../gateway/html-document';
import { describeInBrowser, useBrowserSite } from './browser-suite';
import { step, visit } from './journeys/visit';

jest.setTimeout(120_000);

describeInBrowser('the blog in Chromium', () => {
  const suite = useBrowserSite();

  test('index → article with its own title, plain share links and the register link', async () => {
    const page = await visit(suite.browser, `${suite.site.baseUrl}/blog`);
    const articleLinks = page.locator('main a[href="/passfoto-gesetz-2025"]');
    await step('Artikel im Index', () => articleLinks.first().waitFor());
    const indexTitle = await page.title();

    await articleLinks.first().click();
    await step('Artikelseite', () => page.waitForURL(`${suite.site.baseUrl}/passfoto-gesetz-2025`));
    // The index has an h1 too: the article has arrived when the document title has changed.
    await step('Titel des Artikels', () =>
      page.waitForFunction((previous) => document.title !== previous, indexTitle),
    );
    await step('Überschrift des Artikels', () =>
      page.getByRole('heading', { level: 1, name: /Gesetz/ }).waitFor(),
    );

    // The share row is drawn by the application. A click made before the index page's
    // application ran is an ordinary link: the article then arrives prerendered, and its
    // application starts with the visitor's next movement.
    await page.mouse.move(20, 20);
    const share = page.getByRole('navigation', { name: 'Beitrag teilen' });
    const facebook = share.getByRole('link', { name: 'Auf Facebook teilen' });
    expect(await facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${suite.site.baseUrl}/passfoto-gesetz-2025`)}`,
    );
    expect(await facebook.getAttribute('target')).toBe('_blank');
    expect(await facebook.getAttribute('rel')).toContain('noopener');
    expect(
      await share.getByRole('link', { name: 'Per E-Mail teilen' }).getAttribute('href'),
    ).toMatch(/^mailto:/);
    // The blog loads no third-party script: every script on the page comes from the site itself.
    const scriptSources = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
    expect(scriptSources.every((source) => source.startsWith(suite.site.baseUrl))).toBe(true);

    await page.getByRole('link', { name: 'Zur Registrierung' }).click();
    await step('Registrierung', () => page.waitForURL(`${suite.site.baseUrl}/Registrierung`));
    await step('Registrierungsformular', () =>
      page.getByRole('heading', { level: 1 }).first().waitFor(),
    );
  });

  test('the article URL is served with its own title, description, canonical link and feed', async () => {
    const manifest = (await (
      await fetch(`${suite.site.baseUrl}/remotes.json`)
    ).json()) as RemotesManifest;
    const article = manifest.mfe_blog?.routes.find(({ path }) => path === '/passfoto-gesetz-2025');
    if (!article) throw new Error('Der Artikel fehlt in /remotes.json.');
    const html = await (await fetch(`${suite.site.baseUrl}/passfoto-gesetz-2025`)).text();
    expect(html).toContain(`<title>${escapeHtml(article.title)}</title>`);
    expect(html).toContain(
      `<meta name="description" content="${escapeHtml(article.description)}" />`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="${suite.site.baseUrl}/passfoto-gesetz-2025" />`,
    );
    const feed = await fetch(`${suite.site.baseUrl}/blog/rss.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('<rss');
    const sitemap = await (await fetch(`${suite.site.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/passfoto-gesetz-2025</loc>');
  });
});
