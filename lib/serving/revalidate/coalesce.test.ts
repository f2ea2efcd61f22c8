import type { Change } from '../../revalidate/change.ts';
import { coalesceStockChanges, mergeChanges } from './coalesce.ts';

const stock = (shop: number, products: string[], listed: string[] = []): Change => ({
  shops: [shop],
  hosts: [`s${shop}.localhost`],
  tags: products.map((p) => `shop:${shop}:product:${p}`),
  stock: { products, listed },
});
const shopChange: Change = { shops: [1], hosts: ['s1.localhost'], tags: ['shop:1'] };

/** The coalescer on the test's clock, with timers run by hand. */
function setup() {
  let clock = 0;
  const applied: [number, Change][] = [];
  const timers: { at: number; run: () => void }[] = [];
  const listener = coalesceStockChanges((change) => applied.push([clock, change]), {
    intervalMs: 1_000,
    now: () => clock,
    later: (run, ms) => timers.push({ at: clock + ms, run }),
  });
  const advance = (ms: number) => {
    clock += ms;
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at))
      if (timer.at <= clock) timer.run();
      else timers.push(timer);
  };
  return { listener, applied, advance, timers };
}

it('applies the first change of stock of a shop at once', () => {
  const t = setup();
  t.listener(stock(1, ['p-a']));
  expect(t.applied).toEqual([[0, stock(1, ['p-a'])]]);
});

it('holds the changes that follow within the interval and applies them once, together, when it ends', () => {
  const t = setup();
  t.listener(stock(1, ['p-a'], ['p-a']));
  t.advance(100);
  t.listener(stock(1, ['p-a'], ['p-a']));
  t.advance(100);
  t.listener(stock(1, ['p-b']));
  expect(t.applied).toHaveLength(1);
  t.advance(799);
  expect(t.applied).toHaveLength(1);
  t.advance(1);
  expect(t.applied).toEqual([
    [0, stock(1, ['p-a'], ['p-a'])],
    [1_000, mergeChanges(stock(1, ['p-a'], ['p-a']), stock(1, ['p-b']))],
  ]);
});

it('an order-and-cancel loop costs at most one purge per interval, and the last state is applied', () => {
  const t = setup();
  // 20 rounds of an order and a cancel, 50 ms apart: 40 changes over 2 s.
  for (let i = 0; i < 40; i++) {
    t.listener(stock(1, ['p-a'], ['p-a']));
    t.advance(50);
  }
  t.advance(1_000);
  const times = t.applied.map(([at]) => at);
  expect(times).toEqual([0, 1_000, 2_000]);
  expect(t.timers).toHaveLength(0);
});

it('keeps shops apart, and lets changes of a whole shop through at once', () => {
  const t = setup();
  t.listener(stock(1, ['p-a']));
  t.listener(stock(2, ['p-z']));
  t.listener(shopChange);
  t.listener(stock(1, ['p-b']));
  expect(t.applied.map(([, change]) => change)).toEqual([stock(1, ['p-a']), stock(2, ['p-z']), shopChange]);
  t.advance(1_000);
  expect(t.applied.map(([, change]) => change)[3]).toEqual(stock(1, ['p-b']));
});

it('a change after a quiet interval is applied at once again', () => {
  const t = setup();
  t.listener(stock(1, ['p-a']));
  t.advance(1_000);
  t.listener(stock(1, ['p-b']));
  expect(t.applied.map(([at]) => at)).toEqual([0, 1_000]);
});

it('merges two changes of stock: hosts, tags and products once each', () => {
  expect(
    mergeChanges(
      { shops: [1], hosts: ['a'], tags: ['t2'], stock: { products: ['p-b'], listed: [] } },
      {
        shops: [1],
        hosts: ['a', 'b'],
        tags: ['t1', 't2'],
        stock: { products: ['p-a', 'p-b'], listed: ['p-a'] },
      },
    ),
  ).toEqual({
    shops: [1],
    hosts: ['a', 'b'],
    tags: ['t1', 't2'],
    stock: { products: ['p-a', 'p-b'], listed: ['p-a'] },
  });
});
