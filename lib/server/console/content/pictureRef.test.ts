import { isShopPicture } from './pictureRef';

const HASH = 'a'.repeat(64);

test.each<[string, boolean]>([
  [`/api-client/media/${HASH}.png`, true],
  [`/api-client/media/${HASH}.webp`, true],
  ['/demo/shop1/banner/autumn-web.jpg', true],
  ['/images/empty/cart.svg', true],
  [`/api-client/media/${HASH}.exe`, false],
  ['/api-client/media/short.png', false],
  ['/demo/../../etc/passwd', false],
  ['/demo/a b.png', false],
  ['https://evil.example/a.png', false],
  ['//evil.example/a.png', false],
  ['/other/a.png', false],
  ['', false],
])('isShopPicture(%j) is %s', (path, ok) => expect(isShopPicture(path)).toBe(ok));
