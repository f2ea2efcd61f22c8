import { absoluteImageUrl, absoluteUrl, siteOrigin } from './url';

const savedPort = process.env.PORT;
afterEach(() => {
  if (savedPort === undefined) delete process.env.PORT;
  else process.env.PORT = savedPort;
});

describe('siteOrigin', () => {
  beforeEach(() => delete process.env.PORT);

  test.each([
    ['localhost', 'http://localhost:3000'],
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['shop2.localhost', 'http://shop2.localhost:3000'],
    ['shop.example.com', 'https://shop.example.com'],
    ['localhost.example.com', 'https://localhost.example.com'],
    ['mylocalhost', 'https://mylocalhost'],
  ])('%s → %s', (host, origin) => expect(siteOrigin(host)).toBe(origin));

  test('local hosts use the PORT the app listens on', () => {
    process.env.PORT = '3100';
    expect(siteOrigin('localhost')).toBe('http://localhost:3100');
    expect(siteOrigin('shop.example.com')).toBe('https://shop.example.com');
  });
});

test.each([
  ['/', 'https://shop.tw/'],
  ['/product/abc', 'https://shop.tw/product/abc'],
  ['categories', 'https://shop.tw/categories'],
  ['/productList/all?page=2', 'https://shop.tw/productList/all?page=2'],
])('absoluteUrl(shop.tw, %s) → %s', (path, url) => expect(absoluteUrl('shop.tw', path)).toBe(url));

test.each([
  ['/demo/products/x.svg', 'https://shop.tw/demo/products/x.svg'],
  ['https://img.example.com/a.jpg', 'https://img.example.com/a.jpg'],
  ['http://img.example.com/a.jpg', 'http://img.example.com/a.jpg'],
  ['//img.example.com/a.jpg', 'https://img.example.com/a.jpg'],
])('absoluteImageUrl(shop.tw, %s) → %s', (filename, url) =>
  expect(absoluteImageUrl('shop.tw', filename)).toBe(url),
);
