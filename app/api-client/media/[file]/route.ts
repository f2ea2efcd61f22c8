import { notFound } from '@/lib/server/kernel/errors';
import { route } from '@/lib/server/http/route';
import { mediaHash } from '@/lib/images/mediaAddress';
import { PICTURE_TYPES } from '@/lib/server/media/pictureTypes';
import { readPicture } from '@/lib/server/media/store';

/**
 * An uploaded picture. Its address carries the hash of its content, so the answer never changes
 * and browsers and CDNs may keep it for good.
 */
export const GET = route(async ({ db, params }) => {
  const sha256 = typeof params.file === 'string' ? mediaHash(params.file) : null;
  const picture = sha256 ? await readPicture(db, sha256) : null;
  if (!picture) throw notFound('圖片');
  return new Response(new Uint8Array(picture.bytes), {
    headers: {
      'content-type': picture.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // An SVG (an operator's logo) is drawn by <img>, which runs no script; opened by itself it
      // would be a page on the shop's origin, so it is only ever downloaded.
      ...(picture.contentType === PICTURE_TYPES.svg ? { 'content-disposition': 'attachment' } : {}),
    },
  });
});
