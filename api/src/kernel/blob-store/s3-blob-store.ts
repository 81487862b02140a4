import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config';
import { checkBlobKey } from './blob-store';
import type { BlobEntry, BlobStore } from './blob-store';

interface S3 {
  sdk: typeof S3Sdk;
  client: S3Sdk.S3Client;
}

async function connect(config: S3Config): Promise<S3> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.endpoint !== null,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return { sdk, client };
}

/**
 * Objects in one bucket of an S3-compatible store. Path-style addressing, because most
 * non-AWS stores (and the test server) do not resolve a host name per bucket.
 */
export function createS3BlobStore(
  config: S3Config,
  /** Keys of this store are `<prefix><key>`; '' is the top level, without deeper keys. */
  prefix = '',
): BlobStore {
  // The SDK is loaded with the first request, not with the API: most processes (and every
  // test file) run without S3 and need not pay for loading it.
  let connecting: Promise<S3> | null = null;
  const s3 = () => (connecting ??= connect(config));
  const bucket = config.bucket;

  return {
    async put(key, bytes) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: prefix + checkBlobKey(key),
          Body: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
    },

    async get(key) {
      const { client, sdk } = await s3();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: prefix + checkBlobKey(key) }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: bucket, Key: prefix + checkBlobKey(key) }),
      );
    },

    async list() {
      const { client, sdk } = await s3();
      const entries: BlobEntry[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix || undefined,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // A key with `/` belongs to another area of the bucket (e.g. trade-proofs/…).
          if (key && !key.includes('/'))
            entries.push({ key, storedAt: object.LastModified ?? new Date(0) });
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return entries;
    },
  };
}
