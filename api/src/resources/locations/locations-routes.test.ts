import { eq } from 'drizzle-orm';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { studioLocations } from '../finder/schema';
import { as, bearer, logIn, useTestApp } from '../accounts/testing/identity-test-kit';
import { injectForm, studioFormData } from '../../kernel/testing/multipart-form';
import { createSignedInOperator } from '../operator/testing/operator-test-kit';
import { readTradeProof } from '../studios/trade-proof-storage';
import {
  createOwner,
  createTestCompany,
  postStudio,
  testPdf,
} from '../staff/testing/company-test-kit';
import type { Person, TestCompany } from '../staff/testing/company-test-kit';
import { certificateLinkLifetimeMs, locationMessages } from './locations-routes';
import { weekWithNoonBreak as week } from 'shared-ui/testing/opening-hours-fixture';

const testApp = useTestApp();
let company: TestCompany;
let otherOwner: Person;

beforeAll(async () => {
  company = await createTestCompany(testApp);
  otherOwner = await createOwner(testApp, 'Anderes Studio');
}, testDatabaseTimeoutMs);

const shopsUrl = '/api/photobooth/registered-shops/';

async function addStudio(
  overrides: Record<string, string> = {},
  certificate: Buffer | null = testPdf,
) {
  const response = await postStudio(testApp, company.owner, overrides, certificate);
  if (response.statusCode !== 201) throw new Error(`registered-shops: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function listedShop(person: Person, id: number) {
  const response = await as(testApp, person, 'GET', shopsUrl);
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>[]>().find((shop) => shop.id === id);
}

const download = (url: string, person: Person | null = null) => as(testApp, person, 'GET', url);

describe('GET registered-shops/', () => {
  it("lists the company's studios with the spec fields, review and a certificate link", async () => {
    const id = await addStudio({
      name: 'Foto Liste',
      latitude: '54.3232931',
      longitude: '10.1227659',
    });

    const shop = await listedShop(company.owner, id);

    expect(shop).toEqual({
      id,
      name: 'Foto Liste',
      address: 'Holstenstraße 1',
      city: 'Kiel',
      zipcode: '24103',
      website: 'https://foto-nord.example',
      shop_phone: '0431 123456',
      latitude: 54.3232931,
      longitude: 10.1227659,
      certificate_uploaded: true,
      certificate_file: expect.stringMatching(
        new RegExp(
          `^/api/photobooth/registered-shops/${id}/certificate/\\?expires=\\d+&signature=[\\w-]+$`,
        ),
      ),
      review_status: 'pending',
      review_reason: null,
      opening_hours: null,
      barrier_free: false,
      created_at: testApp.clock().toISOString(),
    });
  });

  it('accepts the 6 decimals of registration as well as the 7 of the locations page', async () => {
    const id = await addStudio({ latitude: '53.551086', longitude: '9.993682' });

    expect(await listedShop(company.owner, id)).toMatchObject({
      latitude: 53.551086,
      longitude: 9.993682,
    });
  });

  it('shows null instead of a link when no proof was uploaded, and the reason of a rejection', async () => {
    const id = await addStudio({ name: 'Ohne Nachweis' }, null);
    await testApp.database.db
      .update(studioLocations)
      .set({ reviewStatus: 'rejected', reviewReason: 'Gewerbenachweis fehlt' })
      .where(eq(studioLocations.id, id));

    expect(await listedShop(company.owner, id)).toMatchObject({
      certificate_uploaded: false,
      certificate_file: null,
      review_status: 'rejected',
      review_reason: 'Gewerbenachweis fehlt',
    });
  });

  it.each(['manager', 'managersEmployee', 'ownersEmployee'] as const)(
    'lists the same studios for the %s',
    async (role) => {
      const id = await addStudio({ name: `Für ${role}` });

      expect(await listedShop(company[role], id)).toMatchObject({ id, name: `Für ${role}` });
    },
  );

  it("never lists another company's studios", async () => {
    await addStudio({ name: 'Nur für Studio 1' });

    const response = await as(testApp, otherOwner, 'GET', shopsUrl);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await as(testApp, null, 'GET', shopsUrl)).statusCode).toBe(401);
  });
});

describe('PUT registered-shops/{id}/opening-hours/', () => {
  const hoursUrl = (id: number) => `/api/photobooth/registered-shops/${id}/opening-hours/`;

  it('stores the week and barrier_free, lists them and shows them in the finder', async () => {
    const id = await addStudio({ name: 'Foto Zeiten' });
    await testApp.database.db
      .update(studioLocations)
      .set({ reviewStatus: 'approved' })
      .where(eq(studioLocations.id, id));

    const response = await as(testApp, company.owner, 'PUT', hoursUrl(id), {
      opening_hours: week,
      barrier_free: true,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, opening_hours: week, barrier_free: true });
    expect(await listedShop(company.manager, id)).toMatchObject({
      opening_hours: week,
      barrier_free: true,
    });
    const nearby = await as(
      testApp,
      null,
      'GET',
      '/api/photobooth/shops-nearby/?latitude=54.3233&longitude=10.1228&radius=10',
    );
    expect(nearby.json()).toContainEqual(
      expect.objectContaining({ id, opening_hours: week, barrier_free: true }),
    );
  });

  it('lets the manager set them too, and null clears the hours', async () => {
    const id = await addStudio({ name: 'Foto Manager' });

    const response = await as(testApp, company.manager, 'PUT', hoursUrl(id), {
      opening_hours: null,
      barrier_free: false,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ opening_hours: null, barrier_free: false });
  });

  it('refuses invalid hours with a German message per day and changes nothing', async () => {
    const id = await addStudio({ name: 'Foto Fehler' });
    await as(testApp, company.owner, 'PUT', hoursUrl(id), {
      opening_hours: week,
      barrier_free: true,
    });

    const response = await as(testApp, company.owner, 'PUT', hoursUrl(id), {
      opening_hours: {
        ...week,
        mon: [{ opens: '18:00', closes: '09:00' }],
        tue: [
          { opens: '09:00', closes: '13:00' },
          { opens: '12:00', closes: '18:00' },
        ],
      },
      barrier_free: 'ja',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Die Öffnungszeiten sind ungültig. Bitte prüfen Sie die markierten Tage.',
      code: 'invalid',
      opening_hours: [
        'Montag: Im Zeitraum 18:00–09:00 liegt die Schlusszeit nicht nach der Öffnungszeit. Über Mitternacht: bis 24:00 und am Folgetag ab 00:00.',
        'Dienstag: Die Zeiträume 09:00–13:00 und 12:00–18:00 überschneiden sich.',
      ],
      barrier_free: ['Bitte geben Sie an, ob der Standort barrierefrei ist (true oder false).'],
      non_field_errors: expect.arrayContaining([expect.stringMatching(/^Montag: /)]),
    });
    expect(await listedShop(company.owner, id)).toMatchObject({
      opening_hours: week,
      barrier_free: true,
    });
  });

  it('refuses a body that is not the week', async () => {
    const id = await addStudio({ name: 'Foto Form' });

    const response = await as(testApp, company.owner, 'PUT', hoursUrl(id), {
      opening_hours: 'Mo-Fr 9-18',
      barrier_free: false,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().opening_hours).toEqual([
      'Die Öffnungszeiten müssen für jeden Wochentag (mon bis sun) eine Liste von Zeiträumen { opens, closes } enthalten, oder null sein.',
    ]);
  });

  it("is refused to employees (403) and answers 404 for another company's studio", async () => {
    const id = await addStudio({ name: 'Foto Fremd' });
    const body = { opening_hours: week, barrier_free: true };

    expect(
      (await as(testApp, company.managersEmployee, 'PUT', hoursUrl(id), body)).statusCode,
    ).toBe(403);
    const foreign = await as(testApp, otherOwner, 'PUT', hoursUrl(id), body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(locationMessages.notFound);
    expect(await listedShop(company.owner, id)).toMatchObject({ opening_hours: null });
  });
});

describe('certificate download', () => {
  it('serves the PDF of a signed link as an attachment, without a token', async () => {
    const id = await addStudio();
    const link = (await listedShop(company.owner, id))!.certificate_file as string;

    const response = await download(link);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Gewerbenachweis-Standort-${id}.pdf"; filename*=UTF-8''Gewerbenachweis-Standort-${id}.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(testPdf);
  });

  it('refuses an altered signature and a link of another studio', async () => {
    const first = await addStudio();
    const second = await addStudio();
    const link = (await listedShop(company.owner, first))!.certificate_file as string;
    const altered = link.replace(
      /signature=(.)/,
      (_match, char: string) => `signature=${char === 'A' ? 'B' : 'A'}`,
    );
    const otherStudio = link.replace(`/registered-shops/${first}/`, `/registered-shops/${second}/`);

    for (const url of [altered, otherStudio]) {
      const response = await download(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: locationMessages.linkExpired });
    }
  });

  it('lets people of the company download with their token, others get 404', async () => {
    const id = await addStudio();
    const url = `${shopsUrl}${id}/certificate/`;

    for (const person of [company.owner, company.manager, company.managersEmployee]) {
      const response = await download(url, person);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(testPdf);
    }
    const foreign = await download(url, otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect((await download(url)).statusCode).toBe(401);
  });

  it('answers 404 for a studio without proof', async () => {
    const id = await addStudio({}, null);

    const response = await download(`${shopsUrl}${id}/certificate/`, company.owner);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: locationMessages.noCertificate });
  });
});

describe('DELETE registered-shops/{id}/', () => {
  it('deletes the studio and its proof for the owner', async () => {
    const id = await addStudio({ name: 'Wird gelöscht' });
    const [stored] = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.id, id));
    const proof = stored!.certificateFile!;
    expect(await readTradeProof(testApp.config, proof)).not.toBeNull();

    const response = await as(testApp, company.owner, 'DELETE', `${shopsUrl}${id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: locationMessages.deleted });
    expect(await listedShop(company.owner, id)).toBeUndefined();
    expect(await readTradeProof(testApp.config, proof)).toBeNull();
  });

  it('takes an approved studio out of the finder at once', async () => {
    const id = await addStudio({ name: 'Im Finder', latitude: '47.5', longitude: '7.6' });
    await testApp.database.db
      .update(studioLocations)
      .set({ reviewStatus: 'approved' })
      .where(eq(studioLocations.id, id));
    const nearby = () =>
      as(
        testApp,
        null,
        'GET',
        '/api/photobooth/shops-nearby/?latitude=47.5&longitude=7.6&radius=10',
      );
    const namesNearby = async () =>
      (await nearby()).json().map((shop: { name: string }) => shop.name);
    expect(await namesNearby()).toContain('Im Finder');

    await as(testApp, company.owner, 'DELETE', `${shopsUrl}${id}/`);

    expect(await namesNearby()).not.toContain('Im Finder');
  });

  it.each([
    ['an unknown id', () => Promise.resolve(999_999)],
    ["another company's studio", () => addStudio()],
  ])('answers 404 for %s', async (_case, studio) => {
    const id = await studio();

    const response = await as(testApp, otherOwner, 'DELETE', `${shopsUrl}${id}/`);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: locationMessages.notFound });
  });
});

