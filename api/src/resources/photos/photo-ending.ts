import { and, eq, isNull } from 'drizzle-orm';
import type { ApiContext } from '../../kernel/api-deps';
import { blobKeyOf } from './photo-rules';
import { photoAudit, photos } from './schema';
import type { PhotoRow } from './schema';

/**
 * Ends a photo: the record keeps that (and when) it was erased or expired, without the
 * uploader's pseudonym; the audit trail records it; then the blob is removed. A failed blob
 * removal is retried by the sweeper, which removes blobs of ended photos.
 */
export async function endPhoto(
  deps: ApiContext,
  photo: PhotoRow,
  event: 'gelöscht' | 'abgelaufen',
  actor: string,
): Promise<boolean> {
  const now = deps.clock();
  const ended = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(photos)
      .set({
        uploaderPseudonym: null,
        ...(event === 'gelöscht' ? { erasedAt: now } : { expiredAt: now }),
      })
      .where(and(eq(photos.id, photo.id), isNull(photos.erasedAt), isNull(photos.expiredAt)))
      .returning({ id: photos.id });
    if (!row) return false;
    await tx.insert(photoAudit).values({ photoId: photo.id, event, actor, at: now });
    return true;
  });
  await deps.blobStore.delete(blobKeyOf(photo));
  return ended;
}
