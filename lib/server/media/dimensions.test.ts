import { pictureDimensions } from './dimensions';
import { gifOf, jpegOf, pngOf, webpLossyOf } from './testPictures';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** WebP lossless: "VP8L", its signature byte 0x2f, then 14 bits of width − 1 and 14 of height − 1. */
function webpLossless(width: number, height: number) {
  const bits = (width - 1) | ((height - 1) << 14);
  return Uint8Array.from([
    ...ascii('RIFF'),
    0,
    0,
    0,
    0,
    ...ascii('WEBPVP8L'),
    0,
    0,
    0,
    0,
    0x2f,
    bits & 255,
    (bits >>> 8) & 255,
    (bits >>> 16) & 255,
    (bits >>> 24) & 255,
    0,
    0,
    0,
    0,
    0,
  ]);
}

/** WebP extended: "VP8X", flags, then the canvas's width − 1 and height − 1 in 24 bits each. */
function webpExtended(width: number, height: number) {
  const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
  return Uint8Array.from([
    ...ascii('RIFF'),
    0,
    0,
    0,
    0,
    ...ascii('WEBPVP8X'),
    10,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...le24(width - 1),
    ...le24(height - 1),
  ]);
}

it.each([
  ['PNG', pngOf(640, 480), 'png', { width: 640, height: 480 }],
  ['PNG, huge', pngOf(30_000, 30_000), 'png', { width: 30_000, height: 30_000 }],
  ['JPEG (SOF0 after APP0)', jpegOf(4032, 3024), 'jpg', { width: 4032, height: 3024 }],
  ['GIF', gifOf(320, 240), 'gif', { width: 320, height: 240 }],
  ['WebP lossy', webpLossyOf(1200, 800), 'webp', { width: 1200, height: 800 }],
  ['WebP lossless', webpLossless(16_383, 2), 'webp', { width: 16_383, height: 2 }],
  ['WebP extended', webpExtended(20_000, 30_000), 'webp', { width: 20_000, height: 30_000 }],
] as const)('reads the size of a %s', (_, bytes, type, size) => {
  expect(pictureDimensions(bytes, type)).toEqual(size);
});

it.each([
  ['a PNG cut before its size', pngOf(1, 1).subarray(0, 20), 'png'],
  [
    'a JPEG with no frame before its scan',
    Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 0, 0, 0, 0, 0, 0]),
    'jpg',
  ],
  [
    'a JPEG whose segments are broken',
    Uint8Array.from([0xff, 0xd8, 0x00, 0x11, 0, 0, 0, 0, 0, 0, 0, 0]),
    'jpg',
  ],
  [
    'a WebP with an unknown chunk',
    Uint8Array.from([...ascii('RIFF\0\0\0\0WEBPXXXX'), ...new Array(20).fill(0)]),
    'webp',
  ],
] as const)('answers null for %s', (_, bytes, type) => {
  expect(pictureDimensions(bytes, type)).toBeNull();
});
