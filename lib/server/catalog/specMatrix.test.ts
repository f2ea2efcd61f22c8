import type { MatrixCell, SpecMatrix } from '@/lib/console/products/matrix';
import { MATRIX_MESSAGES, matchByName, planMatrix, type StoredMatrix } from './specMatrix';

/** 顏色 紅(11) 藍(12) × 尺寸 M(21) L(22): four stocks on sale, and 紅/S once sold and taken off. */
const stored: StoredMatrix = {
  levels: [
    { id: 1, name: '顏色' },
    { id: 2, name: '尺寸' },
  ],
  values: [
    { id: 11, levelId: 1, name: '紅' },
    { id: 12, levelId: 1, name: '藍' },
    { id: 21, levelId: 2, name: 'M' },
    { id: 22, levelId: 2, name: 'L' },
    { id: 23, levelId: 2, name: 'S' },
  ],
  stocks: [
    { id: 101, isRemove: false, valueIds: [11, 21] },
    { id: 102, isRemove: false, valueIds: [11, 22] },
    { id: 103, isRemove: false, valueIds: [12, 21] },
    { id: 104, isRemove: false, valueIds: [12, 22] },
    { id: 105, isRemove: true, valueIds: [11, 23] },
  ],
};
const plain: StoredMatrix = { levels: [], values: [], stocks: [{ id: 7, isRemove: false, valueIds: [] }] };

const cell = (keys: string[], price = 100, stock = 1, activityPrice: number | null = null): MatrixCell => ({
  keys,
  price,
  activityPrice,
  stock,
});
const color = (values: [string, number | null, string][], id: number | null = 1) => ({
  id,
  name: '顏色',
  values: values.map(([key, vid, name]) => ({ key, id: vid, name })),
});
const size = (values: [string, number | null, string][], id: number | null = 2) => ({
  id,
  name: '尺寸',
  values: values.map(([key, vid, name]) => ({ key, id: vid, name })),
});
const full: SpecMatrix = {
  levels: [
    color([
      ['r', 11, '紅'],
      ['b', 12, '藍'],
    ]),
    size([
      ['m', 21, 'M'],
      ['l', 22, 'L'],
    ]),
  ],
  cells: [cell(['r', 'm']), cell(['r', 'l']), cell(['b', 'm']), cell(['b', 'l'])],
};

type Expected = {
  keep: number[];
  add: string[][];
  takeOff: number[];
  dropLevels?: number[];
  dropValues?: number[];
};

