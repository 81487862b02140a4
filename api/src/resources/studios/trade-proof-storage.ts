import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../kernel/config/config';

/** Trade proofs (Gewerbeschein): PDF only, recognised by content, at most 10 MB. */
export const tradeProofMaxBytes = 10 * 1024 * 1024;

/** Every PDF starts with these bytes; the file name and the sent content type count for nothing. */
const pdfSignature = Buffer.from('%PDF-', 'latin1');

/** Uploads live under DATA_DIR, outside every folder the gateway serves. */
export function uploadsDirectory(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

/** Absolute path of a stored proof from the key kept in `studio_locations.certificate_file`. */
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
 * Streams an uploaded file into the uploads folder, keeping it only if it is a PDF within the
 * size limit. The stream is always read to its end, so the rest of the form can still be read.
 * `isTruncated` reports whether the multipart parser cut the file at the size limit.
 */
export async function storeTradeProof(
  config: AppConfig,
  companyId: number,
  file: Readable,
  isTruncated: () => boolean,
): Promise<StoredTradeProof> {
  const key = path.join('trade-proofs', String(companyId), `${randomUUID()}.pdf`);
  const target = tradeProofPath(config, key);
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const handle = await fs.open(target, 'wx', 0o600);
  let head = Buffer.alloc(0);
  let isPdf: boolean | null = null;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (isPdf === null) {
        head = Buffer.concat([head, chunk]);
        if (head.length < pdfSignature.length) continue;
        isPdf = head.subarray(0, pdfSignature.length).equals(pdfSignature);
        if (isPdf) await handle.write(head);
        continue;
      }
      if (isPdf) await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  const problem = isTruncated() ? 'too-large' : isPdf ? null : 'not-pdf';
  if (problem === null) return { stored: true, key };
  await fs.rm(target, { force: true });
  return { stored: false, problem };
}

export async function removeTradeProof(config: AppConfig, key: string): Promise<void> {
  await fs.rm(tradeProofPath(config, key), { force: true });
}
