import { pictureProblem, pictureType, NOT_A_PICTURE, PICTURE_TOO_BIG } from '../../media/picture';
import { formatPath, parseJsonWithLines } from './jsonLines';
import { parseCatalogFile, UNKNOWN_FIELD } from './parse';

const file = (products: unknown[]) => JSON.stringify({ products }, null, 2);
const product = { key: 'p-1', name: '茶', price: 100 };

describe('JSON with lines', () => {
  test('values are found by path; a missing one by its nearest parent', () => {
    const json = parseJsonWithLines('{\n  "a": [\n    1,\n    { "b": "x\\"y" }\n  ]\n}');
    if (!json.ok) throw new Error(json.message);
    expect(json.value).toEqual({ a: [1, { b: 'x"y' }] });
    expect(json.lineOf(['a', 1, 'b'])).toBe(4);
    expect(json.lineOf(['a', 1, 'missing'])).toBe(4);
    expect(json.lineOf(['a', 0])).toBe(3);
  });

  test.each([
    ['{\n  "a": 1,\n}', 3, 1],
    ['{"a": tru}', 1, 7],
    ['[1, 2', 1, 6],
    ['{"a": "line\nbreak"}', 1, 12],
    ['{} x', 1, 4],
  ])('a syntax error at line and column: %j', (text, line, column) => {
    expect(parseJsonWithLines(text)).toMatchObject({ ok: false, line, column });
  });

  test('paths read as the file is written', () => {
    expect(formatPath(['products', 3, 'specs', 1, 'price'])).toBe('products[3].specs[1].price');
  });
});

describe('catalog file', () => {
  test('the first mistake, at the line of the offending value', () => {
    const text = file([
      product,
      { ...product, key: 'p-2', specNames: ['顏色'], specs: [{ values: ['紅'], price: 1.5, stock: 1 }] },
    ]);
    const line = text.split('\n').findIndex((l) => l.includes('1.5')) + 1;
    expect(parseCatalogFile('c.json', text)).toEqual({
      ok: false,
      error: `c.json:${line}: products[1].specs[0].price: 必須是正整數`,
    });
  });

  test.each([
    [[product, product], 'products[1].key: 商品 key「p-1」重複'],
    [[{ ...product, categories: ['c-x'] }], 'products[0].categories[0]: 檔案中沒有分類「c-x」'],
    [
      [{ ...product, specNames: ['顏色', '尺寸'], specs: [{ values: ['紅'], stock: 1 }] }],
      'products[0].specs[0].values: 須有 2 個規格值，對應 specNames',
    ],
    [
      [
        {
          ...product,
          specNames: ['顏色'],
          specs: [
            { values: ['紅'], stock: 1 },
            { values: ['紅'], stock: 2 },
          ],
        },
      ],
      'products[0].specs[1].values: 規格組合重複',
    ],
    [
      [{ ...product, specNames: ['顏色', '顏色'], specs: [{ values: ['紅', '藍'], stock: 1 }] }],
      'products[0].specNames[1]: 規格名稱重複',
    ],
    [
      [{ ...product, specNames: ['顏色'], stockSeen: 3, specs: [{ values: ['紅'], stock: 1 }] }],
      'products[0].stockSeen: 有規格的商品，stockSeen 寫在各規格中',
    ],
    [[{ ...product, stockSeen: 3 }], 'products[0].stockSeen: 有 stockSeen 就須寫 stock'],
    [[{ ...product, activityPrice: 100 }], 'products[0].activityPrice: 活動價須低於售價'],
    [[{ ...product, image: '/etc/passwd' }], 'products[0].image: 須為相對於目錄檔的路徑（以 / 分隔）'],
    [[{ ...product, colour: '紅' }], `products[0].colour: ${UNKNOWN_FIELD}`],
  ])('refused: %j', (products, error) => {
    const result = parseCatalogFile('c.json', file(products));
    expect(result.ok ? '' : result.error.replace(/^c\.json:\d+: /, '')).toBe(error);
  });

  test('defaults filled in', () => {
    const result = parseCatalogFile('c.json', file([product]));
    expect(result.ok && result.catalog).toEqual({
      categoryGroups: [],
      categories: [],
      activities: [],
      products: [{ ...product, description: '', categories: [], public: true }],
    });
  });
});

describe('pictures', () => {
  test('a picture is known by its bytes, and bounded', () => {
    expect(pictureType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(pictureType(new TextEncoder().encode('<?xml version="1.0"?>\n<svg></svg>'))).toBe('svg');
    expect(pictureProblem(new TextEncoder().encode('<html><script></script></html>'))).toBe(NOT_A_PICTURE);
    expect(pictureProblem(new Uint8Array(1024 * 1024 + 1))).toBe(PICTURE_TOO_BIG);
  });
});
