import {
  MAX_UPLOAD_PICTURE_BYTES,
  NOT_AN_UPLOAD_PICTURE,
  SVG_REFUSED,
  UPLOAD_TOO_BIG,
  uploadProblem,
} from './picture';

import { PICTURE_TOO_LARGE, PICTURE_UNREADABLE } from './dimensions';
import { gifOf, jpegOf, pngOf, webpLossyOf } from './testPictures';

const text = (s: string) => new TextEncoder().encode(s);
const png = pngOf(640, 480);

describe('uploadProblem', () => {
  it.each([
    ['a PNG', png, null],
    ['a JPEG', jpegOf(4000, 3000), null],
    ['a GIF', gifOf(320, 240), null],
    ['a WebP', webpLossyOf(1200, 800), null],
    ['a 50 MP phone photo', jpegOf(8660, 5773), null],
    ['a PNG of 30,000 × 30,000 (3.6 GB decoded)', pngOf(30_000, 30_000), PICTURE_TOO_LARGE],
    ['a JPEG wider than 16,383', jpegOf(20_000, 100), PICTURE_TOO_LARGE],
    ['a PNG whose header says 0 × 0', pngOf(0, 0), PICTURE_UNREADABLE],
    ['a PNG signature and nothing else', png.subarray(0, 8), PICTURE_UNREADABLE],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), SVG_REFUSED],
    ['an SVG behind an XML head', text('<?xml version="1.0"?>\n<svg></svg>'), SVG_REFUSED],
    ['HTML named .png', text('<html><script></script></html>'), NOT_AN_UPLOAD_PICTURE],
    ['nothing', new Uint8Array(0), NOT_AN_UPLOAD_PICTURE],
  ])('%s', (_, data, problem) => {
    expect(uploadProblem(data)).toBe(problem);
  });

  it('takes 5 MB and refuses a byte more', () => {
    const at = new Uint8Array(MAX_UPLOAD_PICTURE_BYTES);
    at.set(png);
    expect(uploadProblem(at)).toBeNull();
    const over = new Uint8Array(MAX_UPLOAD_PICTURE_BYTES + 1);
    over.set(png);
    expect(uploadProblem(over)).toBe(UPLOAD_TOO_BIG);
  });
});
