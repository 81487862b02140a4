import { openPostgresDatabase } from '../../kernel/database/database';
import type { OpenedDatabase } from '../../kernel/database/database';
import {
  createPostgresDatabaseOnServer,
  describeWithPostgres,
  testDatabaseTimeoutMs,
} from '../../kernel/testing/test-database';
import { invalidateShopsNearby, shopsNearbyCache } from './shops-nearby-cache';

/** Two API processes' connections to one PostgreSQL, each with its own finder cache. */
describeWithPostgres('the finder cache across processes', () => {
  let onServer: Awaited<ReturnType<typeof createPostgresDatabaseOnServer>>;
  let first: OpenedDatabase;
  let second: OpenedDatabase;

  beforeAll(async () => {
    onServer = await createPostgresDatabaseOnServer();
    first = openPostgresDatabase(onServer.url, console);
    second = openPostgresDatabase(onServer.url, console);
  }, testDatabaseTimeoutMs);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await onServer?.drop();
  });

  /** Asks the second process until its answer is no longer the cached one. */
  async function untilReloaded(key: string): Promise<number> {
    let loads = 0;
    for (;;) {
      const answer = await shopsNearbyCache(second).get(key, async () => {
        loads += 1;
        return 'neu';
      });
      if (answer === 'neu') return loads;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  test('a change through one process clears the cache of the other at once', async () => {
    // The other process's listener is up once a notice of its own comes back to it.
    let heard = false;
    second.listen('bildbote_probe', () => (heard = true));
    while (!heard) {
      second.notify('bildbote_probe');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await shopsNearbyCache(second).get('alle', async () => 'alt')).toBe('alt');
    expect(await shopsNearbyCache(second).get('alle', async () => 'neu')).toBe('alt');

    invalidateShopsNearby(first);

    // Well inside the 60 s the cache would otherwise keep the stale answer.
    expect(await untilReloaded('alle')).toBe(1);
  });
});
