import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config';
import { checkBlobKey } from './blob-store';
import type { BlobEntry, BlobStore } from './blob-store';

/**
 * Objects in one bucket of an S3-compatible store. Path-style addressing, because most
 * non-AWS stores (and the test server) do not resolve a host name per bucket.
 */
export function createS3BlobStore(
  config: S3Config,
  /** Keys of this store are `<prefix><key>`; '' is the top level, without deeper keys. */
  prefix = '',
): BlobStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.endpoint !== null,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const bucket = config.bucket;

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: prefix + checkBlobKey(key),
          Body: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
    },

    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: prefix + checkBlobKey(key) }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: prefix + checkBlobKey(key) }),
      );
    },

    async list() {
      const entries: BlobEntry[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
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
