import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { verifiedOwner, type Owner } from './journeys/accounts';
import { signIn, step, visit } from './journeys/visit';

jest.setTimeout(180_000);

const refreshPath = '/api/photobooth/token/refresh/';

/** Issue 23: sessions across tabs (HttpOnly refresh cookie) and ?next= after login. */
describeInBrowser('sessions in Chromium', () => {
  const suite = useBrowserSite();
  let owner: Owner;

  beforeAll(async () => {
    owner = await verifiedOwner(suite.site, 'Sitzung');
  }, siteStartTimeoutMs);

  it('signs a new tab in from the refresh cookie, which only the refresh route receives; Abmelden ends it', async () => {
    const page = await visit(suite.browser, `${suite.site.baseUrl}/login`);
    await signIn(page, owner, '/Verwaltungsbereich');
    const context = page.context();

    const [cookie] = (await context.cookies(`${suite.site.baseUrl}${refreshPath}`)).filter(
      (candidate) => candidate.name === 'bb_refresh',
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: refreshPath });
    const elsewhere = await context.cookies(`${suite.site.baseUrl}/api/photobooth/profile/`);
    expect(elsewhere.map((candidate) => candidate.name)).not.toContain('bb_refresh');
    // Script sees no refresh token anywhere, and the access token is in memory only.
    expect(
      await page.evaluate(() => [
        window.sessionStorage.getItem('refreshToken'),
        window.localStorage.getItem('refreshToken'),
        document.cookie.includes('bb_refresh'),
        window.sessionStorage.getItem('authToken'),
        window.localStorage.getItem('authToken'),
      ]),
    ).toEqual([null, null, false, null, null]);

    const tab = await context.newPage();
    const cookieSentTo: string[] = [];
    tab.on('request', (request) => {
      void request.allHeaders().then((headers) => {
        if ((headers.cookie ?? '').includes('bb_refresh=')) {
          cookieSentTo.push(new URL(request.url()).pathname);
        }
      });
    });
    await tab.goto(`${suite.site.baseUrl}/Profilverwaltung`);
    await step('neuer Tab angemeldet', async () => {
      await tab.getByRole('heading', { name: 'Profilverwaltung', level: 1 }).waitFor();
      await tab.getByText(owner.email).waitFor();
    });
    expect(new URL(tab.url()).pathname).toBe('/Profilverwaltung');
    expect(cookieSentTo.length).toBeGreaterThan(0);
    expect(new Set(cookieSentTo)).toEqual(new Set([refreshPath]));

    await step('Abmelden im neuen Tab', async () => {
      await tab.getByRole('button', { name: 'Abmelden' }).click();
      await tab.waitForURL('**/login');
    });
    await step('Cookie gelöscht', async () => {
      const deadline = Date.now() + 10_000;
      while ((await context.cookies(`${suite.site.baseUrl}${refreshPath}`)).length > 0) {
        if (Date.now() > deadline) throw new Error('Das Refresh-Cookie blieb nach Abmelden.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const third = await context.newPage();
    await third.goto(`${suite.site.baseUrl}/Profilverwaltung`);
    await third.waitForURL('**/login?next=*');
  });

  it('sends a deep link opened while logged out to /login?next= with a notice and back after login', async () => {
    const page = await visit(suite.browser, `${suite.site.baseUrl}/Profilverwaltung`);
    await step('zur Anmeldung mit next', async () => {
      await page.waitForURL('**/login?next=*');
      await page
        .getByText('Bitte melden Sie sich an, um die angeforderte Seite zu öffnen.')
        .waitFor();
    });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/Profilverwaltung');

    await signIn(page, owner, '/Profilverwaltung');
    await page.getByRole('heading', { name: 'Profilverwaltung', level: 1 }).waitFor();
  });

  it('does not follow a next that leads to another site', async () => {
    const page = await visit(
      suite.browser,
      `${suite.site.baseUrl}/login?next=${encodeURIComponent('//evil.example/')}`,
    );

    await signIn(page, owner, '/Verwaltungsbereich');

    expect(new URL(page.url()).origin).toBe(suite.site.baseUrl);
  });
});
