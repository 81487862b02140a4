import type { BrowserContextOptions, Page } from 'playwright-core';
import { companyBlockedDetail } from 'api/src/resources/accounts/accounts';
import { ownerPayload } from 'api/src/resources/accounts/testing/identity-test-kit';
import { createOperatorAccount } from 'api/src/resources/operator/operator-accounts';
import { openLocalPage } from './chromium';
import { describeInBrowser, useBrowserSite } from './browser-suite';
import { postApi, withOwnPassword } from './journeys/accounts';
import { blockingViolations } from './journeys/axe';
import { mailText } from './mail-catcher';

jest.setTimeout(180_000);

const operatorEmail = 'betrieb@bildbote.example';
const operatorPassword = 'BetriebPasswort1!';
const studioName = 'Foto Nordlicht Kiel';
const companyName = 'Foto Nordlicht GmbH';
const blockReason = 'Gewerbenachweis gefälscht';
/** Kiel, Holstenstraße: inside the 10 km the finder searches around the city centre. */
const studio = { latitude: '54.3232930', longitude: '10.1227650' };

const searchLabel = 'Unternehmen, Person, E-Mail-Adresse oder Postleitzahl';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describeInBrowser('the operator console in Chromium', () => {
  const suite = useBrowserSite();
  const owner = ownerPayload({ company_name: companyName });

  const post = (path: string, body: unknown, token?: string) =>
    postApi(suite.site, path, body, token);

  /** The ids the finder shows around Kiel, as the map page asks for them. */
  async function finderIds(): Promise<number[]> {
    const query = new URLSearchParams({ ...studio, radius: '10' });
    const response = await fetch(`${suite.site.baseUrl}/api/photobooth/shops-nearby/?${query}`);
    return ((await response.json()) as { id: number }[]).map((shop) => shop.id);
  }

  /** Registers, verifies with the mailed code and signs in; the access token. */
  async function verifiedOwner(payload: typeof owner): Promise<string> {
    const { email, password } = payload.user;
    await post('/photobooth/register/', payload);
    const mail = await suite.site.mail.waitForMail(email, /^\d{6}\r?$/m);
    const otp = /^(\d{6})\r?$/m.exec(mailText(mail))?.[1];
    await post('/photobooth/verify-otp/', { email, otp });
    const login = await post('/photobooth/web-login/', { email, password });
    return String(login.access_token);
  }

  /** Adds a studio in Kiel, with the trade proof unless `withProof` is false; its id. */
  async function addStudio(token: string, name: string, withProof = true): Promise<number> {
    const form = new FormData();
    const fields = {
      name,
      address: 'Holstenstraße 1',
      zipcode: '24103',
      city: 'Kiel',
      website: 'https://nordlicht.example',
      shop_phone: '0431 987654',
      ...studio,
    };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    if (withProof) {
      form.append('certificate_file', new Blob([pdf], { type: 'application/pdf' }), 'gewerbe.pdf');
    }
    const created = await post('/photobooth/registered-shops/', form, token);
    return Number(created.id);
  }

  /** Registers the owner of the first test and adds a studio with its trade proof. */
  async function ownerWithStudio(): Promise<number> {
    return addStudio(await verifiedOwner(owner), studioName);
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  }

  async function loginPage(options: BrowserContextOptions = {}): Promise<Page> {
    const page = await openLocalPage(suite.browser, options);
    await page.goto(`${suite.site.baseUrl}/login`);
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    return page;
  }

  test('an operator approves a new studio, then blocks its company: it leaves the finder and the owner is refused', async () => {
    const studioId = await ownerWithStudio();
    expect(await finderIds()).not.toContain(studioId);
    const { oneTimePassword } = await createOperatorAccount(
      suite.site.database.db,
      suite.site.passwords,
      { email: operatorEmail },
      new Date(),
    );

    // First sign-in with the printed one-time password: the console asks for an own one.
    const page = await loginPage();
    await logIn(page, operatorEmail, oneTimePassword);
    await page.waitForURL('**/Betrieb');
    await page.getByRole('heading', { level: 1, name: 'Einmalpasswort ersetzen' }).waitFor();
    await page.getByLabel('Einmalpasswort', { exact: true }).fill(oneTimePassword);
    await page.getByLabel('Neues Passwort', { exact: true }).fill(operatorPassword);
    await page.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(operatorPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL('**/login');
    await page
      .getByText('Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.')
      .waitFor();

    await logIn(page, operatorEmail, operatorPassword);
    await page.waitForURL('**/Betrieb');
    await page.getByRole('heading', { level: 1, name: 'Prüfwarteschlange' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(studioName) });
    await row.waitFor();
    expect(await row.textContent()).toContain(companyName);
    expect(await row.textContent()).toContain(owner.user.email);
    const proof = row.getByRole('link', {
      name: `PDF öffnen: Gewerbenachweis von „${studioName}“`,
    });
    const proofAnswer = await fetch(
      new URL((await proof.getAttribute('href'))!, suite.site.baseUrl),
    );
    expect(proofAnswer.headers.get('content-type')).toBe('application/pdf');
    expect(proofAnswer.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await proofAnswer.arrayBuffer())).toEqual(pdf);

    await row.getByRole('button', { name: `„${studioName}“ freigeben` }).click();
    const approveDialog = page.getByRole('dialog', { name: 'Standort freigeben' });
    await approveDialog.getByRole('button', { name: 'Freigeben' }).click();
    await page
      .getByText('Der Standort wurde freigegeben und erscheint in der Fotografensuche.')
      .waitFor();
    await page.getByText('Derzeit wartet kein Standort auf die Prüfung.').waitFor();
    expect(await finderIds()).toContain(studioId);
    await suite.site.mail.waitForMail(owner.user.email, /freigegeben/);

    // A visitor's search on /map lists the studio now.
    const visitor = await openLocalPage(suite.browser);
    await visitor.goto(`${suite.site.baseUrl}/map`);
    await visitor.getByRole('button', { name: 'Alle ablehnen' }).click();
    await visitor.getByPlaceholder('Straße, Ort, PLZ').fill('24103');
    await visitor.getByRole('button', { name: 'Suche Starten' }).click();
    const results = visitor.getByRole('list', { name: 'ERGEBNISSE' });
    await results.getByText(studioName).waitFor();
    await visitor.context().close();

    // The company: found by the owner's address, blocked with a reason.
    await page
      .getByRole('navigation', { name: 'Betriebskonsole' })
      .getByRole('link', { name: 'Unternehmen' })
      .click();
    await page.getByRole('searchbox', { name: searchLabel }).fill(owner.user.email);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByRole('link', { name: companyName }).click();
    await page.getByRole('heading', { level: 2, name: companyName }).waitFor();
    await page.getByRole('button', { name: 'Unternehmen sperren' }).click();
    const blockDialog = page.getByRole('dialog', { name: 'Unternehmen sperren' });
    await blockDialog.getByRole('textbox').fill(blockReason);
    await blockDialog.getByRole('button', { name: 'Sperren' }).click();
    await page.getByText(/^Das Unternehmen wurde gesperrt\./).waitFor();
    await page.getByRole('button', { name: 'Sperre aufheben' }).waitFor();
    const record = page.getByRole('table', { name: /Entscheidungen des Betriebs/ });
    await record.getByRole('row', { name: /Unternehmen gesperrt/ }).waitFor();
    expect(await record.textContent()).toContain(blockReason);
    expect(await record.textContent()).toContain('Standort freigegeben');

    expect(await finderIds()).not.toContain(studioId);

    // The owner can no longer sign in and is told why, in German.
    const ownerPage = await loginPage();
    await logIn(ownerPage, owner.user.email, owner.user.password);
    await ownerPage.getByText(companyBlockedDetail(blockReason)).waitFor();
    expect(new URL(ownerPage.url()).pathname).toBe('/login');
  });
  /** Serious and critical axe findings of the page as it stands. */
  async function seriousFindings(page: Page, label: string): Promise<string[]> {
    return (await blockingViolations(page)).map(
      (violation) => `${label}: ${violation.rule} (${violation.targets.join(', ')})`,
    );
  }

  /** How far the page is wider than the phone's screen (0: no horizontal scrolling). */
  async function overflow(page: Page): Promise<number> {
    return page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }

  test('on a phone (390x844): queue, search by a person and a company page fit the screen and pass axe; an approval is withdrawn with a reason and the studio leaves the finder', async () => {
    // A second company: one approved studio and one without trade proof.
    const second = ownerPayload({ company_name: 'Studio Ostsee OHG', legal_form: 'ohg' });
    const ownerToken = await verifiedOwner(second);
    const approvedName = 'Studio Ostsee Kiel';
    const approvedId = await addStudio(ownerToken, approvedName);
    const withoutProofName = 'Studio Ostsee Gaarden';
    await addStudio(ownerToken, withoutProofName, false);

    // An operator of its own, the one-time password already replaced.
    const email = 'betrieb-mobil@bildbote.example';
    const { oneTimePassword } = await createOperatorAccount(
      suite.site.database.db,
      suite.site.passwords,
      { email },
      new Date(),
    );
    const operatorToken = await withOwnPassword(
      suite.site,
      email,
      oneTimePassword,
      operatorPassword,
    );
    await post(`/operator/locations/${approvedId}/approve/`, {}, operatorToken);
    expect(await finderIds()).toContain(approvedId);

    const page = await loginPage(phone);
    await logIn(page, email, operatorPassword);
    await page.waitForURL('**/Betrieb');
    const findings: string[] = [];
    const widths: Record<string, number> = {};

    // The queue: the location without proof cannot be approved, and the page says why.
    const row = page.getByRole('row', { name: new RegExp(withoutProofName) });
    await row.waitFor();
    await page.getByText(/Standort(e)? warte(t|n) auf die Prüfung\./).waitFor();
    const approve = row.getByRole('button', { name: `„${withoutProofName}“ freigeben` });
    expect(await approve.isDisabled()).toBe(true);
    expect(await row.textContent()).toContain('Freigabe erst mit Gewerbenachweis möglich.');
    await page.waitForLoadState('networkidle');
    widths['/Betrieb'] = await overflow(page);
    findings.push(...(await seriousFindings(page, '/Betrieb')));

    // The search by the owner's name, kept in the address.
    const ownerName = `${second.user.first_name} ${second.user.last_name}`;
    await page.goto(`${suite.site.baseUrl}/Betrieb/Unternehmen`);
    await page.getByRole('searchbox', { name: searchLabel }).fill(ownerName);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByRole('table', { name: `Unternehmen zur Suche „${ownerName}“` }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(ownerName);
    await page.waitForLoadState('networkidle');
    widths['/Betrieb/Unternehmen'] = await overflow(page);
    findings.push(...(await seriousFindings(page, '/Betrieb/Unternehmen')));

    // The company page: withdraw the approval with a reason.
    await page.getByRole('link', { name: 'Studio Ostsee OHG' }).click();
    await page.getByRole('heading', { level: 2, name: 'Studio Ostsee OHG' }).waitFor();
    await page.waitForLoadState('networkidle');
    widths['/Betrieb/Unternehmen/Details'] = await overflow(page);
    findings.push(...(await seriousFindings(page, '/Betrieb/Unternehmen/Details')));
    await page.getByRole('button', { name: `Freigabe zurückziehen: „${approvedName}“` }).click();
    const dialog = page.getByRole('dialog', { name: 'Freigabe zurückziehen' });
    await dialog.getByLabel('Begründung (wird dem Studio angezeigt)').fill('Gewerbe abgemeldet');
    await dialog.getByRole('button', { name: 'Freigabe zurückziehen' }).click();
    await page
      .getByText(
        'Die Freigabe wurde zurückgezogen; der Standort erscheint nicht mehr in der Fotografensuche.',
      )
      .waitFor();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    expect(await finderIds()).not.toContain(approvedId);
    const shops = await fetch(`${suite.site.baseUrl}/api/photobooth/registered-shops/`, {
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    const shown = ((await shops.json()) as { id: number; review_reason: string | null }[]).find(
      (shop) => shop.id === approvedId,
    );
    expect(shown?.review_reason).toBe('Gewerbe abgemeldet');

    // Back to the same search results.
    await page.getByRole('link', { name: 'Zurück zur Unternehmenssuche' }).click();
    await page.getByRole('table', { name: `Unternehmen zur Suche „${ownerName}“` }).waitFor();

    await page.context().close();
    expect(widths).toEqual({
      '/Betrieb': 0,
      '/Betrieb/Unternehmen': 0,
      '/Betrieb/Unternehmen/Details': 0,
    });
    expect(findings).toEqual([]);
  });
});
