import { createHash } from 'node:crypto';
import type { PhotoStatus } from 'shared-ui/contracts/photos-contract';
import type { PhotoRow } from './schema';

/** Rules of a photo's life (ARCHITECTURE.md section 8), one place for routes and sweeper. */

/** A photo stays valid for six months from capture, then it is deleted. */
export function expiryOf(capturedAt: Date): Date {
  const expiry = new Date(capturedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + 6);
  return expiry;
}

/** Clocks of studio computers run a little ahead; more than this counts as the future. */
export const capturedAtSkewMs = 2 * 60_000;
/** A photo is sent on the day it was taken: older captures are refused. */
export const capturedAtMaxAgeMs = 24 * 60 * 60_000;

/** 0.75 EUR per successful transfer, in the ledger's cents. */
export const photoTransferPriceCents = 75;

export function statusOf(photo: PhotoRow, retrievalCount: number): PhotoStatus {
  if (photo.erasedAt) return 'gelöscht';
  if (photo.expiredAt) return 'abgelaufen';
  return retrievalCount > 0 ? 'abgerufen' : 'gespeichert';
}

export function sha256HexOf(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The blob's key names the photo and its content: two uploads of the same id with the same
 * bytes write the same blob, different bytes never overwrite the stored photo.
 */
export function blobKeyOf(photo: Pick<PhotoRow, 'id' | 'ciphertextHash'>): string {
  return `${photo.id}.${photo.ciphertextHash}`;
}

const blobKeyPattern = /^([0-9a-f-]{36})\.([0-9a-f]{64})$/;

/** The photo id and content hash a blob key names; null for anything else (partial writes). */
export function parseBlobKey(key: string): { id: string; ciphertextHash: string } | null {
  const match = blobKeyPattern.exec(key);
  return match ? { id: match[1]!, ciphertextHash: match[2]! } : null;
}
