import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { users } from 'api/src/resources/accounts/schema';
import { refreshCookieName, refreshCookiePath } from 'api/src/resources/sessions/refresh-cookie';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { sessionLifetimeMs, sessionWarningLeadMs } from 'shared-ui/session/session-lifetime';
import { logIn, verifiedOwner, type Owner } from './journeys/accounts';
import { signIn, signedIn, step, visit } from './journeys/visit';

jest.setTimeout(300_000);

/*
 * Issue 23 "a session expiring during a form keeps the input". A new tab being signed in and a
 * deep link returning after login are sessions.e2e.test.ts's.
 */
describeInBrowser('a session that ends while a form is open (Chromium)', () => {
  const suite = useBrowserSite();
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    owner = await verifiedOwner(suite.site, 'Ablauf');
    other = await verifiedOwner(suite.site, 'Wechsel');
  }, siteStartTimeoutMs);

  /**
   * Ends the page's log-in on the server, as it ends when it runs out, is signed out elsewhere
   * or the password is changed: the refresh token of the page's cookie is revoked with its
   * whole family, so the access token in the page's memory is refused too (requireUser).
   */
  async function refreshCookie(signedInPage: Page) {
    const [cookie] = (
      await signedInPage.context().cookies(`${suite.site.baseUrl}${refreshCookiePath}`)
    ).filter((candidate) => candidate.name === refreshCookieName);
    if (!cookie) throw new Error('Die Seite hat kein Refresh-Cookie.');
    return cookie;
  }

  async function endSessionOnServer(signedInPage: Page): Promise<void> {
    const cookie = await refreshCookie(signedInPage);
    const response = await fetch(`${suite.site.baseUrl}/api/photobooth/logout/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: cookie.value }),
    });
    expect(response.status).toBe(200);
    const refresh = await fetch(`${suite.site.baseUrl}${refreshCookiePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: cookie.value }),
    });
    expect(refresh.status).toBe(401);
  }

  async function storedProfile() {
    const [row] = await suite.site.database.db
      .select({ firstName: users.firstName, phone: users.phone })
      .from(users)
      .where(eq(users.email, owner.email.toLowerCase()));
    return row!;
  }

  test('the owner logs in again over the profile form, stays there with the input kept, and saving stores it', async () => {
    const page = await signedIn(suite.browser, suite.site.baseUrl, owner, '/Verwaltungsbereich');
    await page.goto(`${suite.site.baseUrl}/Profilverwaltung`);
    const firstName = page.getByLabel('Vorname', { exact: true });
    const phone = page.getByLabel('Telefonnummer', { exact: true });
    await step('Profil bearbeiten', async () => {
      await page.getByRole('button', { name: 'Bearbeiten' }).click();
      await firstName.fill('Svenja-Marie');
      await phone.fill('0431 777888');
    });

    await endSessionOnServer(page);
    const dialog = page.getByRole('dialog', { name: 'Erneut anmelden' });
    await step('Speichern nach dem Ende der Sitzung', async () => {
      await page.getByRole('button', { name: 'Speichern' }).click();
      await dialog.getByText('Ihre Eingaben bleiben erhalten').waitFor();
    });
    // Nothing was stored, and the page is still the form with what was typed.
    expect((await storedProfile()).firstName).toBe(owner.firstName);
    expect(decodeURI(new URL(page.url()).pathname)).toBe('/Profilverwaltung');
    expect(await firstName.inputValue()).toBe('Svenja-Marie');
    expect(await phone.inputValue()).toBe('0431 777888');
    expect(await page.getByText(/Zugriffstoken|access token/i).count()).toBe(0);

    await step('Im Dialog erneut anmelden', async () => {
      await dialog.getByLabel('E-Mail', { exact: true }).fill(owner.email);
      await dialog.getByLabel('Passwort', { exact: true }).fill(owner.password);
      await dialog.getByRole('button', { name: 'Anmelden und weiterarbeiten' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
    expect(decodeURI(new URL(page.url()).pathname)).toBe('/Profilverwaltung');
    expect(await firstName.inputValue()).toBe('Svenja-Marie');
    expect(await phone.inputValue()).toBe('0431 777888');

    await step('Erneut speichern', async () => {
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Profil wurde erfolgreich aktualisiert!').waitFor();
    });
    const stored = await storedProfile();
    expect(stored.firstName).toBe('Svenja-Marie');
    expect(stored.phone.replace(/\D/g, '')).toBe('0431777888');
  });

  test('"Angemeldet bleiben" after another person logged in in this browser does not continue as them', async () => {
    const page = await visit(suite.browser, `${suite.site.baseUrl}/login`);
    // Fake timers from the log-in on, so the dialog's timers can be moved to the end of the session.
    await page.clock.install();
    await signIn(page, owner, '/Verwaltungsbereich');

    await step('Im selben Browser meldet sich jemand anderes an', async () => {
      const cookie = await refreshCookie(page);
      const { refresh_token: othersToken } = await logIn(suite.site, other);
      await page.context().addCookies([{ ...cookie, value: othersToken }]);
    });

    // The dashboard's own heading, not any h1: the login page's "Anmelden" stays until the
    // dashboard's code has arrived, and jumping the clock while that code still loads fires
    // webpack's chunk timeout. Shown, it means the warning's timers are set (on the fake clock).
    await page.getByRole('heading', { level: 1, name: 'Verwaltungsbereich' }).waitFor();
    await page.clock.fastForward(sessionLifetimeMs - sessionWarningLeadMs + 1_000);
    const warning = page.getByRole('dialog', { name: 'Angemeldet bleiben?' });
    await step('Angemeldet bleiben', async () => {
      await warning.getByRole('button', { name: 'Angemeldet bleiben' }).click();
      await warning.waitFor({ state: 'detached' });
    });
    // The cookie now names someone else: this page asks who is working here instead of
    // continuing the owner's page as the other person.
    const relogin = page.getByRole('dialog', { name: 'Erneut anmelden' });
    await relogin.waitFor();
    expect(decodeURI(new URL(page.url()).pathname)).toBe('/Verwaltungsbereich');
    await expect(page.getByText(other.email).count()).resolves.toBe(0);
  });
});
