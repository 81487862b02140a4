import { describeInBrowser, useBrowserSite } from './browser-suite';
import { openLocalPage } from './chromium';
import { step } from './journeys/visit';

jest.setTimeout(120_000);

/** A phone as in issue 21 (390 × 844 CSS pixels, touch). */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describeInBrowser('the cookie banner on a phone', () => {
  const suite = useBrowserSite();

  test('is a bottom sheet of at most 40 % of the screen, unticked, and leaves the footer’s legal links clickable', async () => {
    const page = await openLocalPage(suite.browser, phone);
    await page.goto(`${suite.site.baseUrl}/`);
    const banner = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await step('Cookie-Hinweis', () => banner.waitFor());

    for (const name of ['Präferenzen', 'Statistiken', 'Marketing']) {
      expect(await banner.getByRole('checkbox', { name }).isChecked()).toBe(false);
    }
    await step('Fokus im Hinweis', () =>
      page.waitForFunction(() =>
        document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      ),
    );
    const box = await banner.boundingBox();
    if (!box) throw new Error('Cookie-Hinweis ohne Fläche.');
    expect(box.height).toBeLessThanOrEqual(844 * 0.4);
    expect(box.y + box.height).toBeCloseTo(844, 0);
    await banner.getByRole('button', { name: 'Alle ablehnen' }).waitFor();
    await banner.getByRole('button', { name: 'Auswahl akzeptieren' }).waitFor();

    // The footer's own link, not the banner's: a tap on it reaches it while the banner is open.
    const impressum = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Impressum', exact: true });
    await step('Impressum im Fuß antippen', async () => {
      await impressum.scrollIntoViewIfNeeded();
      await impressum.tap();
      await page.waitForURL(`${suite.site.baseUrl}/impressum`);
    });
    expect(await banner.isVisible()).toBe(true);

    await step('Datenschutz im Hinweis', async () => {
      await banner.getByRole('link', { name: 'Datenschutzerklärung' }).tap();
      await page.waitForURL(`${suite.site.baseUrl}/datenschutz`);
    });
  });
});
