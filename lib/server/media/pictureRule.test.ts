import { isPictureAddress } from '@/lib/console/contract/fields';
import { newPictureProblem, NO_SVG, picturesIn, UPLOAD_FIRST } from './pictureRule';

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
])('isPictureAddress(%j) is %s', (path, ok) => expect(isPictureAddress(path)).toBe(ok));

/** A picture newly chosen must be uploaded and raster; shipped ones are only ever kept. */
test.each<[string, string | null]>([
  [`/api-client/media/${HASH}.png`, null],
  [`/api-client/media/${HASH}.jpg`, null],
  [`/api-client/media/${HASH}.svg`, NO_SVG],
  ['/demo/shop2/logo.svg', UPLOAD_FIRST],
  ['/demo/shop2/favicon.png', UPLOAD_FIRST],
  ['/images/empty/cart.svg', UPLOAD_FIRST],
  ['https://evil.example/a.png', UPLOAD_FIRST],
])('newPictureProblem(%j) is %j', (url, problem) => expect(newPictureProblem(url)).toBe(problem));

test('picturesIn finds every picture address in a recorded value, however deep', () => {
  const record = {
    key: 'home',
    areas: [
      { banner: { carousel: [{ responsiveImage: { webSizeImage: { filename: '/demo/banners/a.svg' } } }] } },
      { text: { title: '/not/a/picture', description: 'https://evil.example/a.png' } },
    ],
    logo: `/api-client/media/${HASH}.png`,
    count: 3,
  };
  expect([...picturesIn(record)].sort()).toEqual([`/api-client/media/${HASH}.png`, '/demo/banners/a.svg']);
});
