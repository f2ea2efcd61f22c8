/**
 * Headers of pictures of any size, as their formats write them, for tests: enough bytes for the type
 * and the dimensions to be read, no picture data.
 */

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >> 8) & 255];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** PNG: signature, then the IHDR chunk (length 13, type, width, height, depth 8, RGB). */
export const pngOf = (width: number, height: number, seed = 0) =>
  Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...u32be(13),
    ...ascii('IHDR'),
    ...u32be(width),
    ...u32be(height),
    8,
    2,
    0,
    0,
    0,
    ...u32be(seed),
  ]);

/** JPEG: SOI, an APP0 segment, then a baseline frame (SOF0) with height and width. */
export const jpegOf = (width: number, height: number) =>
  Uint8Array.from([
    0xff,
    0xd8,
    ...[0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0],
  ]);

/** GIF89a with its logical screen size. */
export const gifOf = (width: number, height: number) =>
  Uint8Array.from([...ascii('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0]);

/** WebP, lossy: RIFF, the VP8 chunk, a key frame's tag and start code, then width and height. */
export const webpLossyOf = (width: number, height: number) =>
  Uint8Array.from([
    ...ascii('RIFF'),
    0,
    0,
    0,
    0,
    ...ascii('WEBPVP8 '),
    0,
    0,
    0,
    0,
    ...[0x10, 0x02, 0x00],
    ...[0x9d, 0x01, 0x2a],
    ...u16le(width),
    ...u16le(height),
  ]);
