import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import { notFound } from '../../kernel/http/api-error';
import { sha256Hex } from '../../kernel/security/secret-hashing';
import { findAuthority } from './authority-accounts';
import { authorities, authorityApiKeys } from './schema';
import type { AuthorityApiKeyRow, AuthorityRow } from './schema';

/**
 * Keys for an authority's own software (issue 18): 32 random bytes in base64url behind a prefix
 * that lets secret scanners and people recognise a Bildbote key. The key is shown once; like a
 * refresh token it has 256 bits, so its SHA-256 is all the database needs to keep.
 */
export const apiKeyPrefix = 'bbk_';

/** Header an authority's software sends the key in. */
export const apiKeyHeader = 'x-authority-key';

/** OpenAPI security scheme of the key, registered as `authorityKey` in app.ts. */
export const authorityKeyScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'X-Authority-Key',
  description: 'API-Schlüssel einer Behörde (bbk_…), erstellt unter /Betrieb/Behoerden',
} as const;

export const apiKeyMessages = {
  notFound: 'Dieser API-Schlüssel wurde nicht gefunden.',
} as const;

export interface CreatedApiKey {
  row: AuthorityApiKeyRow;
  /** Shown once; only its SHA-256 is stored. */
  key: string;
}

export async function createApiKey(
  db: Database,
  authorityId: number,
  label: string,
  now: Date,
): Promise<CreatedApiKey> {
  await findAuthority(db, authorityId);
  const key = `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(authorityApiKeys)
    .values({ authorityId, label: label.trim(), keyHash: sha256Hex(key), createdAt: now })
    .returning();
  return { row: row!, key };
}

/** Revokes a key of this authority (404 for another authority's); revoking twice is harmless. */
export async function revokeApiKey(
  db: Database,
  authorityId: number,
  keyId: number,
  now: Date,
): Promise<void> {
  const owned = and(eq(authorityApiKeys.id, keyId), eq(authorityApiKeys.authorityId, authorityId));
  const [key] = await db.select().from(authorityApiKeys).where(owned);
  if (!key) throw notFound(apiKeyMessages.notFound);
  await db
    .update(authorityApiKeys)
    .set({ revokedAt: now })
    .where(and(owned, isNull(authorityApiKeys.revokedAt)));
}

/** The authority of a key that was not revoked, or null; disabled authorities included. */
export async function authorityOfApiKey(
  db: Database,
  key: string,
): Promise<{ authority: AuthorityRow; apiKey: AuthorityApiKeyRow } | null> {
  if (!key.startsWith(apiKeyPrefix)) return null;
  const [row] = await db
    .select({ authority: authorities, apiKey: authorityApiKeys })
    .from(authorityApiKeys)
    .innerJoin(authorities, eq(authorities.id, authorityApiKeys.authorityId))
    .where(and(eq(authorityApiKeys.keyHash, sha256Hex(key)), isNull(authorityApiKeys.revokedAt)));
  return row ?? null;
}
