import { tickedRows } from './ticked';

test.each<[string, string[], { id: number; version: number }[]]>([
  ['none ticked', [], []],
  ['one', ['12:3'], [{ id: 12, version: 3 }]],
  [
    'several, in the list’s order',
    ['12:3', '7:0'],
    [
      { id: 12, version: 3 },
      { id: 7, version: 0 },
    ],
  ],
])('%s', (_, values, expected) => {
  expect(tickedRows(values)).toEqual(expected);
});

test('a box without a version sends none: the API refuses it rather than guess', () => {
  const [row] = tickedRows(['12']);
  expect(row!.id).toBe(12);
  expect(row!.version).toBeUndefined();
});
