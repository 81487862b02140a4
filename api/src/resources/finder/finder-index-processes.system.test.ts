import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openPostgresDatabase, type OpenedDatabase } from '../../kernel/database/database';
import { createTestConfig } from '../../kernel/testing/test-config';
import {
  createPostgresDatabaseOnServer,
  describeWithPostgres,
  testDatabaseTimeoutMs,
} from '../../kernel/testing/test-database';
import { findShopsNearby } from './shops-nearby';
import { insertStudios, studio } from './studio-fixtures';

/**
 * Two API processes on one PostgreSQL, each with its own finder index (as two processes have:
 * their own pool, notice connection and memory). A change made through either of them, or by
 * neither (the operator CLI, SQL by hand), is in the very next answer of both: nothing here
 * waits for a notice to arrive.
 */
describeWithPostgres('the finder index of several API processes', () => {
  let onServer: Awaited<ReturnType<typeof createPostgresDatabaseOnServer>>;
  const processes: { database: OpenedDatabase; app: FastifyInstance }[] = [];
  let outside: OpenedDatabase;
  let companyId: number;
  let studioId: number;

  const kiel = { latitude: 54.3233, longitude: 10.1228 };
  const munich = { latitude: 48.1374, longitude: 11.5755 };

  beforeAll(async () => {
    onServer = await createPostgresDatabaseOnServer();
    for (let count = 0; count < 2; count += 1) {
      const database = openPostgresDatabase(onServer.url, console);
      const app = await buildApp({ config: createTestConfig(), database });
      processes.push({ database, app });
    }
    outside = openPostgresDatabase(onServer.url, console);
    const { rows } = await outside.db.execute<{ id: number }>(
      sql`INSERT INTO companies (name) VALUES ('Foto Förde GmbH') RETURNING id`,
    );
    companyId = rows[0]!.id;
    const ids = await insertStudios(outside.db, [
      studio({ name: 'Förde Foto', companyId, reviewStatus: 'pending' }),
      studio({ name: 'Nachbar', latitude: 54.3, longitude: 10.1 }),
    ]);
    studioId = ids[0]!;
  }, testDatabaseTimeoutMs);

  afterAll(async () => {
    for (const { app, database } of processes) {
      await app.close();
      await database.close();
    }
    await outside?.close();
    await onServer?.drop();
  });

  /** The names each process answers near `point`, after checking them against the database. */
  async function namesNear(point: typeof kiel, radius = 10): Promise<string[][]> {
    const truth = await findShopsNearby(outside.db, { ...point, radiusKm: radius });
    return Promise.all(
      processes.map(async ({ app }) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/photobooth/shops-nearby/?latitude=${point.latitude}&longitude=${point.longitude}&radius=${radius}`,
        });
        expect(response.statusCode).toBe(200);
        const shops = response.json() as { name: string }[];
        expect(shops).toEqual(truth);
        return shops.map(({ name }) => name);
      }),
    );
  }

  const change = (through: OpenedDatabase, statement: ReturnType<typeof sql>) =>
    through.db.execute(statement);

  test('approving, blocking, moving and rejecting a studio shows in the next answer of every process', async () => {
    const [first, second] = processes.map(({ database }) => database) as [
      OpenedDatabase,
      OpenedDatabase,
    ];
    // Both have answered (and so loaded their index) before the changes.
    expect(await namesNear(kiel)).toEqual([['Nachbar'], ['Nachbar']]);

    await change(
      first,
      sql`UPDATE studio_locations SET review_status = 'approved' WHERE id = ${studioId}`,
    );
    expect(await namesNear(kiel)).toEqual([
      ['Förde Foto', 'Nachbar'],
      ['Förde Foto', 'Nachbar'],
    ]);

    await change(second, sql`UPDATE companies SET blocked_at = now() WHERE id = ${companyId}`);
    expect(await namesNear(kiel)).toEqual([['Nachbar'], ['Nachbar']]);

    await change(outside, sql`UPDATE companies SET blocked_at = NULL WHERE id = ${companyId}`);
    expect(await namesNear(kiel)).toEqual([
      ['Förde Foto', 'Nachbar'],
      ['Förde Foto', 'Nachbar'],
    ]);

    await change(
      second,
      sql`UPDATE studio_locations SET latitude = ${munich.latitude}, longitude = ${munich.longitude}
          WHERE id = ${studioId}`,
    );
    expect(await namesNear(kiel)).toEqual([['Nachbar'], ['Nachbar']]);
    expect(await namesNear(munich)).toEqual([['Förde Foto'], ['Förde Foto']]);

    await change(
      first,
      sql`UPDATE studio_locations SET review_status = 'rejected', review_reason = 'Gewerbeschein unleserlich'
          WHERE id = ${studioId}`,
    );
    expect(await namesNear(munich)).toEqual([[], []]);
  });

  test('a new approved studio and a deleted one show in the next answer of every process', async () => {
    const [added] = await insertStudios(processes[1]!.database.db, [
      studio({ name: 'Neu in Kiel', ...kiel }),
    ]);
    expect(await namesNear(kiel)).toEqual([
      ['Neu in Kiel', 'Nachbar'],
      ['Neu in Kiel', 'Nachbar'],
    ]);

    await change(processes[0]!.database, sql`DELETE FROM studio_locations WHERE id = ${added}`);
    expect(await namesNear(kiel)).toEqual([['Nachbar'], ['Nachbar']]);
  });
});
