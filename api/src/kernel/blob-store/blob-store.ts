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

/** The S3 store when `S3_*` is configured, else files under `$DATA_DIR/photos`. */
export function createBlobStore(config: AppConfig): BlobStore {
  if (config.s3) return createS3BlobStore(config.s3);
  return createFileBlobStore(path.join(config.dataDir, 'photos'));
}
