import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { media, mediaShops, shops } from '../db/schema';
import { badRequest } from '@/lib/server/kernel/errors';
import { mediaUrl, pictureProblem, pictureType } from './picture';
import { PICTURE_TYPES } from './pictureTypes';

/**
 * What one shop may keep: pictures live in the database, so every shop's are bounded. 1 GB and
 * 10,000 pictures hold a catalogue of 2,000 products with five photos each.
 */
const SHOP_MEDIA_MAX_BYTES = 1024 * 1024 * 1024;
const SHOP_MEDIA_MAX_FILES = 10_000;
const MEDIA_QUOTA_FULL = `圖片空間已滿（每家商店最多 ${SHOP_MEDIA_MAX_FILES.toLocaleString('en-US')} 張、共 1 GB），請先移除不用的圖片或聯絡我們`;

/**
 * Stores a picture for a shop (once, however often it is uploaded) and answers the address it is
 * served at. `problemOf` is the rule it is held to: the operator's files (pictureProblem) or the
 * console's uploads (uploadProblem). A picture new to the shop counts against its quota, checked
 * under a lock on the shop's row so that uploads at the same moment cannot pass it together.
 */
export async function storePicture(
  db: DbOrTx,
  shopId: number,
  bytes: Uint8Array,
  problemOf: (bytes: Uint8Array) => string | null = pictureProblem,
): Promise<string> {
  const problem = problemOf(bytes);
  if (problem) throw badRequest(problem);
  const ext = pictureType(bytes)!;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.transaction(async (tx) => {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
    const [owned] = await tx
      .select({ n: count() })
      .from(mediaShops)
      .where(and(eq(mediaShops.shopId, shopId), eq(mediaShops.sha256, sha256)));
    if (owned!.n > 0) return;
    const [used] = await tx
      .select({ files: count(), bytes: sql<number>`coalesce(sum(${media.size}), 0)::bigint`.mapWith(Number) })
      .from(mediaShops)
      .innerJoin(media, eq(media.sha256, mediaShops.sha256))
      .where(eq(mediaShops.shopId, shopId));
    if (used!.files + 1 > SHOP_MEDIA_MAX_FILES || used!.bytes + bytes.length > SHOP_MEDIA_MAX_BYTES)
      throw badRequest(MEDIA_QUOTA_FULL);
    await tx
      .insert(media)
      .values({ sha256, contentType: PICTURE_TYPES[ext], size: bytes.length, bytes })
      .onConflictDoNothing();
    await tx.insert(mediaShops).values({ shopId, sha256 }).onConflictDoNothing();
  });
  return mediaUrl(sha256, ext);
}

export async function readPicture(db: DbOrTx, sha256: string) {
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.sha256, sha256));
  return row ?? null;
}
