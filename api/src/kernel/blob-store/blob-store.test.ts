import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { InvalidBlobKeyError } from './blob-store';
import type { BlobStore } from './blob-store';
import { createFileBlobStore } from './file-blob-store';
import { createS3BlobStore } from './s3-blob-store';
import { removeTemporaryDirectories, temporaryDirectory } from '../testing/temporary-directories';

/** One suite, run against every store: the photos' code sees no difference between them. */
function blobStoreContract(openStore: () => BlobStore) {
  let store: BlobStore;

  beforeEach(() => {
    store = openStore();
  });

  it('gives back exactly the bytes stored under a key', async () => {
    const key = randomUUID();
    const bytes = new Uint8Array(randomBytes(600_000));

    await store.put(key, bytes);

    expect(Buffer.from((await store.get(key))!).equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await store.get(randomUUID())).toBeNull();
  });

  it('replaces the bytes of a key stored again', async () => {
    const key = randomUUID();
    await store.put(key, new Uint8Array([1, 2, 3]));

    await store.put(key, new Uint8Array([4, 5]));

    expect(Array.from((await store.get(key))!)).toEqual([4, 5]);
  });

  it('deletes a key, and deleting a missing key is no error', async () => {
    const key = randomUUID();
    await store.put(key, new Uint8Array([1]));

    await store.delete(key);
    await store.delete(key);

    expect(await store.get(key)).toBeNull();
    expect((await store.list()).map((entry) => entry.key)).not.toContain(key);
  });

  it('lists every stored key with the time it was stored', async () => {
    const keys: string[] = [randomUUID(), randomUUID(), randomUUID()];
    const before = Date.now() - 5_000;
    for (const key of keys) await store.put(key, new Uint8Array([7]));

    const listed = await store.list();

    expect(listed.map((entry) => entry.key)).toEqual(expect.arrayContaining(keys));
    for (const entry of listed.filter((e) => keys.includes(e.key))) {
      expect(entry.storedAt.getTime()).toBeGreaterThan(before);
    }
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../escape', 'a/b', '', '.hidden']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
  });
}

afterAll(removeTemporaryDirectories);

describe('file blob store', () => {
  blobStoreContract(() =>
    createFileBlobStore(path.join(temporaryDirectory('bildbote-blobs-'), 'photos')),
  );

  it('lists nothing before the first write created its folder', async () => {
    const store = createFileBlobStore(path.join(temporaryDirectory('bildbote-blobs-'), 'not-yet'));

    expect(await store.list()).toEqual([]);
  });

  it('lists a half-written file a crash left behind, so the sweeper can remove it', async () => {
    const directory = temporaryDirectory('bildbote-blobs-');
    const store = createFileBlobStore(directory);
    const leftover = `${randomUUID()}.0a1b2c3d4e5f.partial`;
    fs.writeFileSync(path.join(directory, leftover), 'half');

    expect((await store.list()).map((entry) => entry.key)).toEqual([leftover]);
    await store.delete(leftover);
    expect(fs.readdirSync(directory)).toEqual([]);
  });
});

describe('S3 blob store (against s3rver)', () => {
  const bucket = 'bildbote-photos';
  let server: S3rver;
  let endpoint: string;

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: temporaryDirectory('bildbote-blobs-'),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server.close();
  });

  blobStoreContract(() =>
    createS3BlobStore({
      endpoint,
      bucket,
      region: 'eu-central-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    }),
  );
});
