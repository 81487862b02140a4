import { createHash, createHmac } from 'node:crypto';
import type { AppConfig } from '../config/config';

/**
 * Hashes of secrets that the database stores instead of the secrets themselves.
 *
 * Random tokens with 128 bits or more (refresh tokens, invitation codes) cannot be guessed from
 * their hash, so SHA-256 is enough. A 6-digit one-time code can: its hash is keyed with a
 * server secret (HMAC-SHA-256), so a copy of the database does not reveal the codes.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Keyed hashing for low-entropy secrets; the key is derived from JWT_SECRET per use. */
export function keyedHasher(config: AppConfig, use: string): (value: string) => string {
  const key = createHmac('sha256', config.jwtSecret).update(`bildbote:${use}`).digest();
  return (value) => createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
