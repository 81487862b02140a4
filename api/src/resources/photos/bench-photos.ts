/**
 * Benchmark of the photo transfer (issue 16, `npm run bench`): 200 uploads of 600 KB ciphertext
 * by 10 concurrent clients (POST /api/photos/, multipart, as studio software sends it), then
 * 1,000 authority retrievals (GET /api/authority/photos/{id}/ with X-Authority-Key and the
 * proof, 10 concurrent), over HTTP against the listening API; once with the embedded default
 * (PGlite, files under DATA_DIR/photos) and once with the S3 store (s3rver on this machine).
 * Prints figures only; nothing here asserts on time.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import S3rver from 's3rver';
import {
  encryptPhoto,
  newPhotoCode,
  photoProof,
  photoProofHeader,
} from 'shared-ui/photo-code/photo-code';
import { buildApp } from '../../app';
import { createPasswordHasher } from '../../kernel/passwords/password-hasher';
import { createTestConfig } from '../../kernel/testing/test-config';
import { createTestDatabase } from '../../kernel/testing/test-database';
import { movableClock } from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import { createTestAuthority, withApiKey } from '../authorities/testing/authority-fixtures';
import { createPhotoStudio } from './testing/photo-test-kit';

const uploads = 200;
const retrievals = 1_000;
const clients = 10;
const ciphertextBytes = 600 * 1024;
/** IV (12 bytes) and GCM tag (16 bytes) come on top of the plaintext. */
const plaintextBytes = ciphertextBytes - 12 - 16;

const goals = { uploadP99Ms: 150, retrievalP99Ms: 30 };

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs `count` requests with `clients` in parallel; latency per request, throughput overall. */
async function measure(count: number, request: (index: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = next++; index < count; index = next++) {
        const begun = performance.now();
        const ok = await request(index);
        latencies.push(performance.now() - begun);
        if (!ok) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: count / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  } satisfies Figures;
}

interface PreparedPhoto {
  id: string;
  proof: string;
  ciphertext: Uint8Array;
}

async function preparePhotos(): Promise<PreparedPhoto[]> {
  // One random plaintext for all: encryption with a fresh key per photo makes every ciphertext
  // different, which is all the server can see.
  const plaintext = new Uint8Array(randomBytes(plaintextBytes));
  return Promise.all(
    Array.from({ length: uploads }, async () => {
      const code = newPhotoCode();
      return {
        id: code.id,
        proof: await photoProof(code),
        ciphertext: await encryptPhoto(plaintext, code.key),
      };
    }),
  );
}

async function run(label: string, env: NodeJS.ProcessEnv, photos: PreparedPhoto[]) {
  const database = await createTestDatabase();
  const config = createTestConfig(env);
  const clock = movableClock(new Date());
  const passwords = createPasswordHasher({ workers: config.passwordHashWorkers });
  const app = await buildApp({ config, database, clock, passwords });
  const testApp: TestApp = {
    app,
    config,
    database,
    clock,
    passwords,
    close: async () => undefined,
  };
  try {
    const studio = await createPhotoStudio(testApp);
    const authority = await createTestAuthority(testApp);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const capturedAt = new Date(clock().getTime() - 60_000).toISOString();
    console.log(`${label}: Datenbank ${database.kind}, API über HTTP auf ${baseUrl}`);

    const upload = await measure(uploads, async (index) => {
      const photo = photos[index]!;
      const form = new FormData();
      form.append('id', photo.id);
      form.append('location_id', String(studio.locationId));
      form.append('captured_at', capturedAt);
      form.append('proof', photo.proof);
      form.append(
        'ciphertext',
        new Blob([new Uint8Array(photo.ciphertext)], { type: 'application/octet-stream' }),
        'photo.bin',
      );
      const response = await fetch(`${baseUrl}/api/photos/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${studio.employee.accessToken}` },
        body: form,
      });
      await response.arrayBuffer();
      return response.status === 201;
    });

    const retrieval = await measure(retrievals, async (index) => {
      const photo = photos[index % photos.length]!;
      const response = await fetch(`${baseUrl}/api/authority/photos/${photo.id}/`, {
        headers: { [photoProofHeader]: photo.proof, ...withApiKey(authority.apiKey.key) },
      });
      const body = await response.arrayBuffer();
      return response.status === 200 && body.byteLength === photo.ciphertext.byteLength;
    });

    const line = (what: string, figures: Figures, goalMs: number | null) =>
      `${label}, ${what}: ${Math.round(figures.requestsPerSecond)} Anfragen/s, ` +
      `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, Fehler ${figures.errors}` +
      (goalMs === null
        ? ''
        : ` (Ziel p99 ≤ ${goalMs} ms: ${figures.p99 <= goalMs ? 'erreicht' : 'nicht erreicht'})`);
    const embedded = label === 'Eingebettet (Dateien)';
    console.log(
      line(
        `${uploads} Uploads à 600 KB, ${clients} parallel`,
        upload,
        embedded ? goals.uploadP99Ms : null,
      ),
    );
    console.log(
      line(
        `${retrievals} Abrufe, ${clients} parallel`,
        retrieval,
        embedded ? goals.retrievalP99Ms : null,
      ),
    );
  } finally {
    await app.close();
    await passwords.close();
    await database.close();
    await fs.rm(config.dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const photos = await preparePhotos();
  await run('Eingebettet (Dateien)', {}, photos);

  const bucket = 'bildbote-photos';
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-bench-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  try {
    await run(
      'S3 (s3rver lokal)',
      {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: bucket,
        // s3rver's fixed credentials.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      photos,
    );
  } finally {
    await s3.close();
    await fs.rm(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
