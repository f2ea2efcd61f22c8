import type { ChildSpec, Stock } from '@/lib/api/contract';
import {
  chooseChild,
  disabledChildIds,
  initialSelection,
  isSoldOut,
  selectedStock,
  selectionEvent,
  specLabel,
  type Selection,
  type SpecProduct,
} from './specSelection';

// Parents are listed out of order on purpose: 顏色 (order 1) is the first choice, 尺寸 (order 2) the second.
const COLOR = 1;
const SIZE = 2;
const child = (id: number, name: string, parent: number, order: number): ChildSpec => ({
  id,
  name,
  order,
  EcommerceProductParentSpecId: parent,
});
const WHITE = child(11, '白', COLOR, 1);
const BLACK = child(12, '黑', COLOR, 2);
const RED = child(13, '紅', COLOR, 3);
const S = child(21, 'S', SIZE, 1);
const M = child(22, 'M', SIZE, 2);
const L = child(23, 'L', SIZE, 3);

const stock = (id: number, count: number, children: ChildSpec[]): Stock => ({
  id,
  stock: count,
  price: 100,
  activityPrice: 100,
  EcommerceProductChildSpecs: children,
});

const product = (stocks: Stock[]): SpecProduct => ({
  EcommerceProductParentSpecs: [
    { id: SIZE, name: '尺寸', order: 2 },
    { id: COLOR, name: '顏色', order: 1 },
  ],
  EcommerceProductChildSpecs: [WHITE, BLACK, RED, S, M, L],
  EcommerceProductStocks: stocks,
});

// 白S is first but sold out, 黑L does not exist, 紅 only exists sold out.
const shirt = product([
  stock(101, 0, [WHITE, S]),
  stock(102, 5, [M, WHITE]),
  stock(103, 0, [WHITE, L]),
  stock(104, 3, [BLACK, S]),
  stock(105, 2, [BLACK, M]),
  stock(106, 0, [RED, S]),
]);
const soldOut = product([stock(201, 0, [WHITE, S]), stock(202, 0, [BLACK, M])]);
const plain = (count: number): SpecProduct => ({
  EcommerceProductParentSpecs: [],
  EcommerceProductChildSpecs: [],
  EcommerceProductStocks: [stock(301, count, [])],
});

const sel = (color: number, size: number): Selection => ({ [COLOR]: color, [SIZE]: size });
const ALL_CHILD_IDS = [WHITE, BLACK, RED, S, M, L].map((c) => c.id);

test.each([
  ['some combination in stock', shirt, false],
  ['every stock at 0', soldOut, true],
  ['negative stock counts as none', product([stock(1, -2, [WHITE, S])]), true],
  ['spec-less, in stock', plain(4), false],
  ['spec-less, sold out', plain(0), true],
])('isSoldOut: %s', (_case, p, expected) => expect(isSoldOut(p)).toBe(expected));

test.each([
  ['first combination sold out → the first in-stock one', shirt, sel(WHITE.id, M.id)],
  ['all sold out → nothing preselected', soldOut, null],
  ['spec-less in stock → the empty selection', plain(4), {}],
  ['spec-less sold out → nothing preselected', plain(0), null],
])('initialSelection: %s', (_case, p, expected) => expect(initialSelection(p)).toEqual(expected));

test.each([
  ['a complete in-stock combination', shirt, sel(WHITE.id, M.id), 102],
  ['a complete sold-out combination', shirt, sel(WHITE.id, S.id), 101],
  ['a combination no stock stands for', shirt, sel(BLACK.id, L.id), null],
  ['an incomplete selection', shirt, { [COLOR]: WHITE.id }, null],
  ['spec-less: the empty selection is its one stock', plain(4), {}, 301],
  ['spec-less sold out: still its one stock', plain(0), {}, 301],
])('selectedStock: %s', (_case, p, selection, expectedId) =>
  expect(selectedStock(p, selection)?.id ?? null).toBe(expectedId),
);