describe('POST registered-shops/{id}/certificate/ (a proof uploaded later)', () => {
  const uploadUrl = (id: number) => `/api/photobooth/registered-shops/${id}/certificate/`;
  const upload = (
    person: Person,
    id: number,
    proof: { content: Buffer; type?: string; name?: string } | null = { content: testPdf },
  ) =>
    injectForm(testApp.app, uploadUrl(id), studioFormData({}, proof), bearer(person.accessToken));
  const approve = (id: number) =>
    as(testApp, operator, 'POST', `/api/operator/locations/${id}/approve/`);

  let operator: Person;
  beforeAll(async () => {
    operator = await createSignedInOperator(testApp);
  }, testDatabaseTimeoutMs);

  it("takes the owner's PDF for a studio without one; the operator can then approve it", async () => {
    const id = await addStudio({ name: 'Nachweis später' }, null);
    // Without a proof the operator cannot approve it yet.
    expect((await approve(id)).statusCode).toBeGreaterThanOrEqual(400);

    const response = await upload(company.owner, id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      detail: locationMessages.proofUploaded,
      certificate_uploaded: true,
      certificate_file: expect.stringContaining(
        `/api/photobooth/registered-shops/${id}/certificate/?`,
      ),
      review_status: 'pending',
    });
    const [row] = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.id, id));
    expect(await readTradeProof(testApp.config, row!.certificateFile!)).toEqual(
      new Uint8Array(testPdf),
    );
    expect((await approve(id)).statusCode).toBe(200);
    expect(await listedShop(company.owner, id)).toMatchObject({ review_status: 'approved' });
  });

  it("refuses another company's owner as if the studio did not exist, and stores nothing", async () => {
    const id = await addStudio({ name: 'Fremder Nachweis' }, null);

    const response = await upload(otherOwner, id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: locationMessages.notFound });
    expect(await listedShop(company.owner, id)).toMatchObject({ certificate_uploaded: false });
  });

  it.each(['manager', 'ownersEmployee'] as const)('refuses the %s (only owners)', async (role) => {
    const id = await addStudio({ name: `Nachweis durch ${role}` }, null);
    expect((await upload(company[role], id)).statusCode).toBe(403);
    expect(await listedShop(company.owner, id)).toMatchObject({ certificate_uploaded: false });
  });

  it('refuses a file that is not a PDF with the German message, and keeps the studio without proof', async () => {
    const id = await addStudio({ name: 'Kein PDF' }, null);

    const response = await upload(company.owner, id, {
      content: Buffer.from('nur ein Text'),
      type: 'application/pdf',
      name: 'nachweis.pdf',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Nur PDF-Dateien werden akzeptiert.',
      certificate_file: ['Nur PDF-Dateien werden akzeptiert.'],
    });
    expect(await listedShop(company.owner, id)).toMatchObject({ certificate_uploaded: false });
  });

  it('asks for the file when none was sent', async () => {
    const id = await addStudio({ name: 'Ohne Datei' }, null);
    const response = await upload(company.owner, id, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: locationMessages.proofRequired });
  });

  it('does not replace an existing proof, and sends rejected studios to the resubmission', async () => {
    const withProof = await addStudio({ name: 'Hat Nachweis' });
    const before = await listedShop(company.owner, withProof);
    expect((await upload(company.owner, withProof)).json()).toMatchObject({
      detail: locationMessages.alreadyHasProof,
    });
    expect((await listedShop(company.owner, withProof))?.certificate_file).toEqual(
      before?.certificate_file,
    );

    const rejected = await addStudio({ name: 'Abgelehnt ohne Nachweis' }, null);
    await testApp.database.db
      .update(studioLocations)
      .set({ reviewStatus: 'rejected', reviewReason: 'Gewerbenachweis fehlt' })
      .where(eq(studioLocations.id, rejected));
    const response = await upload(company.owner, rejected);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: locationMessages.rejectedUseResubmit });
  });
});

describe('an expired certificate link', () => {
  it('stops working after 30 minutes', async () => {
    const id = await addStudio();
    const link = (await listedShop(company.owner, id))!.certificate_file as string;

    testApp.clock.advance(certificateLinkLifetimeMs);
    const response = await download(link);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: locationMessages.linkExpired });
    // A new list hands out a working link again.
    const owner = await logIn(testApp.app, company.owner.email, company.owner.password);
    const fresh = (await listedShop({ ...company.owner, ...owner }, id))!
      .certificate_file as string;
    expect((await download(fresh)).statusCode).toBe(200);
  });
});
