import { allowanceItems } from './allowanceItems';

describe('allowanceItems', () => {
  it.each([
    ['one line', [{ name: 'A', quantity: 1, value: 300 }], 270, [270]],
    [
      'two lines in proportion, the last takes the rest',
      [
        { name: 'A', quantity: 1, value: 300 },
        { name: 'B', quantity: 1, value: 400 },
      ],
      631,
      [270, 361],
    ],
    [
      'rounding never loses a dollar',
      [
        { name: 'A', quantity: 3, value: 100 },
        { name: 'B', quantity: 1, value: 100 },
        { name: 'C', quantity: 1, value: 100 },
      ],
      100,
      [33, 33, 34],
    ],
  ])('%s', (_name, lines, amount, expected) => {
    const items = allowanceItems(lines, amount);
    expect(items.map((i) => i.amount)).toEqual(expected);
    expect(items.reduce((s, i) => s + i.amount, 0)).toBe(amount);
  });
});
