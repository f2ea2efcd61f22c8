import { cellLabel, combinationsOf, gridOf, type MatrixLevel } from './matrix';

const levels: MatrixLevel[] = [
  {
    name: '顏色',
    values: [
      { key: 'r', name: '紅' },
      { key: 'b', name: '藍' },
    ],
  },
  {
    name: '尺寸',
    values: [
      { key: 's', name: 'S' },
      { key: 'm', name: 'M' },
      { key: 'l', name: 'L' },
    ],
  },
];

test.each<[string, MatrixLevel[], string[][]]>([
  ['no specs: the one plain combination', [], [[]]],
  ['one level', [levels[0]!], [['r'], ['b']]],
  [
    'two levels, first outermost',
    levels,
    [
      ['r', 's'],
      ['r', 'm'],
      ['r', 'l'],
      ['b', 's'],
      ['b', 'm'],
      ['b', 'l'],
    ],
  ],
  ['a level without values has none', [{ name: 'x', values: [] }], []],
])('combinations: %s', (_, given, expected) => {
  expect(combinationsOf(given)).toEqual(expected);
});

test('the grid keeps known figures and fills new combinations from the product', () => {
  const grid = gridOf(levels, [{ keys: ['b', 'm'], price: 500, activityPrice: 450, stock: 3 }], {
    price: 400,
    activityPrice: null,
  });
  expect(grid).toHaveLength(6);
  expect(grid[4]).toEqual({ keys: ['b', 'm'], price: 500, activityPrice: 450, stock: 3 });
  expect(grid[0]).toEqual({ keys: ['r', 's'], price: 400, activityPrice: null, stock: 0 });
});

test('a combination is labelled by its values', () => {
  expect(cellLabel(levels, ['b', 'l'])).toBe('藍 / L');
  expect(cellLabel([], [])).toBe('');
});
