import {
  freshFigures,
  numberOrNull,
  plainFigures,
  productBody,
  productDraft,
  type EditedProduct,
  type ProductDraft,
} from './draft';
import { cellKey } from './matrix';
import { swappedLevels, withoutValue } from './specEdits';

/** A stored product with the journey's 2×3 matrix: 紅 / 藍 by S / M / L, each its own price. */
const shirt: EditedProduct = {
  id: 7,
  nanoId: 'p-shirt',
  version: 3,
  name: '控台襯衫',
  description: '透氣的亞麻',
  pictures: ['/api-client/media/a.png'],
  price: 480,
  activityPrice: null,
  categoryIds: [2],
  activityId: null,
  isPublic: false,
  order: 0,
  useCashbackRate: 0.14,
  purchaseLimit: null,
  specs: {
    levels: [
      {
        id: 1,
        name: '顏色',
        values: [
          { key: 'r', id: 11, name: '紅' },
          { key: 'b', id: 12, name: '藍' },
        ],
      },
      {
        id: 2,
        name: '尺寸',
        values: [
          { key: 's', id: 21, name: 'S' },
          { key: 'm', id: 22, name: 'M' },
          { key: 'l', id: 23, name: 'L' },
        ],
      },
    ],
    cells: ['r', 'b'].flatMap((color) =>
      [
        ['s', 480],
        ['m', 520],
        ['l', 560],
      ].map(([size, price]) => ({
        keys: [color, size as string],
        price: price as number,
        activityPrice: null,
        stock: 5,
        seen: 5,
      })),
    ),
  },
};

const plain: EditedProduct = {
  ...shirt,
  price: 300,
  activityPrice: 250,
  specs: { levels: [], cells: [{ keys: [], price: 300, activityPrice: 250, stock: 9, seen: 9 }] },
};

describe('numberOrNull', () => {
  test.each<[string, number | null]>([
    ['480', 480],
    ['0', 0],
    [' 12 ', 12],
    ['1.5', 1.5],
    ['', null],
    ['   ', null],
  ])('%j → %p', (typed, expected) => expect(numberOrNull(typed)).toBe(expected));

  test('anything else is sent as the number field gives it, for the API to refuse', () => {
    expect(numberOrNull('abc')).toBeNaN();
  });
});

describe('productDraft', () => {
  test('a new product: hidden, sorted first, no cashback, no specs, every figure empty', () => {
    expect(productDraft(null)).toEqual({
      name: '',
      description: '',
      pictures: [],
      price: '',
      activityPrice: '',
      categoryIds: [],
      activityId: '',
      isPublic: false,
      order: '0',
      cashbackPercent: '0',
      purchaseLimit: '',
      levels: [],
      figures: {},
    });
  });

  test('a stored product: its figures as text under each combination, the stock it showed kept', () => {
    const draft = productDraft(shirt);
    expect(draft.price).toBe('480');
    expect(draft.activityPrice).toBe('');
    expect(draft.levels.map((l) => l.key)).toEqual(['l1', 'l2']);
    expect(draft.figures[cellKey(['b', 'l'])]).toEqual({
      price: '560',
      activityPrice: '',
      stock: '5',
      seen: 5,
    });
  });

  test.each<[number, string]>([
    [0, '0'],
    [0.14, '14'],
    [0.055, '5.5'],
    [0.3333, '33.33'],
    [1, '100'],
  ])('cashback rate %p shows as %s %%', (rate, percent) => {
    expect(productDraft({ ...shirt, useCashbackRate: rate }).cashbackPercent).toBe(percent);
  });
});

