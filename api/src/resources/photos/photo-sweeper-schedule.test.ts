import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { fakeOnly } from 'shared-ui/testing/fake-timers';
import { buildApp } from '../../app';
import type { OpenedDatabase } from '../../kernel/database/database';
import { createTestConfig } from '../../kernel/testing/test-config';
import { createTestDatabase, testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { createTestPasswordHasher, movableClock } from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import { signInAgain } from '../operator/testing/operator-test-kit';
import { photoSweepIntervalMs } from './photo-sweeper';
import { photos } from './schema';
import { createPhotoStudio, encryptedPhoto, uploadPhoto } from './testing/photo-test-kit';

/**
 * Issue 16: the expiry sweeper runs by itself, at app start and then every
 * `photoSweepIntervalMs`, until the app closes. Jest's fake timers stand in for setInterval and
 * clearInterval only (database, password hashing and uploads keep their real timers); the app's
 * clock is moved by hand. `app.close()` waits for a running sweep, so every check reads the
 * database after the sweeps that were due have finished.
 */
const sevenMonthsMs = 7 * 31 * 24 * 60 * 60_000;

const config = createTestConfig();
const clock = movableClock();
let database: OpenedDatabase;

beforeAll(async () => {
  fakeOnly(['setInterval', 'clearInterval']);
  database = await createTestDatabase();
}, testDatabaseTimeoutMs);

afterAll(async () => {
  jest.useRealTimers();
  await database.close();
  await fs.rm(config.dataDir, { recursive: true, force: true });
});

/** One app process on the shared database, folder and clock, ready (its sweeper started). */
async function startProcess(): Promise<TestApp> {
  const passwords = createTestPasswordHasher();
  const app = await buildApp({ config, database, clock, passwords });
  await app.ready();
  const close = async () => {
    await app.close();
    await passwords.close();
  };
  return { app, config, database, clock, passwords, close };
}

async function statusOf(id: string): Promise<{ expired: boolean }> {
  const [row] = await database.db.select().from(photos).where(eq(photos.id, id));
  return { expired: row!.expiredAt !== null };
}

it('sweeps at app start and every interval after it, not before', async () => {
  const first = await startProcess();
  const studio = await createPhotoStudio(first);
  const early = await encryptedPhoto();
  expect((await uploadPhoto(first, studio.employee, studio.locationId, early)).statusCode).toBe(
    201,
  );
  clock.advance(sevenMonthsMs);
  jest.advanceTimersByTime(photoSweepIntervalMs - 1);
  await first.close();
  const beforeTheInterval = await statusOf(early.code.id);

  const second = await startProcess();
  await second.close();
  const afterAStart = await statusOf(early.code.id);

  const third = await startProcess();
  await signInAgain(third, studio.employee);
  const late = await encryptedPhoto();
  expect((await uploadPhoto(third, studio.employee, studio.locationId, late)).statusCode).toBe(201);
  clock.advance(sevenMonthsMs);
  jest.advanceTimersByTime(photoSweepIntervalMs);
  await third.close();

  // The first process's interval had not elapsed: the expired photo was still stored.
  expect(beforeTheInterval).toEqual({ expired: false });
  // The second process swept right at its start.
  expect(afterAStart).toEqual({ expired: true });
  // The third swept again when its interval elapsed.
  expect(await statusOf(late.code.id)).toEqual({ expired: true });
}, 120_000);

it('stops sweeping when the app closes', async () => {
  const process = await startProcess();
  const before = jest.getTimerCount();
  await process.close();

  // Other parts of the app may keep intervals of their own (jobs, limits); after close none
  // of them, the sweeper's included, is left.
  expect(before).toBeGreaterThanOrEqual(1);
  expect(jest.getTimerCount()).toBe(0);
});
