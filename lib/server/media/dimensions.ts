import type { PictureExtension } from './pictureTypes';

/**
 * A raster picture's width and height, read from its header without decoding it, so that a file
 * small on disk but huge once decoded (a decompression bomb: a 5 MB PNG of 30,000 × 30,000 pixels is
 * 3.6 GB in memory) is refused before the image optimizer or a browser opens it. Pure.
 */
export type Dimensions = { width: number; height: number };

const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const be32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const tag = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

/** PNG: the IHDR chunk comes first (offset 8 + length 4 + "IHDR" 4), width then height, big-endian. */
function png(b: Uint8Array): Dimensions | null {
  if (b.length < 24 || tag(b, 12) !== 'IHDR') return null;
  return { width: be32(b, 16), height: be32(b, 20) };
}

/** GIF: the logical screen's width and height, little-endian, after "GIF89a". */
function gif(b: Uint8Array): Dimensions | null {
  return b.length < 10 ? null : { width: le16(b, 6), height: le16(b, 8) };
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) each say it their own way. */
function webp(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = tag(b, 12);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return null;
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) gives height then width. */
function jpeg(b: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or the scan, before a frame
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: be16(b, at + 5), width: be16(b, at + 7) };
    at += 2 + be16(b, at + 2);
  }
  return null;
}

export function pictureDimensions(bytes: Uint8Array, type: PictureExtension): Dimensions | null {
  switch (type) {
    case 'png':
      return png(bytes);
    case 'gif':
      return gif(bytes);
    case 'webp':
      return webp(bytes);
    case 'jpg':
      return jpeg(bytes);
    case 'svg':
      return null;
  }
}

/**
 * The largest picture kept: 50 million pixels (a 50 MP phone photo; 200 MB once decoded), no side over
 * 16,383 pixels (WebP's own limit, and more than any screen the storefront draws for).
 */
const MAX_PICTURE_PIXELS = 50_000_000;
const MAX_PICTURE_SIDE = 16_383;

export const PICTURE_UNREADABLE = '無法讀取圖片尺寸，請重新存檔後再上傳';
export const PICTURE_TOO_LARGE = `圖片尺寸過大：每邊最多 ${MAX_PICTURE_SIDE.toLocaleString('en-US')} 像素、共 ${MAX_PICTURE_PIXELS / 1_000_000} 百萬像素`;

/** Why a raster picture's size cannot be kept, or null. */
export function dimensionsProblem(bytes: Uint8Array, type: PictureExtension): string | null {
  if (type === 'svg') return null;
  const d = pictureDimensions(bytes, type);
  if (!d || d.width < 1 || d.height < 1) return PICTURE_UNREADABLE;
  if (d.width > MAX_PICTURE_SIDE || d.height > MAX_PICTURE_SIDE || d.width * d.height > MAX_PICTURE_PIXELS)
    return PICTURE_TOO_LARGE;
  return null;
}
