import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { media } from '../db/schema';
import { badRequest } from '../http/errors';
import { mediaUrl, PICTURE_TYPES, pictureProblem, pictureType } from './picture';

/**
 * Stores a picture (once, however often it is uploaded) and answers the address it is served at.
 * `problemOf` is the rule it is held to: the operator's files (pictureProblem) or the console's
 * uploads (uploadProblem).
 */
export async function storePicture(
  db: DbOrTx,
  bytes: Uint8Array,
  problemOf: (bytes: Uint8Array) => string | null = pictureProblem,
): Promise<string> {
  const problem = problemOf(bytes);
  if (problem) throw badRequest(problem);
  const ext = pictureType(bytes)!;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db
    .insert(media)
    .values({ sha256, contentType: PICTURE_TYPES[ext], size: bytes.length, bytes })
    .onConflictDoNothing();
  return mediaUrl(sha256, ext);
}

export async function readPicture(db: DbOrTx, sha256: string) {
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.sha256, sha256));
  return row ?? null;
}
