import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { media, mediaShops, staffChanges } from '../db/schema';
import { fieldError } from '@/lib/server/kernel/errors';
import { MEDIA_PATH, mediaHash } from '@/lib/images/mediaAddress';
import { PICTURE_TYPES } from './pictureTypes';
import type { EditTarget } from '../staff/edit';
import { isPictureAddress } from '@/lib/console/contract/fields';

/**
 * The console's one rule for the pictures a save names (products, categories, activities, page
 * areas, logo, favicon, empty states):
 *
 * - a picture the object holds, or held at an earlier version (its record in staff_changes), passes
 *   as it is: the demo shops' shipped pictures (`/demo/…`, SVG among them) and those of a catalog
 *   import stay until replaced, and can be put back after;
 * - any other must be one this shop stored (its console's upload, POST /api-admin/{shopId}/media,
 *   its catalog import or its logo: media_shops), and not SVG, whose markup can carry script and
 *   links. Another shop's picture, whose address anyone can read off its pages, is refused.
 *
 * The shape is checked by PictureAddressSchema when the body is read; the rest, which needs the
 * database, by assertPictures inside the save's transaction.
 */

/** A picture a save names, with where it sits in the request body (for the 400 that names it). */
export type PlacedPicture = { path: string; url: string };

export const UPLOAD_FIRST = '請先上傳圖片';
export const UPLOAD_AGAIN = '找不到這張圖片，請重新上傳';
export const NO_SVG = '不接受 SVG 圖片，請上傳 PNG、JPEG、GIF 或 WebP';

/**
 * Why a picture newly named cannot be kept, from its address alone, or null when the media table
 * must still say whether it was uploaded.
 */
export function newPictureProblem(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH) || !mediaHash(url.slice(MEDIA_PATH.length))) return UPLOAD_FIRST;
  return url.endsWith('.svg') ? NO_SVG : null;
}

/** How many of an object's latest recorded changes are read for the pictures it held. */
const HISTORY = 200;

/** Every picture address in a stored value (a record's before or after), however deep. */
export function picturesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (isPictureAddress(value)) found.add(value);
  } else if (Array.isArray(value)) for (const v of value) picturesIn(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) picturesIn(v, found);
  return found;
}

/** The pictures the object held at earlier versions, as its record (its latest changes) keeps them. */
async function picturesHeldBefore(tx: DbOrTx, target: EditTarget): Promise<Set<string>> {
  const rows = await tx
    .select({ before: staffChanges.before, after: staffChanges.after })
    .from(staffChanges)
    .where(
      and(
        eq(staffChanges.orgId, target.orgId),
        eq(staffChanges.objectType, target.objectType),
        eq(staffChanges.objectId, target.objectId),
      ),
    )
    .orderBy(desc(staffChanges.id))
    .limit(HISTORY);
  const found = new Set<string>();
  for (const row of rows) picturesIn([row.before, row.after], found);
  return found;
}

/**
 * Refuses (400, naming the field) a picture the save names that the object does not hold now
 * (`kept`) nor held before (`heldBy`: the object whose record says so; null for an object being
 * made) unless the shop stored it, as a raster picture. A held-before address found in the record
 * passes only for a picture that ships with the storefront: an uploaded one is checked as new, so a
 * picture's address typed into some text of the record (an SVG's, another shop's) gains nothing.
 */
export async function assertPictures(
  tx: DbOrTx,
  shopId: number,
  pictures: readonly PlacedPicture[],
  kept: readonly string[] = [],
  heldBy: EditTarget | null = null,
): Promise<void> {
  let fresh = pictures.filter((p) => !kept.includes(p.url));
  if (heldBy && fresh.some((p) => newPictureProblem(p.url))) {
    const held = await picturesHeldBefore(tx, heldBy);
    fresh = fresh.filter((p) => !(held.has(p.url) && !p.url.startsWith(MEDIA_PATH)));
  }
  for (const p of fresh) {
    const problem = newPictureProblem(p.url);
    if (problem) throw fieldError(p.path, problem);
  }
  if (fresh.length === 0) return;
  const hashes = [...new Set(fresh.map((p) => mediaHash(p.url.slice(MEDIA_PATH.length))!))];
  const stored = new Map(
    (
      await tx
        .select({ sha256: media.sha256, contentType: media.contentType })
        .from(media)
        .innerJoin(mediaShops, and(eq(mediaShops.sha256, media.sha256), eq(mediaShops.shopId, shopId)))
        .where(inArray(media.sha256, hashes))
    ).map((m) => [m.sha256, m.contentType]),
  );
  for (const p of fresh) {
    const type = stored.get(mediaHash(p.url.slice(MEDIA_PATH.length))!);
    if (!type) throw fieldError(p.path, UPLOAD_AGAIN);
    if (type === PICTURE_TYPES.svg) throw fieldError(p.path, NO_SVG);
  }
}
