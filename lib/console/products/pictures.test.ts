import { MAX_PRODUCT_PICTURES } from '@/lib/catalog/pictures';
import { asMain, pictureRoom, withUploaded } from './pictures';

const many = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `/${prefix}${i}.png`);

describe('withUploaded', () => {
  test.each<[string, string[], string[], string[]]>([
    ['added at the end', ['/a.png'], ['/b.png', '/c.png'], ['/a.png', '/b.png', '/c.png']],
    ['to none', [], ['/a.png'], ['/a.png']],
    ['nothing uploaded', ['/a.png'], [], ['/a.png']],
    [
      'one the product shows already is not listed twice',
      ['/a.png'],
      ['/a.png', '/b.png'],
      ['/a.png', '/b.png'],
    ],
    ['one chosen twice is listed once', [], ['/a.png', '/a.png'], ['/a.png']],
  ])('%s', (_, current, uploaded, expected) => {
    expect(withUploaded(current, uploaded)).toEqual(expected);
  });

  test(`never more than ${MAX_PRODUCT_PICTURES}, the first kept`, () => {
    const current = many(MAX_PRODUCT_PICTURES - 1);
    const next = withUploaded(current, many(3, 'new'));
    expect(next).toHaveLength(MAX_PRODUCT_PICTURES);
    expect(next.slice(0, -1)).toEqual(current);
    expect(next.at(-1)).toBe('/new0.png');
  });
});

test.each<[number, number]>([
  [0, MAX_PRODUCT_PICTURES],
  [3, MAX_PRODUCT_PICTURES - 3],
  [MAX_PRODUCT_PICTURES, 0],
  [MAX_PRODUCT_PICTURES + 2, 0],
])('%i pictures leave room for %i', (count, room) => {
  expect(pictureRoom(many(count))).toBe(room);
});

test.each<[string, string, string[]]>([
  ['the third made main', '/c.png', ['/c.png', '/a.png', '/b.png']],
  ['the main one stays', '/a.png', ['/a.png', '/b.png', '/c.png']],
])('%s', (_, url, expected) => {
  expect(asMain(['/a.png', '/b.png', '/c.png'], url)).toEqual(expected);
});
