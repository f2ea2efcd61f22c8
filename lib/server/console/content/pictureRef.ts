import { z } from 'zod';
import { MEDIA_PATH, mediaHash } from '../../media/picture';

/** Pictures that ship with the storefront (the demo shops', the built-in empty states). */
const SHIPPED = /^\/(?:demo|images)\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/;

/**
 * Whether a picture address is one the shop's pages can draw: a picture uploaded through the
 * console (POST /api-admin/{shopId}/media) or one shipped with the storefront. Pages draw them with
 * Next's image optimizer, which serves only these paths (next.config.ts images.localPatterns); any
 * other address would break the page instead of showing a picture.
 */
export function isShopPicture(path: string): boolean {
  if (path.startsWith(MEDIA_PATH)) return mediaHash(path.slice(MEDIA_PATH.length)) !== null;
  return SHIPPED.test(path) && !path.includes('..');
}

export const PictureSchema = z
  .string()
  .trim()
  .max(300, { error: '圖片網址過長' })
  .refine(isShopPicture, { error: '圖片須為上傳到本店的圖片' });

/** A picture as pages store it (`{ filename }`), or none. */
export const ImageInputSchema = z.object({ filename: PictureSchema }).nullable();
