import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isPhotoId, photoProofHeader } from 'shared-ui/photo-code/photo-code';
import type { ApiContext } from '../../kernel/api-deps';
import { ApiError, tooManyRequests } from '../../kernel/http/api-error';
import type { RateLimitRule } from '../../kernel/rate-limit/rate-limiter';
import { sha256HexOf } from './photo-rules';
import { photos } from './schema';
import type { PhotoRow } from './schema';

export const photoAccessMessages = {
  notFound:
    'Zu diesem Code wurde kein Foto gefunden. Bitte prüfen Sie, ob der Code vollständig gelesen wurde.',
  erased: 'Dieses Foto wurde von der Bürgerin oder dem Bürger gelöscht.',
  expired: 'Dieses Foto ist abgelaufen und wurde gelöscht.',
  tooManyAttempts:
    'Zu viele ungültige Codes in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
} as const;

/**
 * Failed proofs are counted per IP address and per photo id: a guesser is stopped long before
 * a 256-bit proof could be found, while people with the code are never slowed down.
 */
export const proofFailuresPerIp: RateLimitRule = {
  name: 'photo-proof-ip',
  limit: 20,
  windowMs: 10 * 60_000,
};
export const proofFailuresPerPhoto: RateLimitRule = {
  name: 'photo-proof-id',
  limit: 10,
  windowMs: 10 * 60_000,
};

const photoNotFound = () => new ApiError(404, 'photo-not-found', photoAccessMessages.notFound);

/**
 * The photo whose id is in the path and whose proof is in `X-Photo-Proof`. An unknown id and a
 * wrong proof are answered alike (404), so ids cannot be probed; a photo that is gone answers
 * 410 without personal data. Call it after authentication.
 */
export async function photoByProof(
  deps: ApiContext,
  request: FastifyRequest,
  id: string,
): Promise<PhotoRow> {
  const subjects: [RateLimitRule, string][] = [
    [proofFailuresPerIp, request.ip],
    [proofFailuresPerPhoto, id.toLowerCase()],
  ];
  for (const [rule, subject] of subjects) {
    if (await deps.limiter.isExhausted(rule, subject)) {
      throw tooManyRequests(photoAccessMessages.tooManyAttempts, rule.windowMs / 1000);
    }
  }
  const photo = await findProvenPhoto(deps, id, request.headers[photoProofHeader.toLowerCase()]);
  if (!photo) {
    for (const [rule, subject] of subjects) await deps.limiter.record(rule, subject);
    throw photoNotFound();
  }
  if (photo.erasedAt) throw new ApiError(410, 'photo-erased', photoAccessMessages.erased);
  if (photo.expiredAt || photo.expiresAt <= deps.clock()) {
    throw new ApiError(410, 'photo-expired', photoAccessMessages.expired);
  }
  return photo;
}

async function findProvenPhoto(
  deps: ApiContext,
  id: string,
  proofHeader: string | string[] | undefined,
): Promise<PhotoRow | null> {
  if (!isPhotoId(id) || typeof proofHeader !== 'string' || proofHeader.length > 100) return null;
  const [photo] = await deps.database.db
    .select()
    .from(photos)
    .where(eq(photos.id, id.toLowerCase()));
  if (!photo) return null;
  const given = Buffer.from(sha256HexOf(proofHeader.trim()), 'hex');
  return timingSafeEqual(given, Buffer.from(photo.proofHash, 'hex')) ? photo : null;
}
