import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import { createTestAuthority } from '../authorities/testing/authority-fixtures';
import { signInAgain } from '../operator/testing/operator-test-kit';
import { createFileBlobStore } from '../../kernel/blob-store/file-blob-store';
import type { ApiContext } from '../../kernel/api-deps';
import { createRateLimiter } from '../../kernel/rate-limit/rate-limiter';
import { createMailer } from '../../kernel/mail/mailer';
import { blobKeyOf, expiryOf, sha256HexOf } from './photo-rules';
import { orphanBlobGraceMs, photoSweepLeaseMs, sweepPhotos, takeLease } from './photo-sweeper';
import { photoAudit, photos } from './schema';
import {
  createPhotoStudio,
  encryptedPhoto,
  uploadPhoto,
  withProof,
} from './testing/photo-test-kit';
import type { PhotoStudio } from './testing/photo-test-kit';

const testApp = useTestApp();
let studio: PhotoStudio;
let deps: ApiContext;

beforeAll(async () => {
  studio = await createPhotoStudio(testApp);
  // The same services the app built, on the app's database, clock and photo folder.
  deps = {
    config: testApp.config,
    database: testApp.database,
    clock: testApp.clock,
    mailer: createMailer(testApp.config, testApp.app.log),
    limiter: createRateLimiter(testApp.database.db, testApp.clock),
    blobStore: createFileBlobStore(photoDir()),
    passwords: testApp.passwords,
  };
}, 60_000);

const moveClockTo = (time: Date) =>
  testApp.clock.advance(time.getTime() - testApp.clock().getTime());
function photoDir(): string {
  return path.join(testApp.config.dataDir, 'photos');
}
const blobNames = () => (fs.existsSync(photoDir()) ? fs.readdirSync(photoDir()) : []);

describe('photo sweeper', () => {
  it('deletes the blob of an expired photo, records it, and the authority gets 410', async () => {
    const photo = await encryptedPhoto();
    const uploadedAt = testApp.clock();
    const uploaded = await uploadPhoto(testApp, studio.owner, studio.locationId, photo);
    expect(uploaded.statusCode).toBe(201);
    const keep = await encryptedPhoto();
    // Captured later: still valid when the first one expires.
    testApp.clock.advance(20 * 60 * 60_000);
    await createTestAuthority(testApp);
    await studioSignsInAgain();
    expect((await uploadPhoto(testApp, studio.owner, studio.locationId, keep)).statusCode).toBe(
      201,
    );

    const expiry = expiryOf(new Date(uploadedAt.getTime() - 60_000));
    moveClockTo(new Date(expiry.getTime() - 60 * 60_000));
    const early = await sweepPhotos(deps, 'process-a');
    expect(early?.expired).toBe(0);
    moveClockTo(new Date(expiry.getTime() + 60 * 60_000));
    const result = await sweepPhotos(deps, 'process-a');

    expect(result?.expired).toBe(1);
    expect(blobNames().filter((name) => name.startsWith(photo.code.id))).toEqual([]);
    expect(blobNames().filter((name) => name.startsWith(keep.code.id))).toHaveLength(1);
    const [record] = await testApp.database.db
      .select()
      .from(photos)
      .where(eq(photos.id, photo.code.id));
    expect(record?.expiredAt).toEqual(testApp.clock());
    expect(record?.uploaderPseudonym).toBeNull();
    const trail = await testApp.database.db
      .select()
      .from(photoAudit)
      .where(eq(photoAudit.photoId, photo.code.id));
    expect(trail.map((entry) => [entry.event, entry.actor])).toContainEqual([
      'abgelaufen',
      'System',
    ]);
    const authority = await createTestAuthority(testApp);
    const retrieved = await withProof(
      testApp,
      'GET',
      `/api/authority/photos/${photo.code.id}/`,
      photo.proof,
      bearer(authority.clerk.accessToken),
    );
    expect(retrieved.statusCode).toBe(410);
    expect(retrieved.json().code).toBe('photo-expired');
  }, 60_000);

  it('lets one process sweep at a time; the lease passes on when it runs out', async () => {
    testApp.clock.advance(photoSweepLeaseMs);
    const [a, b] = await Promise.all([
      takeLease(deps, 'lease-test', 'process-a', photoSweepLeaseMs),
      takeLease(deps, 'lease-test', 'process-b', photoSweepLeaseMs),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const winner = a ? 'process-a' : 'process-b';
    const loser = a ? 'process-b' : 'process-a';

    expect(await takeLease(deps, 'lease-test', loser, photoSweepLeaseMs)).toBe(false);
    expect(await takeLease(deps, 'lease-test', winner, photoSweepLeaseMs)).toBe(true);
    testApp.clock.advance(photoSweepLeaseMs);
    expect(await takeLease(deps, 'lease-test', loser, photoSweepLeaseMs)).toBe(true);
    expect(await sweepPhotos(deps, 'process-c')).not.toBeNull();
    expect(await sweepPhotos(deps, 'process-d')).toBeNull();
  });

  it('removes after a restart the blob a crash left between blob and record, and half-written files', async () => {
    // What an upload had written when the process died: the blob, no record, no charge.
    const crashedId = randomUUID();
    const crashedKey = blobKeyOf({ id: crashedId, ciphertextHash: sha256HexOf('x') });
    await deps.blobStore.put(crashedKey, new Uint8Array(300));
    fs.writeFileSync(path.join(photoDir(), `${crashedKey}.abcdef012345.partial`), 'half');
    const live = await encryptedPhoto();
    await studioSignsInAgain();
    expect((await uploadPhoto(testApp, studio.owner, studio.locationId, live)).statusCode).toBe(
      201,
    );

    // The files carry the real time; the test clock is moved past them and the grace period.
    testApp.clock.advance(
      Math.max(0, Date.now() - testApp.clock().getTime()) + orphanBlobGraceMs + 60_000,
    );
    const restarted = await sweepPhotos(deps, `restarted-${randomUUID()}`);
    const again = restarted ?? (await sweepAfterLease());

    expect(again.orphansRemoved).toBeGreaterThanOrEqual(2);
    expect(blobNames().some((name) => name.startsWith(crashedId))).toBe(false);
    expect(blobNames().filter((name) => name.startsWith(live.code.id))).toHaveLength(1);
  }, 60_000);
});

async function sweepAfterLease() {
  testApp.clock.advance(photoSweepLeaseMs);
  const result = await sweepPhotos(deps, `later-${randomUUID()}`);
  if (!result) throw new Error('Lease nicht frei');
  return result;
}

/** Access tokens live 15 minutes; the tests move the clock by days. */
async function studioSignsInAgain(): Promise<void> {
  await signInAgain(testApp, studio.owner);
}
