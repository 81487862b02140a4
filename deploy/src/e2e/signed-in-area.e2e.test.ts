import type { Page } from 'playwright-core';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import {
  mailCount,
  mailedCode,
  newMail,
  pdfFile,
  verifiedOwner,
  type Owner,
} from './journeys/accounts';
import { signIn, step, untilValue, visit } from './journeys/visit';
import type { TestSite } from './test-site';

jest.setTimeout(180_000);

const ownerTiles = [
  'Profilverwaltung',
  'Mitarbeitende',
  'EidVerifizierung',
  'Geschäftsstandorte',
  'Software-Download',
  'Abrechnung',
  'Videos',
  'Passbild aufnehmen',
];
const staffPassword = 'Team#2024pass';

/** Invites a person on /Mitarbeitende and returns the registration link's path and query. */
async function invite(
  page: Page,
  site: TestSite,
  email: string,
  accessLevel: 'Eingeschränkt' | 'Vollzugriff',
): Promise<string> {
  const before = mailCount(site);
  await step(`Einladung an ${email}`, async () => {
    await page.getByRole('button', { name: 'Mitarbeitende einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mitarbeitende einladen' });
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByRole('radio', { name: accessLevel }).check();
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    const sent = page.getByRole('dialog', { name: 'Einladung gesendet' });
    await sent.getByText(`Die Einladung wurde an ${email} gesendet.`).waitFor();
    await sent.getByRole('button', { name: 'OK' }).click();
  });
  const mail = await newMail(site, email, /\/Registrierung\?/, before);
  const link = /\/Registrierung\?[^\s"<>]+/.exec(mail.replace(/&amp;/g, '&'))?.[0];
  if (!link) throw new Error(`Kein Registrierungslink in der Einladung an ${email}.`);
  return link;
}

/** An invited person registers through the mailed link and verifies the mailed code. */
async function registerInvited(
  page: Page,
  site: TestSite,
  link: string,
  person: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await page.goto(`${site.baseUrl}${link}`);
  await step(`Registrierung über den Link (${person.email})`, async () => {
    await page.getByRole('heading', { name: 'Mitarbeitenden-Identifikation' }).waitFor();
    expect(await page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe(person.email);
    await page.getByLabel('Anrede').selectOption('Herr');
    await page.getByLabel('Vorname').fill(person.firstName);
    await page.getByLabel('Nachname').fill(person.lastName);
    await page.getByLabel('Geburtsdatum').fill('1990-03-04');
    await page.getByLabel('Passwort', { exact: true }).fill(staffPassword);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { name: 'Datenprüfung & Einwilligung' }).waitFor();
    for (const consent of [
      'Ich habe die Datenschutzerklärung gelesen',
      'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
      'Partner von Bildbote auf die eingegebenen Daten zugreifen',
      'Bildbote in der Pilotphase befindet',
    ]) {
      await page.getByRole('checkbox', { name: consent }).check();
    }
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Registrierung erfolgreich' })
      .getByRole('button', { name: 'Ok' })
      .click();
    await page.waitForURL('**/Code-Verifizierung');
  });
  const code = await mailedCode(site, person.email);
  await step(`Code-Verifizierung (${person.email})`, async () => {
    await page.getByLabel('Bestätigungscode').fill(code);
    await page.getByRole('button', { name: 'Code bestätigen' }).click();
    await page.getByText('Ihre E-Mail-Adresse wurde erfolgreich bestätigt.').waitFor();
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await page.waitForURL('**/login');
  });
}

describeInBrowser('the signed-in area in Chromium', () => {
  const suite = useBrowserSite();
  let owner: Owner;
  const manager = {
    firstName: 'Malte',
    lastName: 'Petersen',
    email: `manager-${Date.now()}@example.org`,
  };
  const employee = {
    firstName: 'Jonas',
    lastName: 'Lorenzen',
    email: `mitarbeiter-${Date.now()}@example.org`,
  };
  let employeeLink: string | undefined;

  beforeAll(async () => {
    owner = await verifiedOwner(suite.site, 'Chefin');
  }, siteStartTimeoutMs);

  test('the owner signs in and sees the eight tiles of the Verwaltungsbereich', async () => {
    const page = await visit(suite.browser, `${suite.site.baseUrl}/login`);
    await signIn(page, owner, '/Verwaltungsbereich');
    const tiles = page.getByRole('list', { name: 'Bereiche' }).getByRole('listitem');
    await step('Kacheln', () => tiles.first().waitFor());
    const texts = await tiles.allTextContents();
    expect(texts).toHaveLength(ownerTiles.length);
    ownerTiles.forEach((title, index) => expect(texts[index]).toContain(title));
    expect(await page.getByText('Nur für berechtigte Nutzer zugänglich.').count()).toBe(0);
  });

  test('the owner invites a manager, who registers through the mailed link, signs in, invites an employee and cannot add locations', async () => {
    const ownerPage = await visit(suite.browser, `${suite.site.baseUrl}/login`);
    await signIn(ownerPage, owner, '/Verwaltungsbereich');
    // The dashboard's tile (the checklist offers the same page as its next step).
    await ownerPage.locator('a.bb-tile[href="/Mitarbeitende"]').click();
    await ownerPage.waitForURL('**/Mitarbeitende');
    const managerLink = await invite(ownerPage, suite.site, manager.email, 'Vollzugriff');
    expect(managerLink).toContain('owner_code=');
    await ownerPage.context().close();

    const managerPage = await visit(suite.browser, `${suite.site.baseUrl}/`);
    await registerInvited(managerPage, suite.site, managerLink, manager);
    await signIn(
      managerPage,
      { email: manager.email, password: staffPassword },
      '/Verwaltungsbreich',
    );
    await step('Mitarbeitendenbereich des Managers', async () => {
      await managerPage.getByRole('heading', { name: 'Mitarbeitendenbereich' }).waitFor();
      expect(await managerPage.getByText('Nur für berechtigte Nutzer zugänglich.').count()).toBe(0);
    });
    await managerPage.locator('a.bb-tile[href="/Mitarbeitende"]').click();
    await managerPage.waitForURL('**/Mitarbeitende');
    employeeLink = await invite(managerPage, suite.site, employee.email, 'Eingeschränkt');

    await managerPage.goto(`${suite.site.baseUrl}/Geschäftsstandorte`);
    await step('Geschäftsstandorte ohne "Standort hinzufügen"', async () => {
      await managerPage.getByRole('heading', { name: 'Geschäftsstandorte', level: 1 }).waitFor();
      await managerPage.getByLabel('Standorte suchen').waitFor();
      expect(await managerPage.getByRole('button', { name: 'Standort hinzufügen' }).count()).toBe(
        0,
      );
    });
  });

  test('the invited employee registers through the mailed link and sees the disabled tiles with their texts', async () => {
    if (!employeeLink) throw new Error('Keine Einladung für Mitarbeitende (vorheriger Test).');
    const page = await visit(suite.browser, `${suite.site.baseUrl}/`);
    await registerInvited(page, suite.site, employeeLink, employee);
    await signIn(page, { email: employee.email, password: staffPassword }, '/Verwaltungsbreich');
    await step('Gesperrte Kacheln', async () => {
      await page.getByText('Nur für berechtigte Nutzer zugänglich.').waitFor();
      await page.getByText('Diese Funktion ist für Sie nicht verfügbar.').waitFor();
    });
    expect(await page.getByRole('link', { name: /Mitarbeitende einladen/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Software herunterladen/ }).count()).toBe(0);
  });

  test('a forgotten password is reset with the mailed code, and the new password signs in', async () => {
    const newPassword = 'Neues#Passwort9';
    const page = await visit(suite.browser, `${suite.site.baseUrl}/login`);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.waitForURL('**/forgotpassword');
    const before = mailCount(suite.site);
    await step('Code anfordern', async () => {
      await page.getByLabel('E-Mail', { exact: true }).fill(owner.email);
      await page.getByRole('button', { name: 'Code senden' }).click();
      await page.getByText('Code wurde an Ihre E-Mail gesendet').waitFor();
    });
    const code = await mailedCode(suite.site, owner.email, before);
    await step('Neues Passwort setzen', async () => {
      await page.getByLabel('Bestätigungscode', { exact: true }).fill(code);
      await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
      await page.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
      await page.getByText('Passwort erfolgreich zurückgesetzt.', { exact: false }).waitFor();
      await page.waitForURL('**/login');
    });
    await step('Altes Passwort abgelehnt', async () => {
      await page.getByLabel('E-Mail', { exact: true }).fill(owner.email);
      await page.getByLabel('Passwort', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByRole('alert').first().waitFor();
      expect(page.url()).toContain('/login');
    });
    await signIn(page, { email: owner.email, password: newPassword }, '/Verwaltungsbereich');
    owner = { ...owner, password: newPassword };
  });

  test('the owner adds a location, geocoded from its address, and deletes it', async () => {
    const name = 'Foto Holstenstraße';
    const page = await visit(suite.browser, `${suite.site.baseUrl}/login`);
    await signIn(page, owner, '/Verwaltungsbereich');
    await page.locator('a.bb-tile[href="/Geschäftsstandorte"]').click();
    await page.waitForURL('**/Gesch*ftsstandorte');
    await step('Standort hinzufügen', async () => {
      await page.getByRole('button', { name: 'Standort hinzufügen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Standort hinzufügen' });
      await dialog.getByLabel('Name des Standorts').fill(name);
      await dialog.getByLabel('Straße und Hausnummer').fill('Holstenstraße 1');
      await dialog.getByLabel('PLZ').fill('24103');
      await untilValue(dialog.getByLabel('Ort', { exact: true }), 'Kiel');
      await dialog.getByLabel('Gewerbenachweis (PDF)').setInputFiles(pdfFile('Nachweis.pdf'));
      await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
      await page.getByText('Studio erfolgreich hinzugefügt.').waitFor();
    });
    const list = page.getByRole('list', { name: 'Ihre Standorte' });
    const entry = list.getByRole('listitem').filter({ hasText: name });
    await step('Neuer Standort in der Liste', async () => {
      await entry.waitFor();
      await entry.getByText('Prüfung ausstehend').waitFor();
      await entry.getByRole('link', { name: 'Gewerbenachweis ansehen (PDF)' }).waitFor();
    });

    await step('Standort löschen', async () => {
      await page.getByRole('button', { name: `${name} löschen` }).click();
      const dialog = page.getByRole('dialog', { name: 'Studio löschen' });
      await dialog.getByText('Möchten Sie dieses Studio wirklich dauerhaft löschen?').waitFor();
      await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
      await page.getByText('Studio erfolgreich gelöscht.').waitFor();
      await entry.waitFor({ state: 'detached' });
    });
  });
});
