import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createBlobStore } from '../../kernel/blob-store/blob-store';
import type { BlobStore } from '../../kernel/blob-store/blob-store';
import type { AppConfig } from '../../kernel/config/config';

/** Trade proofs (Gewerbeschein): PDF only, recognised by content, at most 10 MB. */
export const tradeProofMaxBytes = 10 * 1024 * 1024;

/** Every PDF starts with these bytes; the file name and the sent content type count for nothing. */
const pdfSignature = Buffer.from('%PDF-', 'latin1');

/** Uploads lived under DATA_DIR, outside every folder the gateway serves (legacy keys). */
export function uploadsDirectory(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

/** Absolute path of a proof stored under a legacy key (see `isLegacyKey`). */
export function tradeProofPath(config: AppConfig, key: string): string {
  const root = uploadsDirectory(config);
  const file = path.resolve(root, key);
  if (!file.startsWith(`${root}${path.sep}`))
    throw new Error(`Ungültiger Speicherschlüssel: ${key}`);
  return file;
}

export type StoredTradeProof =
  { stored: true; key: string } | { stored: false; problem: 'not-pdf' | 'too-large' };

/**
 * The trade proofs' area of the blob store (`S3_*`, else `$DATA_DIR/uploads/trade-proofs`):
 * with S3, every process reads what any other one received. One store per configuration.
 */
const stores = new WeakMap<AppConfig, BlobStore>();
function tradeProofStore(config: AppConfig): BlobStore {
  let store = stores.get(config);
  if (!store) {
    store = createBlobStore(config, 'trade-proofs');
    stores.set(config, store);
  }
  return store;
}

/**
 * Keys written before the blob store held the proofs are paths (`trade-proofs/<id>/<uuid>.pdf`)
 * under the uploads folder of the process that received them; they are still read there.
 */
const isLegacyKey = (key: string) => key.includes('/');

/**
 * Reads an uploaded file (at most `tradeProofMaxBytes`, the multipart limit) and keeps it in the
 * blob store only if it is a PDF within the size limit. The stream is always read to its end,
 * so the rest of the form can still be read. `isTruncated` reports whether the multipart parser
 * cut the file at the size limit.
 */
export async function storeTradeProof(
  config: AppConfig,
  companyId: number,
  file: Readable,
  isTruncated: () => boolean,
): Promise<StoredTradeProof> {
  const chunks: Buffer[] = [];
  for await (const chunk of file as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  if (isTruncated()) return { stored: false, problem: 'too-large' };
  const isPdf =
    bytes.length >= pdfSignature.length &&
    bytes.subarray(0, pdfSignature.length).equals(pdfSignature);
  if (!isPdf) return { stored: false, problem: 'not-pdf' };
  const key = `${companyId}-${randomUUID()}.pdf`;
  await tradeProofStore(config).put(key, bytes);
  return { stored: true, key };
}

/** The stored proof's bytes, or null when it is gone. */
export async function readTradeProof(config: AppConfig, key: string): Promise<Uint8Array | null> {
  if (isLegacyKey(key)) {
    return fs.readFile(tradeProofPath(config, key)).catch(() => null);
  }
  return tradeProofStore(config).get(key);
}

export async function removeTradeProof(config: AppConfig, key: string): Promise<void> {
  if (isLegacyKey(key)) {
    await fs.rm(tradeProofPath(config, key), { force: true });
    return;
  }
  await tradeProofStore(config).delete(key);
}
