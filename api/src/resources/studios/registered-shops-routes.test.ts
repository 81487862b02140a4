import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { studioLocations } from '../finder/schema';
import { findAccountByEmail } from '../accounts/accounts';
import { createInvitation } from '../accounts/invitations';
import { companies } from '../accounts/schema';
import {
  bearer,
  ownerPayload,
  registerVerifyAndLogIn,
  staffPayload,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import type { SignedIn } from '../accounts/testing/identity-test-kit';
import { registeredShopMessages } from './registered-shops-routes';
import { readTradeProof, uploadsDirectory } from './trade-proof-storage';
import { injectForm, studioFormData } from '../../kernel/testing/multipart-form';
import type { FormFile } from '../../kernel/testing/multipart-form';

const testApp = useTestApp();
let owner: SignedIn;
let companyId: number;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  const payload = ownerPayload();
  owner = await registerVerifyAndLogIn(testApp, payload);
  companyId = (await findAccountByEmail(testApp.database.db, payload.user.email))!.company!.id;
}, testDatabaseTimeoutMs);

/** A studio entry as the verification page sends it (public-site.md §3 "Studio entry"). */
function studioFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Foto Schmidt Kiel',
    address: 'Holstenstraße 1',
    website: 'https://foto-schmidt.example',
    shop_phone: '0431 123456',
    zipcode: '24103',
    city: 'Kiel',
    latitude: '54.323293',
    longitude: '10.122765',
    created_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

async function postStudio(
  token: string | null,
  fields: Record<string, string>,
  file: FormFile | null = { content: pdf },
) {
  const form = studioFormData(fields, file);
  return injectForm(
    testApp.app,
    '/api/photobooth/registered-shops/',
    form,
    token ? bearer(token) : {},
  );
}

/** The company's proofs in the blob store's trade-proof area (files without S3_*). */
async function storedProofs(): Promise<string[]> {
  const folder = path.join(uploadsDirectory(testApp.config), 'trade-proofs');
  const names = await fs.readdir(folder).catch(() => []);
  return names.filter((name) => name.startsWith(`${companyId}-`));
}

