import { eq } from 'drizzle-orm';
import { photoProofHeader } from 'shared-ui/photo-code/photo-code';
import { useTestApp } from '../accounts/testing/identity-test-kit';
import { users } from '../accounts/schema';
import { createTestAuthority, withApiKey } from '../authorities/testing/authority-fixtures';
import type { TestAuthority } from '../authorities/testing/authority-fixtures';
import { eidPseudonym } from '../eid/identification-billing';
import { createPhotoStudio, encryptedPhoto, uploadPhoto } from './testing/photo-test-kit';
import type { PhotoStudio } from './testing/photo-test-kit';
import type { TestPerson } from '../operator/testing/operator-test-kit';

/**
 * PassDEÜV § 1b (2): the photo travels with the uploader's pseudonym (ARCHITECTURE.md §8):
 * stable per person, derived from the eID subject identifier the identification stored, never
 * from the name.
 */
const testApp = useTestApp();
let studio: PhotoStudio;
let authority: TestAuthority;
const issuer = 'https://eid.example.org';

beforeAll(async () => {
  studio = await createPhotoStudio(testApp);
  authority = await createTestAuthority(testApp);
  for (const [person, subject] of [
    [studio.employee, 'subjekt-mitarbeiterin'],
    [studio.owner, 'subjekt-inhaberin'],
  ] as const) {
    await testApp.database.db
      .update(users)
      .set({ eidPseudonym: eidPseudonym(testApp.config, issuer, subject) })
      .where(eq(users.id, person.id));
  }
}, 120_000);

/** Uploads a new photo as `person` and returns the pseudonym the authority receives with it. */
async function pseudonymSentFor(person: TestPerson): Promise<string> {
  const photo = await encryptedPhoto();
  const uploaded = await uploadPhoto(testApp, person, studio.locationId, photo);
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
  const retrieved = await testApp.app.inject({
    method: 'GET',
    url: `/api/authority/photos/${photo.code.id}/`,
    headers: { [photoProofHeader]: photo.proof, ...withApiKey(authority.apiKey.key) },
  });
  if (retrieved.statusCode !== 200) throw new Error(`retrieval: ${retrieved.body}`);
  return decodeURIComponent(String(retrieved.headers['x-uploader-pseudonym']));
}

it('is the same for every photo of one person, and differs between people', async () => {
  const first = await pseudonymSentFor(studio.employee);
  const second = await pseudonymSentFor(studio.employee);
  const owners = await pseudonymSentFor(studio.owner);

  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(second).toBe(first);
  expect(owners).not.toBe(first);
});

it('follows the eID subject, not the name', async () => {
  const before = await pseudonymSentFor(studio.employee);
  await testApp.database.db
    .update(users)
    .set({ firstName: 'Marlene', lastName: 'Neumann' })
    .where(eq(users.id, studio.employee.id));
  const renamed = await pseudonymSentFor(studio.employee);
  await testApp.database.db
    .update(users)
    .set({ eidPseudonym: eidPseudonym(testApp.config, issuer, 'subjekt-neu') })
    .where(eq(users.id, studio.employee.id));
  const otherSubject = await pseudonymSentFor(studio.employee);

  expect(renamed).toBe(before);
  expect(otherSubject).not.toBe(before);
  const [row] = await testApp.database.db
    .select({ eidPseudonym: users.eidPseudonym })
    .from(users)
    .where(eq(users.id, studio.employee.id));
  // The authority sees neither the stored pseudonym nor anything of the name.
  expect(row!.eidPseudonym).not.toContain(otherSubject);
  for (const part of ['Marlene', 'Neumann', 'subjekt']) expect(otherSubject).not.toContain(part);
});
