import { returnAmounts, type OrderMoney } from './amounts';

// Two lines: 2 × 300 and 1 × 400 = 1,000 of goods; 100 off; delivery 60; paid 960 in money.
const priced = [
  { stockId: 1, quantity: 2, price: 300 },
  { stockId: 2, quantity: 1, price: 400 },
];
const cardOrder: OrderMoney = {
  totalProductPrice: 1000,
  paymentPrice: 960,
  walletPrice: 0,
  externalWalletPrice: 0,
  useCashbackPrice: 0,
  deliveryPrice: 60,
  paymentFee: 0,
  earnedCashback: 90,
};
// The same goods paid 500 money, 300 購物金, 160 回饋金.
const mixed: OrderMoney = { ...cardOrder, paymentPrice: 500, walletPrice: 300, useCashbackPrice: 160 };

describe('returnAmounts', () => {
  it.each([
    [
      'whole order: everything, delivery too',
      cardOrder,
      [],
      [
        { stockId: 1, quantity: 2 },
        { stockId: 2, quantity: 1 },
      ],
      true,
      { money: 960, wallet: 0, external: 0, cashbackSpent: 0, cashbackEarned: 90, invoice: 960 },
    ],
    [
      'one of three units: its share of the goods, no delivery',
      cardOrder,
      [],
      [{ stockId: 1, quantity: 1 }],
      false,
      // goods paid 900; 300 of 1,000 → 270; earned 90 → 27
      { money: 270, wallet: 0, external: 0, cashbackSpent: 0, cashbackEarned: 27, invoice: 270 },
    ],
    [
      'the rest after it: what is left, delivery too',
      cardOrder,
      [{ stockId: 1, quantity: 1 }],
      [
        { stockId: 1, quantity: 1 },
        { stockId: 2, quantity: 1 },
      ],
      true,
      { money: 690, wallet: 0, external: 0, cashbackSpent: 0, cashbackEarned: 63, invoice: 690 },
    ],
    [
      'mixed sources, partial: each in proportion',
      mixed,
      [],
      [{ stockId: 2, quantity: 1 }],
      false,
      // goods 900 of 960 paid; each source × 900/960 × 400/1000, rounded down
      { money: 187, wallet: 112, external: 0, cashbackSpent: 60, cashbackEarned: 36, invoice: 299 },
    ],
    [
      'mixed sources, whole',
      mixed,
      [],
      [
        { stockId: 1, quantity: 2 },
        { stockId: 2, quantity: 1 },
      ],
      true,
      { money: 500, wallet: 300, external: 0, cashbackSpent: 160, cashbackEarned: 90, invoice: 800 },
    ],
  ])('%s', (_name, order, earlier, lines, whole, expected) => {
    expect(returnAmounts(order, priced, earlier, lines, whole)).toEqual(expected);
  });

  it('returns one unit at a time add up to the whole', () => {
    const steps = [
      [{ stockId: 1, quantity: 1 }],
      [{ stockId: 2, quantity: 1 }],
      [{ stockId: 1, quantity: 1 }],
    ];
    const earlier: { stockId: number; quantity: number }[] = [];
    const total = { money: 0, wallet: 0, cashbackSpent: 0, cashbackEarned: 0 };
    steps.forEach((lines, i) => {
      const a = returnAmounts(mixed, priced, earlier, lines, i === steps.length - 1);
      total.money += a.money;
      total.wallet += a.wallet;
      total.cashbackSpent += a.cashbackSpent;
      total.cashbackEarned += a.cashbackEarned;
      earlier.push(...lines);
    });
    expect(total).toEqual({ money: 500, wallet: 300, cashbackSpent: 160, cashbackEarned: 90 });
  });
});
