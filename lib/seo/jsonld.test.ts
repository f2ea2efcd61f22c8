import type { Product, Stock } from '@/lib/api/contract';
import { breadcrumbJsonLd, jsonLdString, productJsonLd } from './jsonld';

const stock = (id: number, activityPrice: number, stockCount = 5): Stock => ({
  id,
  stock: stockCount,
  price: activityPrice,
  activityPrice,
  EcommerceProductChildSpecs: [],
});

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  nanoId: 'shirt01',
  name: '亞麻襯衫',
  MainImage: { filename: '/demo/products/shirt.svg' },
  Image: null,
  price: 1280,
  activityPrice: 990,
  order: 1,
  isPublic: true,
  isRemove: false,
  useCashbackRate: 0,
  purchaseLimit: null,
  EcommerceActivityId: null,
  EcommerceActivity: null,
  totalStock: 10,
  description: '100% 歐洲亞麻',
  EcommerceCategories: [],
  EcommerceProductParentSpecs: [],
  EcommerceProductChildSpecs: [],
  EcommerceProductStocks: [stock(1, 990), stock(2, 990)],
  ...overrides,
});

const url = 'https://shop.tw/product/shirt01';

describe('productJsonLd', () => {
  test('one price: an Offer at the price paid now', () => {
    expect(
      productJsonLd({ product: product(), url, shopName: '小島選物', imageUrl: 'https://shop.tw/x.svg' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '亞麻襯衫',
      description: '100% 歐洲亞麻',
      sku: 'shirt01',
      image: 'https://shop.tw/x.svg',
      brand: { '@type': 'Brand', name: '小島選物' },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'TWD',
        price: 990,
        availability: 'https://schema.org/InStock',
      },
    });
  });

  test('specs at several prices: an AggregateOffer with the range', () => {
    const ld = productJsonLd({
      product: product({ EcommerceProductStocks: [stock(1, 990), stock(2, 1290), stock(3, 1090)] }),
      url,
      shopName: '小島選物',
    });
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      url,
      priceCurrency: 'TWD',
      lowPrice: 990,
      highPrice: 1290,
      offerCount: 3,
      availability: 'https://schema.org/InStock',
    });
    expect(ld).not.toHaveProperty('image');
  });

  test.each([
    [0, 'https://schema.org/OutOfStock'],
    [1, 'https://schema.org/InStock'],
  ])('totalStock %p → %s', (totalStock, availability) =>
    expect(productJsonLd({ product: product({ totalStock }), url, shopName: 's' }).offers.availability).toBe(
      availability,
    ),
  );

  test('a product without stocks still has its own price', () => {
    const ld = productJsonLd({ product: product({ EcommerceProductStocks: [] }), url, shopName: 's' });
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 990 });
  });

  test('an empty description falls back to the name', () => {
    expect(productJsonLd({ product: product({ description: ' ' }), url, shopName: 's' }).description).toBe(
      '亞麻襯衫',
    );
  });
});

test('breadcrumbJsonLd numbers the items from 1', () => {
  expect(
    breadcrumbJsonLd([
      { name: '首頁', url: 'https://shop.tw/' },
      { name: '上衣', url: 'https://shop.tw/productList/category/tops' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: '首頁', item: 'https://shop.tw/' },
      { '@type': 'ListItem', position: 2, name: '上衣', item: 'https://shop.tw/productList/category/tops' },
    ],
  });
});

describe('jsonLdString', () => {
  test('no `<` survives, so shop text cannot close the script', () => {
    const text = jsonLdString({ name: '</script><script>alert(1)</script><!--' });
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
  });

  test('the escaped text parses back to the same data', () => {
    const data = { name: 'a < b </script>', nested: [{ x: '<!--' }] };
    expect(JSON.parse(jsonLdString(data))).toEqual(data);
  });
});