describe('an owner submitting a studio', () => {
  it('stores it pending review with the PDF outside the web root', async () => {
    const response = await postStudio(owner.accessToken, studioFields());

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Foto Schmidt Kiel',
      address: 'Holstenstraße 1',
      zipcode: '24103',
      city: 'Kiel',
      shop_phone: '0431 123456',
      website: 'https://foto-schmidt.example',
      latitude: 54.323293,
      longitude: 10.122765,
      certificate_uploaded: true,
      review_status: 'pending',
    });
    const [stored] = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.id, body.id));
    expect(stored).toMatchObject({ companyId, reviewStatus: 'pending' });
    expect(await storedProofs()).toEqual([stored!.certificateFile]);
    expect(Buffer.from((await readTradeProof(testApp.config, stored!.certificateFile!))!)).toEqual(
      pdf,
    );
  });

  it('uses the default postcode 00000 when none is given', async () => {
    const response = await postStudio(owner.accessToken, studioFields({ zipcode: '' }));

    expect(response.statusCode).toBe(201);
    expect(response.json().zipcode).toBe('00000');
  });

  it('refuses a renamed text file by its content, storing nothing', async () => {
    const before = await storedProofs();

    const response = await postStudio(owner.accessToken, studioFields({ name: 'Kein PDF' }), {
      content: Buffer.from('Das ist kein PDF, nur Text.'),
      name: 'gewerbeschein.pdf',
      type: 'application/pdf',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      certificate_file: ['Nur PDF-Dateien werden akzeptiert.'],
      non_field_errors: ['Nur PDF-Dateien werden akzeptiert.'],
    });
    expect(await storedProofs()).toEqual(before);
    const rows = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.name, 'Kein PDF'));
    expect(rows).toEqual([]);
  });

  it('refuses a PDF over 10 MB', async () => {
    const before = await storedProofs();
    const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);

    const response = await postStudio(owner.accessToken, studioFields(), { content: large });

    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors).toEqual([registeredShopMessages.tooLarge]);
    expect(await storedProofs()).toEqual(before);
  });

  it.each([
    [
      'a postcode of 4 digits',
      { zipcode: '2410' },
      'zipcode',
      'Postleitzahl: Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
    ],
    [
      'a latitude beyond 90',
      { latitude: '91' },
      'latitude',
      'Breitengrad: Der Breitengrad muss zwischen -90 und 90 liegen.',
    ],
    [
      'a longitude that is no number',
      { longitude: 'Osten' },
      'longitude',
      'Längengrad: Bitte geben Sie eine Zahl ein.',
    ],
    [
      'a creation time that is no timestamp',
      { created_at: 'gestern' },
      'created_at',
      'Erstellt am: Bitte geben Sie einen Zeitpunkt im ISO-8601-Format an.',
    ],
  ])('refuses %s', async (_case, change, field, summary) => {
    const response = await postStudio(owner.accessToken, studioFields(change));

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field, 'non_field_errors']);
    expect(response.json().non_field_errors).toEqual([summary]);
  });

  it('names missing required fields with the spec message first', async () => {
    const { name: _name, city: _city, latitude: _latitude, ...rest } = studioFields();

    const response = await postStudio(owner.accessToken, { ...rest, address: ' ' });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.non_field_errors[0]).toBe('Bitte füllen Sie alle erforderlichen Felder aus!');
    for (const field of ['name', 'address', 'city', 'latitude']) {
      expect(body[field]).toEqual(['Dieses Feld ist erforderlich.']);
    }
  });

  it('accepts a studio without a proof (optional in the locations page)', async () => {
    const response = await postStudio(owner.accessToken, studioFields(), null);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      certificate_uploaded: false,
      review_status: 'pending',
    });
  });

  it('asks for multipart/form-data', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/photobooth/registered-shops/',
      headers: bearer(owner.accessToken),
      payload: studioFields(),
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ non_field_errors: [registeredShopMessages.notMultipart] });
  });

  it('answers a form beyond the field limit as unreadable and removes the proof it stored', async () => {
    const before = await storedProofs();
    // The proof comes first, so it is stored before the parser stops at the 21st field.
    const form = studioFormData({}, { content: pdf });
    for (let index = 0; index < 25; index += 1) form.append(`feld_${index}`, 'x');

    const response = await injectForm(
      testApp.app,
      '/api/photobooth/registered-shops/',
      form,
      bearer(owner.accessToken),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [registeredShopMessages.unreadable] });
    expect(await storedProofs()).toEqual(before);
  });
});

describe('who may submit', () => {
  it('refuses a request without a token with 401', async () => {
    const response = await postStudio(null, studioFields());

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Bitte melden Sie sich an.', code: 'unauthorized' });
  });

  it.each(['employee', 'manager'] as const)('refuses a signed-in %s with 403', async (role) => {
    const ownerAccount = await findAccountByEmail(testApp.database.db, owner.email);
    const email = `${role}-standort@example.de`;
    const invitation = await createInvitation(
      testApp.database.db,
      { companyId, invitedBy: ownerAccount!.user.id, email, userType: role },
      testApp.clock(),
    );
    const staff = await registerVerifyAndLogIn(
      testApp,
      staffPayload(email, invitation.ownerCode, role),
    );

    const response = await postStudio(staff.accessToken, studioFields());

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Für diese Aktion fehlt Ihnen die Berechtigung.',
      code: 'forbidden',
    });
  });

  it('refuses the owner of a blocked company with the reason', async () => {
    await testApp.database.db
      .update(companies)
      .set({ blockedAt: testApp.clock(), blockReason: 'Gewerbenachweis gefälscht' })
      .where(eq(companies.id, companyId));
    try {
      const response = await postStudio(owner.accessToken, studioFields());

      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(
        'Der Zugang Ihres Unternehmens ist gesperrt. Bitte wenden Sie sich an den Bildbote-Support. Grund: Gewerbenachweis gefälscht',
      );
    } finally {
      await testApp.database.db
        .update(companies)
        .set({ blockedAt: null, blockReason: null })
        .where(eq(companies.id, companyId));
    }
  });
});
