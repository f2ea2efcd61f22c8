import {
  MAX_UPLOAD_PICTURE_BYTES,
  NOT_AN_UPLOAD_PICTURE,
  SVG_REFUSED,
  UPLOAD_TOO_BIG,
  uploadProblem,
} from './picture';

const bytes = (...head: number[]) => new Uint8Array([...head, ...new Array(16).fill(0)]);
const text = (s: string) => new TextEncoder().encode(s);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('uploadProblem', () => {
  it.each([
    ['a PNG', png, null],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), null],
    ['a GIF', text('GIF89a....'), null],
    ['a WebP', text('RIFF\0\0\0\0WEBPVP8 '), null],
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
