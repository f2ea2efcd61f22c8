import { safeCustomCss, showsPaymentInstructions } from './customCss';

test('ordinary CSS is kept as written', () => {
  const css = ':root{--shop-accent:#2f6f5e} .a > .b::after{content:"<"}';
  expect(safeCustomCss(css)).toBe(css);
});

test('CSS cannot close its <style> element or open a comment', () => {
  const out = safeCustomCss('a{}</style><script>alert(1)</script><!--');
  expect(out).not.toMatch(/<\/style/i);
  expect(out).not.toContain('<!--');
  expect(safeCustomCss('</STYLE >')).not.toMatch(/<\/style/i);
});

test.each([
  ['/order/check/42', true],
  ['/order/complete/42', true],
  ['/shop2.localhost/order/check/42', true],
  ['/localhost/order/complete/7', true],
  ['/order', false],
  ['/order/list', false],
  ['/', false],
  ['/product/p-black-tea', false],
  ['/checkout', false],
  ['/productList/order/check', false],
])('%s shows payment instructions: %s', (path, shows) => {
  expect(showsPaymentInstructions(path)).toBe(shows);
});
