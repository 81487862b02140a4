import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { buildApp } from '../../app';
import { createBlobStore } from '../../kernel/blob-store/blob-store';
import { createTestConfig } from '../../kernel/testing/test-config';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { bearer, startTestApp } from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import {
  createCompany,
  submitLocation,
  tradeProofPdf,
} from '../operator/testing/operator-test-kit';
import type { TestCompany } from '../operator/testing/operator-test-kit';

/**
 * Two API processes on one database and one S3-compatible store, each with a DATA_DIR of its
 * own (two machines): a trade proof received by one is served by the other.
 */
const bucket = 'bildbote-shared';
let server: S3rver;
let storeDirectory: string;
let first: TestApp;
let second: FastifyInstance;
let company: TestCompany;
let s3Env: NodeJS.ProcessEnv;

beforeAll(async () => {
  storeDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: storeDirectory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  first = await startTestApp(s3Env);
  second = await buildApp({
    config: createTestConfig(s3Env),
    database: first.database,
    clock: first.clock,
  });
  company = await createCompany(first, 'Zwei Rechner GmbH');
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await second?.close();
  await first?.close();
  await server?.close();
  fs.rmSync(storeDirectory, { recursive: true, force: true });
});

const certificate = (app: FastifyInstance, id: number) =>
  app.inject({
    method: 'GET',
    url: `/api/photobooth/registered-shops/${id}/certificate/`,
    headers: bearer(company.owner.accessToken),
  });

test('a trade proof uploaded to one process downloads from the other', async () => {
  const id = await submitLocation(first, company.owner);

  const fromOther = await certificate(second, id);

  expect(fromOther.statusCode).toBe(200);
  expect(fromOther.headers['content-type']).toBe('application/pdf');
  expect(fromOther.rawPayload).toEqual(tradeProofPdf);
});

test("the photos' listing of the bucket never shows a trade proof (the photo sweeper's view)", async () => {
  await submitLocation(first, company.owner, { name: 'Zweiter Standort' });
  const config = createTestConfig(s3Env);

  const photoKeys = (await createBlobStore(config).list()).map((entry) => entry.key);
  const proofKeys = (await createBlobStore(config, 'trade-proofs').list()).map(
    (entry) => entry.key,
  );

  expect(proofKeys.length).toBeGreaterThanOrEqual(2);
  expect(photoKeys.filter((key) => proofKeys.includes(key))).toEqual([]);
  expect(photoKeys.filter((key) => key.includes('/'))).toEqual([]);
});
