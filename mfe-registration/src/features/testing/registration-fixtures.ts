import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { StudioDraft } from '../locations/studio-drafts';
import { testSiteConfig } from 'shared-ui/testing/site-config-fixture';

export const pdfContent = '%PDF-1.4\n% Gewerbeschein\n';
export const pdfDataUrl = `data:application/pdf;base64,${btoa(pdfContent)}`;

/** A real (minimal) PDF as the file picker hands it over. */
export function pdfFile(name = 'gewerbeschein.pdf'): File {
  return new File([pdfContent], name, { type: 'application/pdf' });
}

/** A text file renamed to .pdf: the declared type says PDF, the content does not. */
export function renamedTextFile(name = 'notizen.pdf'): File {
  return new File(['nur ein Text'], name, { type: 'application/pdf' });
}

export function studioDraft(overrides: Partial<StudioDraft> = {}): StudioDraft {
  return {
    id: 'studio-1',
    name: 'Foto Schmidt Kiel',
    address: 'Holstenstraße 1',
    city: 'Kiel',
    zipcode: '24103',
    latitude: 54.3233,
    longitude: 10.1394,
    shop_phone: '0431 123456',
    website: 'https://foto-schmidt.de',
    uploadedFiles: [{ name: 'gewerbeschein.pdf', type: 'application/pdf', data: pdfDataUrl }],
    ...overrides,
  };
}

export const siteConfig = testSiteConfig();

/**
 * The multipart body of a request sent through the jsdom fetch polyfill (whatwg-fetch), which
 * cannot parse multipart itself (`request.formData()` only reads url-encoded bodies): it keeps
 * the FormData that was passed in.
 */
export function multipartOf(request: Request): FormData {
  const body = (request as Request & { _bodyFormData?: FormData })._bodyFormData;
  if (!body) throw new Error('Die Anfrage hat keinen multipart-Inhalt.');
  return body;
}

export function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

export interface PersonalData {
  salutation: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
  companyName: string;
  legalForm: string;
  email: string;
  password: string;
}

export const owner: PersonalData = {
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  birthDate: '1990-05-17',
  phone: '0431 123456',
  companyName: 'Foto Schmidt',
  legalForm: 'gmbh',
  email: 'anna@foto-schmidt.de',
  password: 'Passwort1!',
};

/** Fills step 1; fields missing from the screen (invited staff) are skipped. */
export async function fillPersonalData(user: UserEvent, data: Partial<PersonalData> = owner) {
  if (data.salutation) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anrede' }), data.salutation);
  }
  if (data.firstName)
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), data.firstName);
  if (data.lastName)
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), data.lastName);
  if (data.birthDate) await user.type(screen.getByLabelText('Geburtsdatum'), data.birthDate);
  const phone = screen.queryByRole('textbox', { name: 'Telefonnummer' });
  if (data.phone && phone) await user.type(phone, data.phone);
  const company = screen.getByRole('textbox', { name: 'Firmenname' });
  if (data.companyName && !company.hasAttribute('readonly'))
    await user.type(company, data.companyName);
  const legalForm = screen.queryByRole('combobox', { name: 'Rechtsform' });
  if (data.legalForm && legalForm) await user.selectOptions(legalForm, data.legalForm);
  const email = screen.getByRole('textbox', { name: 'E-Mail' });
  if (data.email && !email.hasAttribute('readonly')) await user.type(email, data.email);
  if (data.password) await user.type(screen.getByLabelText('Passwort'), data.password);
}