test.each<[string, StoredMatrix, SpecMatrix, Expected]>([
  [
    'the same matrix keeps every stock',
    stored,
    full,
    { keep: [101, 102, 103, 104], add: [], takeOff: [], dropValues: [23] },
  ],
  [
    'renamed and reordered values keep their stocks',
    stored,
    {
      levels: [
        color([
          ['b', 12, '深藍'],
          ['r', 11, '正紅'],
        ]),
        size([
          ['l', 22, 'XL'],
          ['m', 21, 'M'],
        ]),
      ],
      cells: [cell(['b', 'l']), cell(['b', 'm']), cell(['r', 'l']), cell(['r', 'm'])],
    },
    { keep: [104, 103, 102, 101], add: [], takeOff: [], dropValues: [23] },
  ],
  [
    'levels swapped keep the stocks (a combination is its set of values)',
    stored,
    {
      levels: [full.levels[1]!, full.levels[0]!],
      cells: [cell(['m', 'r']), cell(['l', 'r']), cell(['m', 'b']), cell(['l', 'b'])],
    },
    { keep: [101, 102, 103, 104], add: [], takeOff: [], dropValues: [23] },
  ],
  [
    'a value added adds its combinations',
    stored,
    {
      levels: [
        color([
          ['r', 11, '紅'],
          ['b', 12, '藍'],
          ['g', null, '綠'],
        ]),
        full.levels[1]!,
      ],
      cells: [...full.cells, cell(['g', 'm']), cell(['g', 'l'])],
    },
    {
      keep: [101, 102, 103, 104],
      add: [
        ['g', 'm'],
        ['g', 'l'],
      ],
      takeOff: [],
      dropValues: [23],
    },
  ],
  [
    'a value removed takes its stocks off sale and drops it',
    stored,
    {
      levels: [color([['r', 11, '紅']]), full.levels[1]!],
      cells: [cell(['r', 'm']), cell(['r', 'l'])],
    },
    { keep: [101, 102], add: [], takeOff: [103, 104], dropValues: [12, 23] },
  ],
  [
    'a value taken off before comes back with its old stock',
    stored,
    {
      levels: [
        color([['r', 11, '紅']]),
        size([
          ['m', 21, 'M'],
          ['s', 23, 'S'],
        ]),
      ],
      cells: [cell(['r', 'm']), cell(['r', 's'])],
    },
    { keep: [101, 105], add: [], takeOff: [102, 103, 104], dropValues: [12, 22] },
  ],
  [
    'a level removed takes every stock off and starts one level',
    stored,
    { levels: [color([['r', 11, '紅']])], cells: [cell(['r'])] },
    { keep: [], add: [['r']], takeOff: [101, 102, 103, 104], dropLevels: [2], dropValues: [12] },
  ],
  [
    'specs removed leave one plain stock',
    stored,
    { levels: [], cells: [cell([])] },
    { keep: [], add: [[]], takeOff: [101, 102, 103, 104], dropLevels: [1, 2] },
  ],
  [
    'a plain product keeps its stock',
    plain,
    { levels: [], cells: [cell([], 300, 9)] },
    { keep: [7], add: [], takeOff: [] },
  ],
  [
    // 顏色{紅,藍} × 尺寸{M}, then 紅 removed: 紅/M (301) was cut to {M}. Removing 顏色 now must not
    // make 紅/M the "M" stock: carts holding 紅/M would buy M.
    'a level removed never revives a stock whose links were cut',
    {
      levels: [
        { id: 1, name: '顏色' },
        { id: 2, name: '尺寸' },
      ],
      values: [
        { id: 12, levelId: 1, name: '藍' },
        { id: 21, levelId: 2, name: 'M' },
      ],
      stocks: [
        { id: 301, isRemove: true, valueIds: [21] },
        { id: 302, isRemove: false, valueIds: [12, 21] },
      ],
    },
    { levels: [size([['m', 21, 'M']])], cells: [cell(['m'])] },
    { keep: [], add: [['m']], takeOff: [302], dropLevels: [1] },
  ],
  [
    'specs removed never revive a stock cut to no value as the plain one',
    {
      levels: [{ id: 2, name: '尺寸' }],
      values: [{ id: 21, levelId: 2, name: 'M' }],
      stocks: [
        { id: 401, isRemove: true, valueIds: [] },
        { id: 402, isRemove: false, valueIds: [21] },
      ],
    },
    { levels: [], cells: [cell([])] },
    { keep: [], add: [[]], takeOff: [402], dropLevels: [2] },
  ],
  [
    'a stock taken off whole (its links intact) comes back',
    {
      levels: [{ id: 2, name: '尺寸' }],
      values: [{ id: 21, levelId: 2, name: 'M' }],
      stocks: [
        { id: 501, isRemove: true, valueIds: [21] },
        { id: 502, isRemove: true, valueIds: [] },
      ],
    },
    { levels: [size([['m', 21, 'M']])], cells: [cell(['m'])] },
    { keep: [501], add: [], takeOff: [] },
  ],
  [
    'a plain product given specs takes its stock off',
    plain,
    { levels: [color([['r', null, '紅']], null)], cells: [cell(['r'])] },
    { keep: [], add: [['r']], takeOff: [7] },
  ],
])('%s', (_, from, wanted, expected) => {
  const result = planMatrix(from, wanted);
  if (!result.ok) throw new Error(result.problem.message);
  const { plan } = result;
  expect(plan.keep.map((k) => k.stockId)).toEqual(expected.keep);
  expect(plan.add.map((c) => c.keys)).toEqual(expected.add);
  expect(plan.takeOff).toEqual(expected.takeOff);
  expect(plan.dropLevels).toEqual(expected.dropLevels ?? []);
  expect(plan.dropValues).toEqual(expected.dropValues ?? []);
});

test('kept stocks carry the new figures and levels their new names and places', () => {
  const result = planMatrix(stored, {
    levels: [size([['m', 21, 'Medium']]), color([['r', 11, '紅']])],
    cells: [cell(['m', 'r'], 450, 3, 399)],
  });
  expect(result.ok && result.plan.keep).toEqual([{ stockId: 101, cell: cell(['m', 'r'], 450, 3, 399) }]);
  expect(result.ok && result.plan.levels.map((l) => [l.id, l.name, l.order, l.values])).toEqual([
    [2, '尺寸', 0, [{ key: 'm', id: 21, name: 'Medium', order: 0 }]],
    [1, '顏色', 1, [{ key: 'r', id: 11, name: '紅', order: 0 }]],
  ]);
});

