import { activityPriceOf, priceChange } from './activityProductChange';

const product = { id: 9, version: 4 };

test.each<[string, number | null]>([
  ['390', 390],
  [' 390 ', 390],
  ['', null],
  ['  ', null],
])('the typed price %j is %p', (typed, price) => {
  expect(activityPriceOf(typed)).toBe(price);
});

describe('priceChange', () => {
  test.each<[string, boolean, string, number | null | undefined]>([
    ['joining at a price', true, '390', 390],
    ['joining with none keeps the product’s own activity prices', true, '', undefined],
    ['a price saved', false, '350', 350],
    ['a price emptied sells at the usual prices', false, '', null],
  ])('%s', (_, joining, typed, activityPrice) => {
    const change = priceChange(product, joining, typed);
    expect(change).toEqual({ id: 9, version: 4, inActivity: true, activityPrice });
    expect('activityPrice' in JSON.parse(JSON.stringify(change))).toBe(activityPrice !== undefined);
  });
});
