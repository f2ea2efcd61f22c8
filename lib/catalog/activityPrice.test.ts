import { activityPriceFits } from './activityPrice';

test.each<[number, number | null | undefined, boolean]>([
  [500, null, true],
  [500, undefined, true],
  [500, 499, true],
  [500, 500, false],
  [500, 600, false],
])('price %d, activity price %s: fits %s', (price, activityPrice, fits) => {
  expect(activityPriceFits(price, activityPrice)).toBe(fits);
});