test.each<[string, StoredMatrix, SpecMatrix, (string | number)[], string]>([
  ['no cell', plain, { levels: [], cells: [] }, ['cells'], MATRIX_MESSAGES.noCell],
  [
    'two cells without specs',
    plain,
    { levels: [], cells: [cell([]), cell([])] },
    ['cells'],
    MATRIX_MESSAGES.plainCells,
  ],
  [
    'three levels',
    plain,
    {
      levels: [
        color([['a', null, 'a']], null),
        size([['b', null, 'b']], null),
        { name: 'x', values: [{ key: 'c', name: 'c' }] },
      ],
      cells: [],
    },
    ['levels'],
    MATRIX_MESSAGES.tooManyLevels,
  ],
  [
    'a level without values',
    plain,
    { levels: [color([], null)], cells: [] },
    ['levels', 0, 'values'],
    MATRIX_MESSAGES.noValue,
  ],
  [
    'a level named twice',
    plain,
    { levels: [color([['a', null, 'a']], null), { ...color([['b', null, 'b']], null) }], cells: [] },
    ['levels', 1, 'name'],
    MATRIX_MESSAGES.levelTwice,
  ],
  [
    'a value named twice',
    plain,
    {
      levels: [
        color(
          [
            ['a', null, '紅'],
            ['b', null, '紅'],
          ],
          null,
        ),
      ],
      cells: [],
    },
    ['levels', 0, 'values', 1, 'name'],
    MATRIX_MESSAGES.valueTwice,
  ],
  [
    'a key used twice',
    plain,
    { levels: [color([['a', null, '紅']], null), size([['a', null, 'M']], null)], cells: [] },
    ['levels', 1, 'values', 0, 'key'],
    MATRIX_MESSAGES.keyTwice,
  ],
  [
    'a stored value named twice by id',
    stored,
    {
      levels: [
        color([
          ['r', 11, '紅'],
          ['x', 11, '正紅'],
        ]),
      ],
      cells: [cell(['r']), cell(['x'])],
    },
    ['levels', 0, 'values', 1, 'id'],
    MATRIX_MESSAGES.unknownValue,
  ],
  [
    'a value in no combination',
    stored,
    { levels: [full.levels[0]!], cells: [cell(['r'])] },
    ['levels', 0, 'values', 1],
    MATRIX_MESSAGES.valueUnused,
  ],
  [
    'an unknown level',
    stored,
    { levels: [color([['r', 11, '紅']], 9)], cells: [] },
    ['levels', 0, 'id'],
    MATRIX_MESSAGES.unknownLevel,
  ],
  [
    "another level's value",
    stored,
    { levels: [color([['r', 21, '紅']])], cells: [] },
    ['levels', 0, 'values', 0, 'id'],
    MATRIX_MESSAGES.unknownValue,
  ],
  [
    'a cell with a wrong value',
    stored,
    { ...full, cells: [cell(['m', 'r'])] },
    ['cells', 0, 'keys'],
    MATRIX_MESSAGES.cellValues,
  ],
  [
    'a combination twice',
    stored,
    { ...full, cells: [cell(['r', 'm']), cell(['r', 'm'])] },
    ['cells', 1, 'keys'],
    MATRIX_MESSAGES.cellTwice,
  ],
  [
    'an activity price not below the price',
    stored,
    { ...full, cells: [cell(['r', 'm'], 100, 1, 100)] },
    ['cells', 0, 'activityPrice'],
    MATRIX_MESSAGES.activityPrice,
  ],
])('refused: %s', (_, from, wanted, path, message) => {
  expect(planMatrix(from, wanted)).toEqual({ ok: false, problem: { path, message } });
});

test('the import matches levels and values by name', () => {
  const named: SpecMatrix = {
    levels: [
      {
        name: '尺寸',
        values: [
          { key: 'a', name: 'L' },
          { key: 'b', name: 'XS' },
        ],
      },
      { name: '材質', values: [{ key: 'c', name: '棉' }] },
    ],
    cells: [cell(['a', 'c'])],
  };
  expect(matchByName(stored, named).levels).toEqual([
    {
      id: 2,
      name: '尺寸',
      values: [
        { key: 'a', id: 22, name: 'L' },
        { key: 'b', id: null, name: 'XS' },
      ],
    },
    { id: null, name: '材質', values: [{ key: 'c', id: null, name: '棉' }] },
  ]);
});