describe('productBody', () => {
  test('a stored product sent back unchanged is what was stored', () => {
    const body = productBody(productDraft(shirt));
    expect(body).toEqual({
      name: shirt.name,
      description: shirt.description,
      pictures: shirt.pictures,
      price: 480,
      activityPrice: null,
      categoryIds: [2],
      activityId: null,
      isPublic: false,
      order: 0,
      useCashbackRate: 0.14,
      purchaseLimit: null,
      specs: shirt.specs,
    });
  });

  test('levels swapped: every combination keeps its figures, its keys in the new order', () => {
    const draft = productDraft(shirt);
    const body = productBody({ ...draft, levels: swappedLevels(draft.levels, 0) });
    expect(body.specs.levels.map((l) => l.name)).toEqual(['尺寸', '顏色']);
    expect(body.specs.cells).toHaveLength(6);
    expect(body.specs.cells.find((c) => c.price === 560 && c.keys[1] === 'b')).toEqual({
      keys: ['l', 'b'],
      price: 560,
      activityPrice: null,
      stock: 5,
      seen: 5,
    });
  });

  test('a removed value takes its combinations out; what was typed for the others stays', () => {
    const draft = productDraft(shirt);
    const [color, size] = draft.levels as [ProductDraft['levels'][number], ProductDraft['levels'][number]];
    const body = productBody({ ...draft, levels: [color, withoutValue(size, 'm')] });
    expect(body.specs.cells.map((c) => [c.keys.join('/'), c.price])).toEqual([
      ['r/s', 480],
      ['r/l', 560],
      ['b/s', 480],
      ['b/l', 560],
    ]);
  });

  test('a new combination starts at the product’s prices with no stock; empty fields go as null', () => {
    const draft: ProductDraft = {
      ...productDraft(null),
      name: '新品',
      price: '480',
      activityPrice: '',
      levels: [
        {
          key: 'k1',
          name: '尺寸',
          values: [
            { key: 'v1', name: 'S' },
            { key: 'v2', name: 'M' },
          ],
        },
      ],
      figures: { [cellKey(['v2'])]: { price: '520', activityPrice: '', stock: '' } },
    };
    expect(productBody(draft).specs).toEqual({
      levels: [
        {
          id: null,
          name: '尺寸',
          values: [
            { key: 'v1', id: null, name: 'S' },
            { key: 'v2', id: null, name: 'M' },
          ],
        },
      ],
      cells: [
        { keys: ['v1'], price: 480, activityPrice: null, stock: 0 },
        { keys: ['v2'], price: 520, activityPrice: null, stock: null },
      ],
    });
  });

  test('without specs the one combination takes the product’s prices, and its own stock', () => {
    const draft = productDraft(plain);
    const edited = { ...draft, price: '320', activityPrice: '' };
    expect(productBody(edited).specs.cells).toEqual([
      { keys: [], price: 320, activityPrice: null, stock: 9, seen: 9 },
    ]);
  });

  test.each<[string, Partial<ProductDraft>, Partial<ReturnType<typeof productBody>>]>([
    ['empty order is first', { order: '' }, { order: 0 }],
    ['empty cashback is none', { cashbackPercent: '' }, { useCashbackRate: 0 }],
    ['cashback as a share', { cashbackPercent: '5' }, { useCashbackRate: 0.05 }],
    ['an activity chosen', { activityId: '4' }, { activityId: 4 }],
    ['no activity', { activityId: '' }, { activityId: null }],
    ['a purchase limit', { purchaseLimit: '3' }, { purchaseLimit: 3 }],
    ['empty price left for the API to name', { price: '' }, { price: null }],
  ])('%s', (_, change, expected) => {
    expect(productBody({ ...productDraft(plain), ...change })).toMatchObject(expected);
  });
});

describe('figures of a combination new to the grid', () => {
  test('follow the product’s prices as typed', () => {
    const draft = { ...productDraft(null), price: '480', activityPrice: '399' };
    expect(freshFigures(draft)).toEqual({ price: '480', activityPrice: '399', stock: '0' });
  });

  test('a product without specs has its stored combination, or a fresh one', () => {
    expect(plainFigures(productDraft(plain))).toEqual({
      price: '300',
      activityPrice: '250',
      stock: '9',
      seen: 9,
    });
    expect(plainFigures(productDraft(null)).stock).toBe('0');
  });
});
