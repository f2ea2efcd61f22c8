import { dimensionsProblem } from './dimensions';
import { MEDIA_PATH } from '@/lib/images/mediaAddress';
import type { PictureExtension } from './pictureTypes';

/** The pictures a shop may upload, and how big one may be. */

export const MAX_PICTURE_BYTES = 1024 * 1024;

export const PICTURE_TOO_BIG = `圖片超過 ${MAX_PICTURE_BYTES / 1024 / 1024} MB`;
export const NOT_A_PICTURE = '不是 PNG、JPEG、GIF、WebP 或 SVG 圖片';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What a picture is, from its first bytes rather than its file name, so the type it is served with
 * is the one it really has. Null for anything else.
 */
export function pictureType(bytes: Uint8Array): PictureExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF8'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (
    (head.startsWith('<svg') || head.startsWith('<?xml') || head.startsWith('<!--')) &&
    head.includes('<svg')
  )
    return 'svg';
  return null;
}

/**
 * The console's uploads: a photo straight from a phone or a camera (up to 5 MB; the image optimizer
 * serves it resized to the widths of spec §9, next.config.ts), and never SVG, whose markup can carry
 * script and links that a raster picture cannot.
 */
export const MAX_UPLOAD_PICTURE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TOO_BIG = `圖片超過 ${MAX_UPLOAD_PICTURE_BYTES / 1024 / 1024} MB`;
export const SVG_REFUSED = '不接受 SVG 圖片，請上傳 PNG、JPEG、GIF 或 WebP';
export const NOT_AN_UPLOAD_PICTURE = '不是 PNG、JPEG、GIF 或 WebP 圖片';

/** Why a picture uploaded in the console cannot be stored, or null when it can. */
export function uploadProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return NOT_AN_UPLOAD_PICTURE;
  if (bytes.length > MAX_UPLOAD_PICTURE_BYTES) return UPLOAD_TOO_BIG;
  const type = pictureType(bytes);
  if (type === 'svg') return SVG_REFUSED;
  return type ? dimensionsProblem(bytes, type) : NOT_AN_UPLOAD_PICTURE;
}

/** Why a picture cannot be stored, or null when it can. */
export function pictureProblem(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_PICTURE_BYTES) return PICTURE_TOO_BIG;
  const type = pictureType(bytes);
  return type ? dimensionsProblem(bytes, type) : NOT_A_PICTURE;
}

export const mediaUrl = (sha256: string, ext: PictureExtension) => `${MEDIA_PATH}${sha256}.${ext}`;
