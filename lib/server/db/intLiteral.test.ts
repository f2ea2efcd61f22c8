import { intLiteral } from './intLiteral';

test.each([
  [0, '0'],
  [-3, '-3'],
  [2_147_483_647, '2147483647'],
])('%p is written as %s', (n, text) => {
  expect(intLiteral(n)).toBe(text);
});

test.each([[1.5], [Number.NaN], [Infinity], [2 ** 53], ['1; drop table x' as unknown as number]])(
  '%p is refused',
  (n) => {
    expect(() => intLiteral(n)).toThrow('not an integer');
  },
);