test.each([
  ['in-stock choice is applied as made', shirt, sel(WHITE.id, M.id), COLOR, BLACK.id, sel(BLACK.id, M.id)],
  ['second-parent in-stock choice', shirt, sel(BLACK.id, M.id), SIZE, S.id, sel(BLACK.id, S.id)],
  [
    'sold-out combination → first in-stock one keeping the new size',
    shirt,
    sel(WHITE.id, M.id),
    SIZE,
    S.id,
    sel(BLACK.id, S.id),
  ],
  [
    'sold-out combination → first in-stock one keeping the new colour',
    shirt,
    sel(BLACK.id, S.id),
    COLOR,
    WHITE.id,
    sel(WHITE.id, M.id),
  ],
  [
    'missing combination and no stock keeps the choice → first in-stock overall',
    shirt,
    sel(BLACK.id, S.id),
    SIZE,
    L.id,
    sel(WHITE.id, M.id),
  ],
  ['all sold out → the choice stays as made', soldOut, {}, COLOR, BLACK.id, { [COLOR]: BLACK.id }],
])('chooseChild: %s', (_case, p, selection, parentId, childId, expected) =>
  expect(chooseChild(p, selection, parentId, childId)).toEqual(expected),
);

test.each([
  [
    'white chosen: S and L have no stock with white; red is sold out everywhere',
    shirt,
    sel(WHITE.id, M.id),
    [RED.id, S.id, L.id],
  ],
  ['black chosen: L does not exist with black', shirt, sel(BLACK.id, S.id), [RED.id, L.id]],
  ['nothing chosen yet: options judged on their own', shirt, {}, [RED.id, L.id]],
  ['all sold out: every option', soldOut, {}, ALL_CHILD_IDS],
  ['spec-less: none', plain(4), {}, []],
])('disabledChildIds: %s', (_case, p, selection, expected) =>
  expect([...disabledChildIds(p, selection)].sort()).toEqual([...expected].sort()),
);

test.each([
  [
    'child names in parent order, whatever the stock lists first',
    shirt,
    shirt.EcommerceProductStocks[1]!,
    '白 / M',
  ],
  ['spec-less: empty', plain(4), plain(4).EcommerceProductStocks[0]!, ''],
])('specLabel: %s', (_case, p, s, expected) => expect(specLabel(p, s)).toBe(expected));

const shop = { ...shirt, isRemove: false };
const stockOf = (id: number) => shirt.EcommerceProductStocks.find((s) => s.id === id)!;
// 102 is 白/M with 5 pieces, 105 黑/M with 2.
test.each([
  ['the first report starts at 1', sel(WHITE.id, M.id), null, 1],
  ['the same stock keeps the count', sel(WHITE.id, M.id), { stock: stockOf(102), count: 4 }, 4],
  ['another stock starts again at 1', sel(BLACK.id, M.id), { stock: stockOf(102), count: 4 }, 1],
  ['a stock appearing after none starts at 1', sel(WHITE.id, M.id), { stock: null, count: 3 }, 1],
  [
    'the same stock, now lower than the count, caps it',
    sel(BLACK.id, M.id),
    { stock: { ...stockOf(105), stock: 9 }, count: 7 },
    2,
  ],
  ['a sold-out combination: 1', sel(WHITE.id, S.id), { stock: stockOf(101), count: 3 }, 1],
  ['no stock for the combination: 1', sel(BLACK.id, L.id), { stock: null, count: 3 }, 1],
])('selectionEvent count: %s', (_case, selection, previous, count) =>
  expect(selectionEvent(shop, selection, previous).count).toBe(count),
);

test('selectionEvent passes name, product, count, stock and isRemoved', () => {
  expect(selectionEvent(shop, sel(BLACK.id, M.id), null)).toEqual({
    name: '黑 / M',
    product: shop,
    count: 1,
    stock: stockOf(105),
    isRemoved: false,
  });
  const removed = { ...plain(4), isRemove: true };
  expect(selectionEvent(removed, {}, { stock: removed.EcommerceProductStocks[0]!, count: 3 })).toEqual({
    name: '',
    product: removed,
    count: 3,
    stock: removed.EcommerceProductStocks[0],
    isRemoved: true,
  });
  expect(selectionEvent(shop, sel(BLACK.id, L.id), null)).toMatchObject({ name: '', stock: null });
});
