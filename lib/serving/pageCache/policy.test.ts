import { isKept, ownedValue, sizeOf, tagsOf, TAGS_HEADER } from './policy';

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

describe('ownedValue', () => {
  test('a page’s buffers become bytes of their own; the rest is kept as it was', () => {
    const block = Buffer.alloc(65_536, 1);
    const value = page(undefined, {
      rscData: block.subarray(0, 1000),
      segmentData: new Map([['/_tree', block.subarray(1000, 1300)]]),
    });
    const owned = ownedValue(value) as ReturnType<typeof page>;
    expect(owned).not.toBe(value);
    expect(owned.rscData.buffer.byteLength).toBe(1000);
    expect(owned.rscData.equals(value.rscData)).toBe(true);
    const segment = owned.segmentData.get('/_tree')!;
    expect(segment.buffer.byteLength).toBe(300);
    expect(owned.html).toBe(value.html);
    expect(owned.headers).toBe(value.headers);
    // What Next passed is left as it is.
    expect(value.rscData.buffer).toBe(block.buffer);
  });

  test('a route’s body is copied out; values without buffers pass as they are', () => {
    const body = Buffer.alloc(65_536).subarray(0, 2);
    const route = ownedValue({ kind: 'APP_ROUTE', body, status: 200, headers: {} }) as { body: Buffer };
    expect(route.body.buffer.byteLength).toBe(2);
    expect(ownedValue(null)).toBeNull();
    const read = { kind: 'FETCH', data: { body: '[]' } };
    expect(ownedValue(read)).toEqual(read);
  });
});
