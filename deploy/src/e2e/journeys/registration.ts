import type { Page } from 'playwright-core';
import { pdfFile, type Owner, type StudioLocation } from './accounts';
import { step, untilValue } from './visit';

/** Step 'Persönliche Daten' of an owner on /Registrierung, then 'Weiter'. */
export async function enterPersonalData(page: Page, owner: Owner): Promise<void> {
  await step('Persönliche Daten', async () => {
    await page.getByLabel('Anrede').selectOption('Frau');
    await page.getByLabel('Vorname').fill(owner.firstName);
    await page.getByLabel('Nachname').fill(owner.lastName);
    await page.getByLabel('Geburtsdatum').fill('1980-05-17');
    await page.getByLabel('Telefonnummer').fill('0431 123456');
    await page.getByLabel('Firmenname').fill(owner.companyName);
    await page.getByLabel('Rechtsform').selectOption({ label: 'GmbH' });
    await page.getByLabel('Website').fill('https://foto-foerde.example');
    await page.getByLabel('E-Mail', { exact: true }).fill(owner.email);
    await page.getByLabel('Passwort', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { name: 'Standort hinzufügen', level: 2 }).waitFor();
  });
}

/** The open dialog 'Standort oder Fotostudio hinzufügen' of the registration's location step. */
export async function openLocationDialog(page: Page) {
  await page.getByRole('button', { name: 'Standort hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Standort oder Fotostudio hinzufügen' });
  await dialog.waitFor();
  return dialog;
}

/** Fills the open location dialog with the trade licence as PDF and adds the location. */
export async function addRegistrationLocation(page: Page, location: StudioLocation): Promise<void> {
  await step(`Standort ${location.name}`, async () => {
    const dialog = page.getByRole('dialog', { name: 'Standort oder Fotostudio hinzufügen' });
    await dialog.getByLabel('Name des Standorts oder Fotostudios').fill(location.name);
    await dialog.getByLabel('Straße und Hausnummer').fill(location.address);
    await dialog.getByLabel('PLZ').fill(location.zipcode);
    // The city comes from the postcode lookup.
    await untilValue(dialog.getByLabel('Ort', { exact: true }), location.city);
    await dialog.getByLabel('Telefonnummer').fill('0431 654321');
    await dialog.getByLabel('Website').fill('https://foto.example');
    await dialog
      .getByLabel('Gewerbeschein (PDF)')
      .setInputFiles(pdfFile(`Gewerbeschein ${location.city}.pdf`));
    await dialog
      .getByRole('button', { name: `Datei Gewerbeschein ${location.city}.pdf entfernen` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Fotostandort erfolgreich hinzugefügt!').waitFor();
  });
}

/** The consents of the summary step, each a checkbox named by its text. */
export const registrationConsents = [
  'Ich habe die Datenschutzerklärung gelesen',
  'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
  'Partner von Bildbote auf die eingegebenen Daten zugreifen',
  'Bildbote in der Pilotphase befindet',
];
