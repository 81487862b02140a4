import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  base64UrlDecode,
  base64UrlEncode,
  decryptPhoto,
  photoCiphertextMaxBytes,
} from 'shared-ui/photo-code/photo-code';
import { bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import { createTestAuthority, withApiKey } from '../authorities/testing/authority-fixtures';
import type { TestAuthority } from '../authorities/testing/authority-fixtures';
import { companies } from '../accounts/schema';
import { billableEvents } from '../eid/schema';
import { createSignedInOperator } from '../operator/testing/operator-test-kit';
import type { TestPerson } from '../operator/testing/operator-test-kit';
import { photoAccessMessages, proofFailuresPerIp } from './photo-access';
import { photos } from './schema';
import {
  createPhotoStudio,
  encryptedPhoto,
  sampleJpeg,
  uploadPhoto,
  withProof,
} from './testing/photo-test-kit';
import type { EncryptedPhoto, PhotoStudio } from './testing/photo-test-kit';

const testApp = useTestApp();
let studio: PhotoStudio;
let otherStudio: PhotoStudio;
let authority: TestAuthority;
let operator: TestPerson;

beforeAll(async () => {
  studio = await createPhotoStudio(testApp);
  otherStudio = await createPhotoStudio(testApp);
  authority = await createTestAuthority(testApp, { name: 'Bürgeramt Kiel' });
  operator = await createSignedInOperator(testApp);
  // Six people with argon2id passwords: far beyond Jest's 5 s on a busy machine.
}, 60_000);

const authorityUrl = (id: string) => `/api/authority/photos/${id}/`;
const publicUrl = (id: string) => `/api/public/photos/${id}/`;

async function storedPhoto(): Promise<EncryptedPhoto> {
  const photo = await encryptedPhoto();
  const response = await uploadPhoto(testApp, studio.employee, studio.locationId, photo);
  expect(response.statusCode).toBe(201);
  return photo;
}

function retrieve(
  photo: EncryptedPhoto,
  headers: Record<string, string> = bearer(authority.clerk.accessToken),
) {
  return withProof(testApp, 'GET', authorityUrl(photo.code.id), photo.proof, headers);
}

async function transferEvents(photoId: string): Promise<number> {
  const rows = await testApp.database.db
    .select()
    .from(billableEvents)
    .where(eq(billableEvents.photoId, photoId));
  return rows.length;
}

describe('photo transfer', () => {
  it('carries a JPEG encrypted with WebCrypto to the authority, which decrypts the same bytes', async () => {
    const photo = await encryptedPhoto();
    const captured = new Date(testApp.clock().getTime() - 5 * 60_000);

    const uploaded = await uploadPhoto(testApp, studio.employee, studio.locationId, photo, {
      captured_at: captured.toISOString(),
    });

    expect(uploaded.statusCode).toBe(201);
    const expires = new Date(captured);
    expires.setUTCMonth(expires.getUTCMonth() + 6);
    expect(uploaded.json()).toEqual({
      id: photo.code.id,
      location_id: studio.locationId,
      captured_at: captured.toISOString(),
      expires_at: expires.toISOString(),
      status: 'gespeichert',
    });
    const retrieved = await retrieve(photo);
    expect(retrieved.statusCode).toBe(200);
    expect(retrieved.headers['content-type']).toBe('application/octet-stream');
    const plain = await decryptPhoto(new Uint8Array(retrieved.rawPayload), photo.code.key);
    expect(Buffer.from(plain).equals(Buffer.from(sampleJpeg))).toBe(true);
    expect(retrieved.headers['x-photo-captured-at']).toBe(captured.toISOString());
    expect(retrieved.headers['x-photo-expires-at']).toBe(expires.toISOString());
    expect(decodeURIComponent(String(retrieved.headers['x-studio-name']))).toBe(
      `Foto ${studio.name.split(' ').at(-1)}`,
    );
    expect(decodeURIComponent(String(retrieved.headers['x-studio-address']))).toMatch(/Kiel$/);
    expect(String(retrieved.headers['x-uploader-pseudonym'])).toMatch(/^[0-9a-f]{32}$/);
    expect(retrieved.headers['x-photo-retrieval-count']).toBe('0');
    expect(await transferEvents(photo.code.id)).toBe(1);
  });

  it('never holds the key: neither database nor blob store contain key bytes or plaintext', async () => {
    const photo = await storedPhoto();
    const needles = [
      Buffer.from(photo.code.key),
      Buffer.from(base64UrlEncode(photo.code.key)),
      Buffer.from(Buffer.from(photo.code.key).toString('hex')),
      Buffer.from(sampleJpeg.subarray(0, 64)),
    ];
    const db = testApp.database.db;
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    let dump = '';
    for (const { table_name } of tables.rows) {
      const rows = await db.execute(sql.raw(`select * from "${table_name}"`));
      dump += JSON.stringify(rows.rows);
    }
    expect(dump).toContain(photo.code.id);
    const photoDir = path.join(testApp.config.dataDir, 'photos');
    const blobs = fs
      .readdirSync(photoDir)
      .map((name) => fs.readFileSync(path.join(photoDir, name)));
    expect(blobs.length).toBeGreaterThan(0);
    for (const haystack of [Buffer.from(dump), ...blobs]) {
      for (const needle of needles) expect(haystack.includes(needle)).toBe(false);
    }
  });

  it('is idempotent on the id: the same upload answers 200, a different one 409', async () => {
    const photo = await storedPhoto();

    const again = await uploadPhoto(testApp, studio.employee, studio.locationId, photo);
    const other = await encryptedPhoto();
    const differentBytes = await uploadPhoto(testApp, studio.employee, studio.locationId, {
      ...photo,
      ciphertext: other.ciphertext,
    });
    const differentProof = await uploadPhoto(testApp, studio.employee, studio.locationId, {
      ...photo,
      proof: other.proof,
    });

    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(photo.code.id);
    expect(differentBytes.statusCode).toBe(409);
    expect(differentProof.statusCode).toBe(409);
    expect(await transferEvents(photo.code.id)).toBe(1);
  });

  it('stores 50 concurrent uploads of distinct ids with 50 transfer events', async () => {
    const batch = await Promise.all(Array.from({ length: 50 }, () => encryptedPhoto()));

    const answers = await Promise.all(
      batch.map((photo) => uploadPhoto(testApp, studio.owner, studio.locationId, photo)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    const ids = batch.map((photo) => photo.code.id);
    const [charged] = await testApp.database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from billable_events where photo_id in ${ids}`,
      )
      .then((result) => result.rows);
    expect(charged?.n).toBe(50);
  });

  it('stores 20 concurrent uploads of the same id once, with one charge and one blob', async () => {
    const photo = await encryptedPhoto();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        uploadPhoto(testApp, studio.employee, studio.locationId, photo),
      ),
    );

    const codes = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([...Array(19).fill(200), 201]);
    expect(await transferEvents(photo.code.id)).toBe(1);
    const blobs = fs
      .readdirSync(path.join(testApp.config.dataDir, 'photos'))
      .filter((name) => name.startsWith(photo.code.id));
    expect(blobs).toHaveLength(1);
  });
});

describe('upload rules', () => {
  it('refuses people without eID identification', async () => {
    const photo = await encryptedPhoto();
    await testApp.database.db.execute(
      sql`update users set eid_verified = false where id = ${studio.employee.id}`,
    );
    try {
      const response = await uploadPhoto(testApp, studio.employee, studio.locationId, photo);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('eid-required');
    } finally {
      await testApp.database.db.execute(
        sql`update users set eid_verified = true where id = ${studio.employee.id}`,
      );
    }
    expect(await transferEvents(photo.code.id)).toBe(0);
  });

  it('refuses a blocked company', async () => {
    const db = testApp.database.db;
    await db
      .update(companies)
      .set({ blockedAt: testApp.clock() })
      .where(eq(companies.id, studio.id));
    try {
      const response = await uploadPhoto(
        testApp,
        studio.owner,
        studio.locationId,
        await encryptedPhoto(),
      );
      expect(response.statusCode).toBe(403);
    } finally {
      await db.update(companies).set({ blockedAt: null }).where(eq(companies.id, studio.id));
    }
  });

  it('accepts only approved locations of the own company', async () => {
    const pending = await testApp.database.db.execute<{ id: number }>(
      sql`insert into studio_locations (company_id, name, address, city, latitude, longitude)
          values (${studio.id}, 'Filiale', 'Weg 1', 'Kiel', 54.3, 10.1) returning id`,
    );
    for (const locationId of [otherStudio.locationId, pending.rows[0]!.id, 999_999]) {
      const response = await uploadPhoto(testApp, studio.owner, locationId, await encryptedPhoto());
      expect(response.statusCode).toBe(400);
      expect(response.json().location_id).toBeDefined();
    }
  });

  it('refuses capture times in the future or older than 24 hours, allows 2 minutes of skew', async () => {
    const at = (offsetMs: number) => new Date(testApp.clock().getTime() + offsetMs).toISOString();
    const send = async (capturedAt: string) =>
      uploadPhoto(testApp, studio.owner, studio.locationId, await encryptedPhoto(), {
        captured_at: capturedAt,
      });

    expect((await send(at(5 * 60_000))).statusCode).toBe(400);
    expect((await send(at(-25 * 60 * 60_000))).statusCode).toBe(400);
    expect((await send('gestern')).statusCode).toBe(400);
    expect((await send(at(60_000))).statusCode).toBe(201);
    expect((await send(at(-23 * 60 * 60_000))).statusCode).toBe(201);
  });

  it('refuses bodies that cannot be IV and AES-GCM ciphertext, and more than 4 MB', async () => {
    const photo = await encryptedPhoto();
    const tiny = await uploadPhoto(testApp, studio.owner, studio.locationId, {
      ...photo,
      ciphertext: new Uint8Array(40),
    });
    const huge = await uploadPhoto(testApp, studio.owner, studio.locationId, {
      ...photo,
      ciphertext: new Uint8Array(photoCiphertextMaxBytes + 1),
    });

    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().ciphertext[0]).toMatch(/zu klein/);
    expect(huge.statusCode).toBe(413);
    expect(await transferEvents(photo.code.id)).toBe(0);
    const blobs = fs.readdirSync(path.join(testApp.config.dataDir, 'photos'));
    expect(blobs.filter((name) => name.startsWith(photo.code.id))).toEqual([]);
  });

  it('wants a reason when a failed pre-check is sent anyway, and a text for "other"', async () => {
    const send = async (fields: Record<string, string>) =>
      uploadPhoto(testApp, studio.owner, studio.locationId, await encryptedPhoto(), fields);

    expect((await send({ check_passed: 'false' })).statusCode).toBe(400);
    expect((await send({ check_passed: 'false', override_reason: 'other' })).statusCode).toBe(400);
    expect((await send({ check_passed: 'false', override_reason: 'x' })).statusCode).toBe(400);
    expect((await send({ check_passed: 'true', override_reason: 'medical' })).statusCode).toBe(400);
    expect(
      (await send({ check_passed: 'false', override_reason: 'other', override_text: 'Gips' }))
        .statusCode,
    ).toBe(201);
    expect((await send({ check_passed: 'false', override_reason: 'small-child' })).statusCode).toBe(
      201,
    );
  });

  it('keeps clerks, operators and anonymous callers from uploading', async () => {
    const photo = await encryptedPhoto();
    expect((await uploadPhoto(testApp, authority.clerk, studio.locationId, photo)).statusCode).toBe(
      403,
    );
    expect((await uploadPhoto(testApp, operator, studio.locationId, photo)).statusCode).toBe(403);
    expect((await uploadPhoto(testApp, null, studio.locationId, photo)).statusCode).toBe(401);
  });
});

describe('retrieval', () => {
  it('answers a wrong proof exactly like an unknown id', async () => {
    const photo = await storedPhoto();
    const stranger = await encryptedPhoto();

    const wrongProof = await withProof(
      testApp,
      'GET',
      authorityUrl(photo.code.id),
      stranger.proof,
      bearer(authority.clerk.accessToken),
    );
    const unknownId = await retrieve(stranger);

    expect(wrongProof.statusCode).toBe(404);
    expect(unknownId.statusCode).toBe(404);
    expect(wrongProof.body).toBe(unknownId.body);
    expect(wrongProof.json().code).toBe('photo-not-found');
  });

  it('counts and lists retrievals by clerk and by API key; the list itself is not counted', async () => {
    const photo = await storedPhoto();

    await retrieve(photo);
    const byKey = await retrieve(photo, withApiKey(authority.apiKey.key));
    const list = await withProof(
      testApp,
      'GET',
      `${authorityUrl(photo.code.id)}retrievals/`,
      photo.proof,
      withApiKey(authority.apiKey.key),
    );
    const third = await retrieve(photo);

    expect(byKey.headers['x-photo-retrieval-count']).toBe('1');
    expect(list.json().retrievals).toHaveLength(2);
    expect(list.json().retrievals[0].authority).toBe('Bürgeramt Kiel');
    expect(third.headers['x-photo-retrieval-count']).toBe('2');
  });

  it('is for authorities only', async () => {
    const photo = await storedPhoto();
    for (const person of [studio.owner, studio.employee, operator]) {
      expect((await retrieve(photo, bearer(person.accessToken))).statusCode).toBe(403);
    }
    expect((await retrieve(photo, {})).statusCode).toBe(401);
  });

  it('stops proof guessing per IP address with 429', async () => {
    const photo = await storedPhoto();
    const guess = await encryptedPhoto();
    const clerk = bearer(authority.clerk.accessToken);
    let answer = await withProof(testApp, 'GET', authorityUrl(photo.code.id), guess.proof, clerk);
    for (let i = 1; i < proofFailuresPerIp.limit + 1 && answer.statusCode === 404; i += 1) {
      const next = await encryptedPhoto();
      answer = await withProof(testApp, 'GET', authorityUrl(next.code.id), next.proof, clerk);
    }

    expect(answer.statusCode).toBe(429);
    expect(answer.json().detail).toBe(photoAccessMessages.tooManyAttempts);
    // Even the right proof waits until the window has passed.
    expect((await retrieve(photo)).statusCode).toBe(429);
    testApp.clock.advance(proofFailuresPerIp.windowMs);
    authority = await createTestAuthority(testApp);
  });
});

describe('citizen', () => {
  it('sees the photo with its history and erases it at once; the record keeps no personal data', async () => {
    const photo = await storedPhoto();
    await retrieve(photo);

    const viewed = await withProof(testApp, 'GET', publicUrl(photo.code.id), photo.proof);
    expect(viewed.statusCode).toBe(200);
    const body = viewed.json();
    expect(body.status).toBe('abgerufen');
    expect(body.retrievals).toHaveLength(1);
    const plain = await decryptPhoto(base64UrlDecode(body.ciphertext)!, photo.code.key);
    expect(Buffer.from(plain).equals(Buffer.from(sampleJpeg))).toBe(true);

    const erased = await withProof(testApp, 'DELETE', publicUrl(photo.code.id), photo.proof);
    expect(erased.statusCode).toBe(204);
    const blobs = fs.readdirSync(path.join(testApp.config.dataDir, 'photos'));
    expect(blobs.filter((name) => name.startsWith(photo.code.id))).toEqual([]);
    const [record] = await testApp.database.db
      .select()
      .from(photos)
      .where(eq(photos.id, photo.code.id));
    expect(record?.erasedAt).not.toBeNull();
    expect(record?.uploaderPseudonym).toBeNull();

    const again = await withProof(testApp, 'DELETE', publicUrl(photo.code.id), photo.proof);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ code: 'photo-erased', detail: photoAccessMessages.erased });
    expect((await retrieve(photo)).json().code).toBe('photo-erased');
    expect(await transferEvents(photo.code.id)).toBe(1);
  });
});

describe('studio list and operator trail', () => {
  it('shows owners all of the company, employees their own, nobody another company', async () => {
    const byEmployee = await storedPhoto();
    await uploadPhoto(testApp, studio.owner, studio.locationId, await encryptedPhoto());
    await uploadPhoto(testApp, otherStudio.owner, otherStudio.locationId, await encryptedPhoto());
    const list = async (person: TestPerson, query = '') =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/photos/${query}`,
          headers: bearer(person.accessToken),
        })
      ).json();

    const ownersView = await list(studio.owner, '?page_size=100');
    const employeesView = await list(studio.employee, '?page_size=100');
    const othersView = await list(otherStudio.owner, '?page_size=100');

    const ids = (view: { results: { id: string }[] }) => view.results.map((row) => row.id);
    expect(ids(ownersView)).toContain(byEmployee.code.id);
    expect(ids(employeesView)).toContain(byEmployee.code.id);
    expect(employeesView.count).toBeLessThan(ownersView.count);
    expect(ids(othersView)).not.toContain(byEmployee.code.id);
    expect(othersView.count).toBe(1);
    expect(ownersView.results[0].uploaded_by.name).toBeDefined();
  });

  it('filters the list by location and person (the workplace history), within the company only', async () => {
    const byEmployee = await storedPhoto();
    const byOwner = await encryptedPhoto();
    await uploadPhoto(testApp, studio.owner, studio.locationId, byOwner);
    const list = async (query: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/photos/?page_size=100&${query}`,
          headers: bearer(studio.owner.accessToken),
        })
      ).json() as { count: number; results: { id: string; uploaded_by: { id: number } }[] };

    const employeesPhotos = await list(`uploaded_by=${studio.employee.id}`);
    const atLocation = await list(`location_id=${studio.locationId}`);
    const atOtherCompany = await list(`location_id=${otherStudio.locationId}`);

    const ids = employeesPhotos.results.map((row) => row.id);
    expect(ids).toContain(byEmployee.code.id);
    expect(ids).not.toContain(byOwner.code.id);
    expect(new Set(employeesPhotos.results.map((row) => row.uploaded_by.id))).toEqual(
      new Set([studio.employee.id]),
    );
    expect(atLocation.results.map((row) => row.id)).toEqual(
      expect.arrayContaining([byEmployee.code.id, byOwner.code.id]),
    );
    expect(atOtherCompany.count).toBe(0);
  });

  it('gives operators the trail of a photo, never image or key', async () => {
    const photo = await storedPhoto();
    await retrieve(photo);
    await withProof(testApp, 'GET', publicUrl(photo.code.id), photo.proof);
    await withProof(testApp, 'DELETE', publicUrl(photo.code.id), photo.proof);

    const trail = await testApp.app.inject({
      method: 'GET',
      url: `/api/operator/photos/${photo.code.id}/trail/`,
      headers: bearer(operator.accessToken),
    });
    const refused = await testApp.app.inject({
      method: 'GET',
      url: `/api/operator/photos/${photo.code.id}/trail/`,
      headers: bearer(studio.owner.accessToken),
    });

    expect(trail.statusCode).toBe(200);
    expect(trail.json().events.map((e: { event: string }) => e.event)).toEqual([
      'hochgeladen',
      'abgerufen',
      'angesehen',
      'gelöscht',
    ]);
    expect(trail.json().events.map((e: { actor: string }) => e.actor)).toEqual([
      `${studio.name} – Foto ${studio.name.split(' ').at(-1)}`,
      authority.name,
      'Bürgerin/Bürger',
      'Bürgerin/Bürger',
    ]);
    expect(refused.statusCode).toBe(403);
  });
});
