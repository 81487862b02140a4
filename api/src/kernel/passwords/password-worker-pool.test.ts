import { createPasswordHasher } from './password-hasher';
import { createPasswordWorkerPool } from './password-worker-pool';

const passwords = createPasswordHasher({ workers: 1 });
afterAll(() => passwords.close());

test('a password hashed at the standard cost verifies, a wrong one does not', async () => {
  const hash = await passwords.hash('Passwort1!');

  expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  expect(await passwords.verify(hash, 'Passwort1!')).toBe(true);
  expect(await passwords.verify(hash, 'Passwort2!')).toBe(false);
  expect(await passwords.verify('kein-hash', 'Passwort1!')).toBe(false);
});

test('20 hashes at once: never more than the pool size run, and the event loop keeps ticking', async () => {
  const pool = createPasswordWorkerPool(2);
  const options = { type: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const hashOf = async (password: string) =>
    String(await pool.run({ op: 'hash', password, options }));
  const events: string[] = [];
  const loads: { busy: number; workers: number }[] = [];
  let ticking = true;
  const tick = () => {
    if (!ticking) return;
    events.push('tick');
    loads.push(pool.load());
    setTimeout(tick, 1);
  };
  setTimeout(tick, 1);

  const hashes = Array.from({ length: 20 }, (_, index) =>
    hashOf(`Passwort${index}!`).then((hash) => {
      events.push('hash');
      return hash;
    }),
  );
  const waiting = pool.load();
  const done = await Promise.all(hashes);
  ticking = false;

  expect(waiting).toMatchObject({ busy: 2, queued: 18 });
  expect(Math.max(...loads.map((load) => load.busy))).toBe(2);
  expect(Math.max(...loads.map((load) => load.workers))).toBe(2);
  // The timer ran before the first hash was done and between hashes finishing.
  const first = events.indexOf('hash');
  const last = events.lastIndexOf('hash');
  expect(events.slice(0, first)).toContain('tick');
  expect(events.slice(first, last)).toContain('tick');
  expect(new Set(done).size).toBe(20);
  expect(await pool.run({ op: 'verify', hash: done[7]!, password: 'Passwort7!' })).toBe(true);
  await pool.close();
});

test('a closed pool has no workers left and refuses work', async () => {
  const pool = createPasswordWorkerPool(3);
  const options = { type: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };
  await Promise.all([1, 2, 3].map((n) => pool.run({ op: 'hash', password: `p${n}`, options })));
  expect(pool.load().workers).toBe(3);

  await pool.close();

  expect(pool.load().workers).toBe(0);
  await expect(pool.run({ op: 'hash', password: 'p', options })).rejects.toThrow('beendet');
});
