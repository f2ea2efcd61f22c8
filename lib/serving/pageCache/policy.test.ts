import { isKept, sizeOf, tagsOf, TAGS_HEADER } from './policy';

const page = (status?: number, extra = {}) => ({
  kind: 'APP_PAGE',
  html: '<html>頁面</html>',
  rscData: Buffer.alloc(1000),
  headers: { [TAGS_HEADER]: '_N_T_/layout,shop:1' },
  postponed: undefined,
  status,
  segmentData: new Map([['/_tree', Buffer.alloc(300)]]),
  ...extra,
});

describe('isKept', () => {
  test.each([
    ['a page', page(undefined)],
    ['a page with status 200', page(200)],
    ['a redirecting page', page(307)],
    ['a route answer', { kind: 'APP_ROUTE', body: Buffer.from('ok'), status: 200, headers: {} }],
    [
      'a fetch read',
      { kind: 'FETCH', data: { headers: {}, body: '[]', url: 'u', status: 200 }, revalidate: 30 },
    ],
  ])('keeps %s', (_name, value) => expect(isKept(value)).toBe(true));

  test.each([
    ['nothing', null],
    ['a 404 screen', page(404)],
    ['a gone page', page(410)],
    ['an error page', page(500)],
    ['a failed route answer', { kind: 'APP_ROUTE', body: Buffer.from(''), status: 404, headers: {} }],
    [
      'a failed fetch',
      { kind: 'FETCH', data: { headers: {}, body: '', url: 'u', status: 404 }, revalidate: 30 },
    ],
  ])('does not keep %s', (_name, value) => expect(isKept(value)).toBe(false));
});

describe('tagsOf', () => {
  test('a page is tagged by its tags header', () => {
    expect(tagsOf(page(undefined), undefined)).toEqual(['_N_T_/layout', 'shop:1']);
  });

  test('a fetch read is tagged by the tags Next gives with it', () => {
    const value = { kind: 'FETCH', data: { headers: {}, body: '', url: 'u' }, revalidate: 30 };
    expect(tagsOf(value, { tags: ['shop:1:products'] })).toEqual(['shop:1:products']);
    expect(tagsOf(value, {})).toEqual([]);
  });

  test('an answer without tags has none', () => {
    expect(tagsOf({ kind: 'APP_ROUTE', body: Buffer.from(''), headers: {} }, undefined)).toEqual([]);
  });
});

describe('sizeOf', () => {
  test('counts text at two bytes a character, binary data at its length, and the key', () => {
    const small = sizeOf('/k', page(undefined, { html: '', rscData: undefined, segmentData: undefined }));
    const large = sizeOf('/k', page(undefined, { html: 'x'.repeat(10_000) }));
    // 10,000 characters of text, 1,000 bytes of RSC data, 300 of segment data and its path.
    expect(large - small).toBeGreaterThanOrEqual(20_000 + 1000 + 300 + '/_tree'.length * 2);
    expect(sizeOf('/a-longer-key', page(undefined)) - sizeOf('/k', page(undefined))).toBe(22);
  });

  test('never less than the bodies it holds', () => {
    const body = Buffer.alloc(50_000);
    expect(sizeOf('/r', { kind: 'APP_ROUTE', body, status: 200, headers: {} })).toBeGreaterThan(50_000);
  });

  test('a cycle does not hang it', () => {
    const value = { kind: 'FETCH', data: {} as Record<string, unknown> };
    value.data.self = value;
    expect(sizeOf('/c', value)).toBeGreaterThan(0);
  });
});
