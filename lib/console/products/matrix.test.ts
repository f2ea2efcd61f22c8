import { cellKey, cellLabel, combinationsOf, gridOf, type MatrixLevel } from './matrix';

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

test('the grid keeps known figures and fills new combinations with fresh ones', () => {
  const grid = gridOf(levels, { [cellKey(['b', 'm'])]: 3 }, 0);
  expect(grid).toHaveLength(6);
  expect(grid[4]).toEqual({ keys: ['b', 'm'], figures: 3 });
  expect(grid[0]).toEqual({ keys: ['r', 's'], figures: 0 });
});

test('levels swapped keep every combination its figures, its keys in the new level order', () => {
  const grid = gridOf([levels[1]!, levels[0]!], { [cellKey(['b', 'm'])]: 3 }, 0);
  expect(grid.find((c) => c.figures === 3)).toEqual({ keys: ['m', 'b'], figures: 3 });
});

test('a combination is labelled by its values', () => {
  expect(cellLabel(levels, ['b', 'l'])).toBe('藍 / L');
  expect(cellLabel([], [])).toBe('');
});
