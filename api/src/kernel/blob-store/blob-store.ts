import path from 'node:path';
import type { AppConfig } from '../config/config';
import { createFileBlobStore } from './file-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** One stored object as a listing shows it; `storedAt` lets a sweeper spare fresh writes. */
export interface BlobEntry {
  key: string;
  storedAt: Date;
}

/**
 * Where opaque bytes (the photos' ciphertext) live: files under `$DATA_DIR/photos` or an
 * S3-compatible object store. Keys are plain names (letters, digits, `.`, `_`, `-`), so a key
 * can never reach outside the store.
 */
export interface BlobStore {
  /** Stores the bytes under the key, replacing what was there; readers never see half a write. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key; removing a missing key is not an error (deletions are retried). */
  delete(key: string): Promise<void>;
  /** Every stored key, for the sweeper that removes blobs without a record. */
  list(): Promise<BlobEntry[]>;
}

const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`Ungültiger Schlüssel im Blob-Speicher: ${JSON.stringify(key)}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export function checkBlobKey(key: string): string {
  if (!keyPattern.test(key)) throw new InvalidBlobKeyError(key);
  return key;
}

/**
 * What lives in the store, each area apart from the others: its own folder under DATA_DIR, or
 * its own key prefix in the one bucket. The photos keep the bucket's top level (their keys have
 * no `/`), so a listing of the photos never shows another area's keys: the photo sweeper
 * removes every listed key without a photo.
 */
const blobAreas = {
  photos: { directory: ['photos'], prefix: '' },
  /** Trade proofs (Gewerbenachweise), read by whichever process the operator reaches. */
  'trade-proofs': { directory: ['uploads', 'trade-proofs'], prefix: 'trade-proofs/' },
} as const;

export type BlobArea = keyof typeof blobAreas;

/** The S3 store when `S3_*` is configured, else files under `$DATA_DIR` (photos: `photos/`). */
export function createBlobStore(config: AppConfig, area: BlobArea = 'photos'): BlobStore {
  const { directory, prefix } = blobAreas[area];
  if (config.s3) return createS3BlobStore(config.s3, prefix);
  return createFileBlobStore(path.join(config.dataDir, ...directory));
}
