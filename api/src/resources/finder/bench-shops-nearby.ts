/**
 * Benchmark of GET /api/photobooth/shops-nearby/ with 20,000 studios (`npm run bench`):
 * the search in the in-memory index alone (and the database query it replaced, for
 * comparison), then the whole API under 50 concurrent connections (autocannon, in a worker
 * thread), beside a bare Node `http` server answering the same precomputed JSON in the same run:
 * in turns of 5 s each, so that a change in the machine's load (it is shared) hits both alike.
 * Prints figures only; nothing here asserts on time. Uses PGlite in memory, or a throwaway
 * database on DATABASE_URL when set.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { createTestConfig } from '../../kernel/testing/test-config';
import { createTestDatabase } from '../../kernel/testing/test-database';
import { findShopsNearby, shopsNearbySql, type NearbyQuery } from './shops-nearby';
import { shopsNearbyIndex } from './shops-nearby-index';
import { analyzeStudios, insertStudios, studiosAcrossGermany } from './studio-fixtures';

const studioCount = 20_000;
const connections = 50;
/** Turns per server and their length: 3 × 5 s each, API and bare server alternating. */
const turns = 3;
const durationSeconds = 5;
const warmUpSeconds = 2;

/** Search points: German towns the finder is typically asked for. */
const searchPoints = [
  [54.3233, 10.1228],
  [53.5507, 9.993],
  [52.5244, 13.4105],
  [51.0509, 13.7383],
  [50.9375, 6.9603],
  [50.1109, 8.6821],
  [48.7758, 9.1829],
  [48.1374, 11.5755],
  [49.4521, 11.0767],
  [51.3397, 12.3731],
] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Figures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function load(baseUrl: string, duration = durationSeconds): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    workers: 1,
    requests: searchPoints.map(([latitude, longitude]) => ({
      method: 'GET' as const,
      path: `/api/photobooth/shops-nearby/?latitude=${latitude}&longitude=${longitude}&radius=25`,
    })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const database = await createTestDatabase();
  try {
    let started = performance.now();
    await insertStudios(database.db, studiosAcrossGermany(studioCount));
    await analyzeStudios(database.db);
    console.log(
      `${studioCount} Studios angelegt (${database.kind}) in ${ms(performance.now() - started)}`,
    );

    const [latitude, longitude] = searchPoints[0];
    const { rows } = await database.db.execute<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN ${shopsNearbySql({ latitude, longitude, radiusKm: 25 })}`,
    );
    const indexLine = rows.find((row) => row['QUERY PLAN'].includes('finder_position'));
    console.log(`Abfrageplan: ${indexLine?.['QUERY PLAN'].trim() ?? 'Index NICHT verwendet'}`);

    const timed = async (
      label: string,
      rounds: number,
      radiusKm: number,
      /** Resolves to the number of studios found, or null when it does not count them. */
      search: (query: NearbyQuery) => Promise<number | null>,
    ) => {
      const timings: number[] = [];
      let found: number | null = 0;
      for (let round = 0; round < rounds; round += 1) {
        for (const [lat, lng] of searchPoints) {
          started = performance.now();
          const count = await search({ latitude: lat, longitude: lng, radiusKm });
          found = count === null || found === null ? null : found + count;
          timings.push(performance.now() - started);
        }
      }
      timings.sort((a, b) => a - b);
      console.log(
        `${label}, Umkreis ${radiusKm} km: p50 ${ms(percentile(timings, 50))}, ` +
          `p99 ${ms(percentile(timings, 99))}` +
          (found === null ? '' : `, im Mittel ${Math.round(found / timings.length)} Studios`),
      );
    };

    // As an API process holds it (on PGlite: checked for changes only after a notice).
    started = performance.now();
    const index = shopsNearbyIndex(database);
    await index.refresh();
    console.log(
      `Index aufgebaut (aus der Datenbank geladen) in ${ms(performance.now() - started)}`,
    );
    for (const radiusKm of [10, 25, 100]) {
      await timed(
        'Index, Suche allein',
        300,
        radiusKm,
        async (query) => (await index.nearestIds(query)).length,
      );
    }
    for (const radiusKm of [10, 25, 100]) {
      await timed(
        'Index, Antwort als JSON (ohne Wiederverwendung)',
        100,
        radiusKm,
        async (query) => {
          await index.serialize(query);
          return null;
        },
      );
    }
    for (const radiusKm of [10, 25, 100]) {
      await timed(
        'Datenbankabfrage zum Vergleich',
        30,
        radiusKm,
        async (query) => (await findShopsNearby(database.db, query)).length,
      );
    }

    const app = await buildApp({ config: createTestConfig(), database });
    const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const sample = await fetch(
      `${apiUrl}/api/photobooth/shops-nearby/?latitude=${latitude}&longitude=${longitude}&radius=25`,
    );
    const precomputed = Buffer.from(await sample.text());
    const bare = http.createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': precomputed.length,
      });
      response.end(precomputed);
    });
    const bareUrl = await listen(bare);

    console.log(
      `Last: ${connections} Verbindungen, ${turns} × ${durationSeconds} s je Server im Wechsel ` +
        `nach ${warmUpSeconds} s Anlauf (autocannon im Worker-Thread)`,
    );
    // Not counted: the first seconds under load (compiling, first answers) are the same on
    // every run.
    await load(apiUrl, warmUpSeconds);
    await load(bareUrl, warmUpSeconds);
    const api: Figures[] = [];
    const baseline: Figures[] = [];
    for (let turn = 0; turn < turns; turn += 1) {
      api.push(await load(apiUrl));
      baseline.push(await load(bareUrl));
    }
    await app.close();
    await new Promise((resolve) => bare.close(resolve));

    const line = (label: string, figures: Figures[]) => {
      const perSecond = average(figures.map(({ requestsPerSecond }) => requestsPerSecond));
      return {
        perSecond,
        p99: median(figures.map(({ p99 }) => p99)),
        text:
          `${label}: p50 ${median(figures.map(({ p50 }) => p50))} ms, ` +
          `p99 ${median(figures.map(({ p99 }) => p99))} ms ` +
          `(je Durchgang ${figures.map(({ p99 }) => p99).join(' / ')}), ` +
          `${Math.round(perSecond)} Anfragen/s ` +
          `(je Durchgang ${figures.map(({ requestsPerSecond }) => Math.round(requestsPerSecond)).join(' / ')}), ` +
          `Fehler ${figures.reduce((sum, { errors }) => sum + errors, 0)}`,
      };
    };
    const apiLine = line('shops-nearby (API)        ', api);
    const bareLine = line('nacktes http, gleiche JSON', baseline);
    console.log(apiLine.text);
    console.log(bareLine.text);
    console.log(
      `Verhältnis API/nackt (Anfragen/s): ${(apiLine.perSecond / bareLine.perSecond).toFixed(2)} ` +
        `(Ziel ≥ 0,5); p99 der API (Median der Durchgänge) ≤ 10 ms: ` +
        (apiLine.p99 <= 10 ? 'erreicht' : 'nicht erreicht'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
