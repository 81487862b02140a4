import type { OpenedDatabase } from '../database/database';
import { createTestDatabase, testDatabaseTimeoutMs } from '../testing/test-database';
import { movableClock } from '../../resources/accounts/testing/identity-test-kit';
import { ApiError } from '../http/api-error';
import { createRateLimiter } from './rate-limiter';
import { rateLimitHits } from './schema';

let database: OpenedDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, testDatabaseTimeoutMs);

afterAll(() => database.close());

const threePerMinute = { name: 'test-three-per-minute', limit: 3, windowMs: 60_000 };

it('lets `limit` events through per window, sliding, and does not count refused ones', async () => {
  const clock = movableClock();
  const limiter = createRateLimiter(database.db, clock);
  const take = () => limiter.take(threePerMinute, 'sliding@example.de');

  const first = [await take(), await take()];
  clock.advance(30_000);
  const second = [await take(), await take(), await take()];
  clock.advance(30_000);
  // The two events of the start have left the window; the one at 30 s has not.
  const third = [await take(), await take(), await take()];

  expect(first).toEqual([true, true]);
  expect(second).toEqual([true, false, false]);
  expect(third).toEqual([true, true, false]);
});

it('keeps subjects and rules apart and treats subjects case-insensitively', async () => {
  const limiter = createRateLimiter(database.db, movableClock());
  const oneOnly = { name: 'test-one', limit: 1, windowMs: 60_000 };

  expect(await limiter.take(oneOnly, 'A@example.de')).toBe(true);
  expect(await limiter.take(oneOnly, 'a@example.de')).toBe(false);
  expect(await limiter.take(oneOnly, 'b@example.de')).toBe(true);
  expect(await limiter.take({ ...oneOnly, name: 'test-other' }, 'a@example.de')).toBe(true);
});

it('never lets racing requests past the limit', async () => {
  const limiter = createRateLimiter(database.db, movableClock());

  const answers = await Promise.all(
    Array.from({ length: 10 }, () => limiter.take(threePerMinute, 'race@example.de')),
  );

  expect(answers.filter(Boolean).length).toBeLessThanOrEqual(3);
  expect(await limiter.isExhausted(threePerMinute, 'race@example.de')).toBe(
    answers.filter(Boolean).length === 3,
  );
});

it('records failures beyond the limit and forgets them on clear', async () => {
  const limiter = createRateLimiter(database.db, movableClock());
  for (let i = 0; i < 5; i += 1) await limiter.record(threePerMinute, 'record@example.de');

  expect(await limiter.isExhausted(threePerMinute, 'record@example.de')).toBe(true);
  await limiter.clear(threePerMinute, 'record@example.de');
  expect(await limiter.isExhausted(threePerMinute, 'record@example.de')).toBe(false);
});

it('stores no subject in clear text', async () => {
  const limiter = createRateLimiter(database.db, movableClock());
  await limiter.take(threePerMinute, 'geheim@example.de');

  const rows = await database.db.select().from(rateLimitHits);

  expect(JSON.stringify(rows)).not.toContain('geheim');
});

it("forgets a subject's events that left the window when it counts the next one, and only those", async () => {
  const clock = movableClock();
  const limiter = createRateLimiter(database.db, clock);
  const rule = { name: 'test-forget', limit: 3, windowMs: 60_000 };
  const bucketRows = async () =>
    (await database.db.select().from(rateLimitHits))
      .filter((row) => row.bucket.startsWith(`${rule.name}:`))
      .map((row) => row.hitAt.getTime() - clock().getTime());
  for (let i = 0; i < 3; i += 1) await limiter.record(rule, 'alt@example.de');
  await limiter.record(rule, 'andere@example.de');
  clock.advance(60_000);

  await limiter.record(rule, 'alt@example.de');

  // The other subject's event stays until the hourly sweep; the new one is at "now".
  expect((await bucketRows()).sort((a, b) => a - b)).toEqual([-60_000, 0]);
  expect(await limiter.take(rule, 'alt@example.de')).toBe(true);
});

it('enforce counts like take and refuses with the 429 route code answers with', async () => {
  const limiter = createRateLimiter(database.db, movableClock());
  const oneOnly = { name: 'test-enforce', limit: 1, windowMs: 120_000 };

  await limiter.enforce(oneOnly, 'enforce@example.de');
  const refusal = await limiter
    .enforce(oneOnly, 'enforce@example.de', 'Bitte warten Sie zwei Minuten.')
    .catch((error: unknown) => error);

  expect(refusal).toBeInstanceOf(ApiError);
  const { statusCode, headers } = refusal as ApiError;
  expect({ statusCode, headers, body: (refusal as ApiError).body() }).toEqual({
    statusCode: 429,
    headers: { 'retry-after': '120' },
    body: { detail: 'Bitte warten Sie zwei Minuten.', code: 'rate_limited' },
  });
  expect(await limiter.isExhausted(oneOnly, 'enforce@example.de')).toBe(true);
});
