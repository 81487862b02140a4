import type { Browser, Page } from 'playwright-core';
import { companyBlockedDetail } from 'api/src/resources/accounts/accounts';
import { ownerPayload } from 'api/src/resources/accounts/testing/identity-test-kit';
import { createOperatorAccount } from 'api/src/resources/operator/operator-accounts';
import { openLocalPage } from './chromium';
import {
  closeBrowserSite,
  describeInBrowser,
  siteStartTimeoutMs,
  startBrowserSite,
} from './browser-suite';
import { mailText } from './mail-catcher';
import type { TestSite } from './test-site';

jest.setTimeout(180_000);

const operatorEmail = 'betrieb@bildbote.example';
const operatorPassword = 'BetriebPasswort1!';
const studioName = 'Foto Nordlicht Kiel';
const companyName = 'Foto Nordlicht GmbH';
const blockReason = 'Gewerbenachweis gefälscht';
/** Kiel, Holstenstraße: inside the 10 km the finder searches around the city centre. */
const studio = { latitude: '54.3232930', longitude: '10.1227650' };

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describeInBrowser('the operator console in Chromium', () => {
  let site: TestSite;
  let browser: Browser;
  const owner = ownerPayload({ company_name: companyName });

  async function post(path: string, body: unknown, token?: string) {
    const response = await fetch(`${site.baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** The ids the finder shows around Kiel, as the map page asks for them. */
  async function finderIds(): Promise<number[]> {
    const query = new URLSearchParams({ ...studio, radius: '10' });
    const response = await fetch(`${site.baseUrl}/api/photobooth/shops-nearby/?${query}`);
    return ((await response.json()) as { id: number }[]).map((shop) => shop.id);
  }

  /** Registers, verifies with the mailed code and adds a studio with its trade proof. */
  async function ownerWithStudio(): Promise<number> {
    const { email, password } = owner.user;
    await post('/photobooth/register/', owner);
    const mail = await site.mail.waitForMail(email, /^\d{6}\r?$/m);
    const otp = /^(\d{6})\r?$/m.exec(mailText(mail))?.[1];
    await post('/photobooth/verify-otp/', { email, otp });
    const login = await post('/photobooth/web-login/', { email, password });
    const form = new FormData();
    const fields = {
      name: studioName,
      address: 'Holstenstraße 1',
      zipcode: '24103',
      city: 'Kiel',
      website: 'https://nordlicht.example',
      shop_phone: '0431 987654',
      ...studio,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('certificate_file', new Blob([pdf], { type: 'application/pdf' }), 'gewerbe.pdf');
    const created = await post('/photobooth/registered-shops/', form, String(login.access_token));
    return Number(created.id);
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  }

  async function loginPage(): Promise<Page> {
    const page = await openLocalPage(browser);
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    return page;
  }

  beforeAll(async () => {
    ({ site, browser } = await startBrowserSite());
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await closeBrowserSite({ site, browser });
  });

  test('an operator approves a new studio, then blocks its company: it leaves the finder and the owner is refused', async () => {
    const studioId = await ownerWithStudio();
    expect(await finderIds()).not.toContain(studioId);
    const { oneTimePassword } = await createOperatorAccount(
      site.database.db,
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
      name: `Gewerbenachweis von „${studioName}“ öffnen (PDF)`,
    });
    const proofAnswer = await fetch(new URL((await proof.getAttribute('href'))!, site.baseUrl));
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
    await site.mail.waitForMail(owner.user.email, /freigegeben/);

    // A visitor's search on /map lists the studio now.
    const visitor = await openLocalPage(browser);
    await visitor.goto(`${site.baseUrl}/map`);
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
    await page
      .getByRole('searchbox', { name: 'Name, E-Mail-Adresse oder Postleitzahl' })
      .fill(owner.user.email);
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
});
