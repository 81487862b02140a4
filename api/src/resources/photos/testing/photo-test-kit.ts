import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  encryptPhoto,
  newPhotoCode,
  photoProof,
  photoProofHeader,
} from 'shared-ui/photo-code/photo-code';
import type { PhotoCode } from 'shared-ui/photo-code/photo-code';
import { bearer } from '../../accounts/testing/identity-test-kit';
import type { SignedIn, TestApp } from '../../accounts/testing/identity-test-kit';
import { users } from '../../accounts/schema';
import { studioLocations } from '../../finder/schema';
import { addStaff, createCompany, submitLocation } from '../../operator/testing/operator-test-kit';
import type { TestCompany, TestPerson } from '../../operator/testing/operator-test-kit';
import { injectForm } from '../../../kernel/testing/multipart-form';

/**
 * A real JPEG that ships with a dependency (Fastify's static example): no test asset of our own.
 * Found from the package's entry, because Jest maps every `.jpg` module to a stub.
 */
export const sampleJpeg = new Uint8Array(
  fs.readFileSync(
    path.join(path.dirname(require.resolve('@fastify/static')), 'example/public/images/sample.jpg'),
  ),
);

export interface PhotoStudio extends TestCompany {
  employee: TestPerson;
  /** An approved location of the company. */
  locationId: number;
}

let studios = 0;

/** A company whose owner and employee are eID-identified, with one approved location. */
export async function createPhotoStudio(testApp: TestApp): Promise<PhotoStudio> {
  studios += 1;
  const company = await createCompany(testApp, `Passbild Studio ${studios}`);
  const employee = await addStaff(testApp, company, `foto${studios}@studio.example`, 'employee');
  const db = testApp.database.db;
  for (const person of [company.owner, employee]) {
    await db.update(users).set({ eidVerified: true }).where(eq(users.id, person.id));
  }
  const locationId = await submitLocation(testApp, company.owner, { name: `Foto ${studios}` });
  await db
    .update(studioLocations)
    .set({ reviewStatus: 'approved' })
    .where(eq(studioLocations.id, locationId));
  return { ...company, employee, locationId };
}

/** What a studio's software holds for one photo: the code (printed) and what it uploads. */
export interface EncryptedPhoto {
  code: PhotoCode;
  proof: string;
  ciphertext: Uint8Array;
}

export async function encryptedPhoto(jpeg: Uint8Array = sampleJpeg): Promise<EncryptedPhoto> {
  const code = newPhotoCode();
  return { code, proof: await photoProof(code), ciphertext: await encryptPhoto(jpeg, code.key) };
}

/** POST /api/photos/ as the studio's software sends it; `fields` override or add form fields. */
export function uploadPhoto(
  testApp: TestApp,
  person: SignedIn | null,
  locationId: number,
  photo: EncryptedPhoto,
  fields: Record<string, string | null> = {},
): Promise<LightMyRequestResponse> {
  const values: Record<string, string | null> = {
    id: photo.code.id,
    location_id: String(locationId),
    captured_at: new Date(testApp.clock().getTime() - 60_000).toISOString(),
    proof: photo.proof,
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== null) form.append(name, value);
  form.append(
    'ciphertext',
    new Blob([new Uint8Array(photo.ciphertext)], { type: 'application/octet-stream' }),
    'photo.bin',
  );
  return injectForm(testApp.app, '/api/photos/', form, person ? bearer(person.accessToken) : {});
}

/** A request with the proof of `photo` (or a given proof) in `X-Photo-Proof`. */
export function withProof(
  testApp: TestApp,
  method: 'GET' | 'DELETE',
  url: string,
  proof: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method, url, headers: { [photoProofHeader]: proof, ...headers } });
}
