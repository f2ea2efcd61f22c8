import type { EditedLevel } from './draft';
import { cellKey, cellLabel, gridOf } from './matrix';
import { movedValue, renamedValue, swappedLevels, withoutValue, withValue } from './specEdits';

const color: EditedLevel = {
  key: 'c',
  name: '顏色',
  values: [
    { key: 'r', name: '紅' },
    { key: 'b', name: '藍' },
  ],
};
const size: EditedLevel = {
  key: 's',
  name: '尺寸',
  values: [
    { key: 'S', name: 'S' },
    { key: 'L', name: 'L' },
  ],
};
const names = (level: EditedLevel) => level.values.map((v) => v.name);

describe('withValue', () => {
  test.each<[string, string, string[] | null]>([
    ['a name', '綠', ['紅', '藍', '綠']],
    ['trimmed', '  綠 ', ['紅', '藍', '綠']],
    ['empty: nothing added', '', null],
    ['only spaces: nothing added', '   ', null],
  ])('%s', (_, typed, expected) => {
    const newKey = jest.fn(() => 'g');
    const next = withValue(color, typed, newKey);
    expect(next && names(next)).toEqual(expected);
    expect(newKey).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  test('the new value carries the key it was given, the others keep theirs', () => {
    expect(withValue(color, '綠', () => 'g')!.values.map((v) => v.key)).toEqual(['r', 'b', 'g']);
  });
});

describe('value edits', () => {
  test.each<[string, (l: EditedLevel) => EditedLevel, string[]]>([
    ['renamed', (l) => renamedValue(l, 'b', '深藍'), ['紅', '深藍']],
    ['renaming a value that is not there changes nothing', (l) => renamedValue(l, 'x', '?'), ['紅', '藍']],
    ['removed', (l) => withoutValue(l, 'r'), ['藍']],
    ['moved down', (l) => movedValue(l, 0, 1), ['藍', '紅']],
    ['moved up', (l) => movedValue(l, 1, -1), ['藍', '紅']],
  ])('%s', (_, edit, expected) => {
    const next = edit(color);
    expect(names(next)).toEqual(expected);
    expect(next.name).toBe('顏色');
    expect(names(color)).toEqual(['紅', '藍']);
  });
});

describe('the grid through the edits', () => {
  const figures = { [cellKey(['b', 'L'])]: 560, [cellKey(['r', 'S'])]: 480 };

  test.each<[string, EditedLevel[], [string, number][]]>([
    [
      'as made',
      [color, size],
      [
        ['紅 / S', 480],
        ['紅 / L', 0],
        ['藍 / S', 0],
        ['藍 / L', 560],
      ],
    ],
    [
      'levels swapped from the first',
      swappedLevels([color, size], 0),
      [
        ['S / 紅', 480],
        ['S / 藍', 0],
        ['L / 紅', 0],
        ['L / 藍', 560],
      ],
    ],
    [
      'swapped back from the second',
      swappedLevels(swappedLevels([color, size], 0), 1),
      [
        ['紅 / S', 480],
        ['紅 / L', 0],
        ['藍 / S', 0],
        ['藍 / L', 560],
      ],
    ],
    [
      'a value renamed keeps its figures',
      [renamedValue(color, 'b', '深藍'), size],
      [
        ['紅 / S', 480],
        ['紅 / L', 0],
        ['深藍 / S', 0],
        ['深藍 / L', 560],
      ],
    ],
    [
      'a value removed takes its combinations',
      [withoutValue(color, 'r'), size],
      [
        ['藍 / S', 0],
        ['藍 / L', 560],
      ],
    ],
    [
      'a level left without values has no combinations',
      [withoutValue(withoutValue(color, 'r'), 'b'), size],
      [],
    ],
  ])('%s', (_, levels, expected) => {
    expect(gridOf(levels, figures, 0).map((c) => [cellLabel(levels, c.keys), c.figures])).toEqual(expected);
  });
});
