import { canonicalPath, shopDescription, shopPageMetadata } from './metadata';

const base = { host: 'shop.tw', shopName: '小島選物' };

test.each([
  ['/', '/'],
  ['/product/abc', '/product/abc'],
  ['/productList/all?page=1', '/productList/all'],
  ['/productList/all?page=2', '/productList/all?page=2'],
  ['/productList/all?utm_source=fb&page=3&fbclid=x', '/productList/all?page=3'],
  ['/productList/all?page=0', '/productList/all'],
  ['/productList/all?page=abc', '/productList/all'],
  ['/productList/all?page=2.5', '/productList/all'],
  ['/product/abc?gclid=1#specs', '/product/abc'],
])('canonicalPath(%s) → %s', (path, canonical) => expect(canonicalPath(path)).toBe(canonical));

describe('shopPageMetadata', () => {
  test('a page with its own title, text and image', () => {
    const meta = shopPageMetadata({
      ...base,
      path: '/product/abc?utm_campaign=x',
      title: '亞麻襯衫',
      description: '100% 歐洲亞麻',
      image: '/demo/products/shirt.svg',
    });
    expect(meta.title).toBe('亞麻襯衫');
    expect(meta.description).toBe('100% 歐洲亞麻');
    expect(meta.alternates?.canonical).toBe('https://shop.tw/product/abc');
    expect(meta.openGraph).toEqual({
      type: 'website',
      siteName: '小島選物',
      locale: 'zh_TW',
      url: 'https://shop.tw/product/abc',
      title: '亞麻襯衫｜小島選物',
      description: '100% 歐洲亞麻',
      images: [{ url: 'https://shop.tw/demo/products/shirt.svg', alt: '亞麻襯衫' }],
    });
    expect(meta.twitter).toEqual({
      card: 'summary_large_image',
      title: '亞麻襯衫｜小島選物',
      description: '100% 歐洲亞麻',
      images: ['https://shop.tw/demo/products/shirt.svg'],
    });
    expect(meta.robots).toBeUndefined();
  });

  test('without title, text or image the shop speaks for itself', () => {
    const meta = shopPageMetadata({ ...base, path: '/' });
    expect(meta.title).toEqual({ absolute: '小島選物' });
    expect(meta.description).toBe(shopDescription('小島選物'));
    expect(meta.description).toContain('小島選物');
    expect(meta.openGraph).not.toHaveProperty('images');
    expect(meta.openGraph).toMatchObject({ title: '小島選物', url: 'https://shop.tw/' });
    expect(meta.twitter).toEqual({ card: 'summary', title: '小島選物', description: meta.description });
  });

  test('a blank description falls back to the shop text', () => {
    const meta = shopPageMetadata({ ...base, path: '/', title: '分類', description: '  ' });
    expect(meta.description).toBe(shopDescription('小島選物'));
  });

  test('later list pages keep their page number; local hosts use http and the port', () => {
    delete process.env.PORT;
    const meta = shopPageMetadata({ ...base, host: 'localhost', path: '/productList/all?page=2' });
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/productList/all?page=2');
  });

  test('absolute image URLs are kept', () => {
    const meta = shopPageMetadata({ ...base, path: '/', image: 'https://img.example.com/a.jpg' });
    expect(meta.twitter).toMatchObject({ images: ['https://img.example.com/a.jpg'] });
  });

  test('noIndex keeps the page out of the index but its links followed', () => {
    const meta = shopPageMetadata({ ...base, path: '/cart', title: '購物車', noIndex: true });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});
