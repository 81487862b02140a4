import type { OpenedDatabase } from '../../kernel/database/database';
import { createTestDatabase, testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { databaseAdapterFactory, providerRecords } from './database-adapter';

let database: OpenedDatabase;
let time = Date.UTC(2026, 10, 25, 12, 0, 0);
const now = () => time;

beforeAll(async () => {
  database = await createTestDatabase();
}, testDatabaseTimeoutMs);

afterAll(() => database.close());

test('an entry is found by id, uid and user code until it expires', async () => {
  const sessions = databaseAdapterFactory(database.db, now)('Session');
  await sessions.upsert('s1', { uid: 'u1', userCode: 'ABCD', accountId: 'a' }, 60);

  expect(await sessions.find('s1')).toMatchObject({ accountId: 'a' });
  expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
  expect(await sessions.findByUserCode!('ABCD')).toMatchObject({ accountId: 'a' });
  // Another model with the same id is another entry.
  expect(await databaseAdapterFactory(database.db, now)('Grant').find('s1')).toBeUndefined();

  time += 61_000;
  expect(await sessions.find('s1')).toBeUndefined();
  expect(await sessions.findByUid('u1')).toBeUndefined();
});

test('consume marks the payload, destroy and revokeByGrantId remove entries', async () => {
  const adapter = databaseAdapterFactory(database.db, now);
  const codes = adapter('AuthorizationCode');
  const tokens = adapter('AccessToken');
  await codes.upsert('c1', { grantId: 'g1' }, 120);
  await tokens.upsert('t1', { grantId: 'g1' }, 300);
  await tokens.upsert('t2', { grantId: 'g2' }, 300);

  await codes.consume('c1');
  expect(await codes.find('c1')).toMatchObject({ consumed: Math.floor(time / 1000) });

  await codes.revokeByGrantId('g1');
  expect(await codes.find('c1')).toBeUndefined();
  expect(await tokens.find('t1')).toBeUndefined();
  expect(await tokens.find('t2')).toMatchObject({ grantId: 'g2' });

  await tokens.destroy('t2');
  expect(await tokens.find('t2')).toBeUndefined();
});

test('secrets made at once by several processes: all get the first stored value', async () => {
  let made = 0;
  const make = () => ({ value: `secret-${++made}` });
  const records = providerRecords<{ value: string }>(database.db, 'ProviderSecrets', now);

  const results = await Promise.all([1, 2, 3].map(() => records.getOrCreate('race', make)));

  expect(new Set(results.map((result) => result.value)).size).toBe(1);
  expect(await records.get('race')).toEqual(results[0]);
});
