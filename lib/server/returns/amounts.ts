import type { ReturnLine } from './lines';
import type { ReturnAmounts } from '../db/schema';

/**
 * What a return gives back, in proportion to the goods returned. Pure.
 *
 * The share is the returned goods' value at the prices charged over all the goods'. Each part is
 * computed on everything returned so far (this return and the earlier ones), rounded down, less what
 * the earlier returns gave: so the returns of one order add up exactly to the whole, and the one that
 * takes back the last units gives back everything left, delivery and fees included. A partial
 * return gives back none of the delivery and payment fees: the rest of the order still needed them.
 */

export type OrderMoney = {
  /** Σ unit price × quantity. */
  totalProductPrice: number;
  /** Paid in money (a gateway, a transfer, cash). */
  paymentPrice: number;
  walletPrice: number;
  externalWalletPrice: number;
  useCashbackPrice: number;
  deliveryPrice: number;
  paymentFee: number;
  /** Cashback the order earned (and the member holds or held). */
  earnedCashback: number;
};

type Priced = { stockId: number; quantity: number; price: number };

const valueOf = (lines: ReturnLine[], priced: Priced[]) =>
  lines.reduce(
    (total, l) => total + l.quantity * (priced.find((p) => p.stockId === l.stockId)?.price ?? 0),
    0,
  );

/** floor(a × b / c) without losing digits. */
const mulDiv = (a: number, b: number, c: number) =>
  c <= 0 ? 0 : Number((BigInt(a) * BigInt(b)) / BigInt(c));

function upTo(order: OrderMoney, value: number, full: boolean): ReturnAmounts {
  const paid = order.paymentPrice + order.walletPrice + order.externalWalletPrice + order.useCashbackPrice;
  const goods = Math.max(0, paid - order.deliveryPrice - order.paymentFee);
  // A source's part of the returned goods: its share of what was paid, times the goods returned.
  const part = (source: number) =>
    full ? source : mulDiv(mulDiv(source, goods, Math.max(paid, 1)), value, order.totalProductPrice);
  const money = part(order.paymentPrice);
  const wallet = part(order.walletPrice);
  const external = part(order.externalWalletPrice);
  return {
    money,
    wallet,
    external,
    cashbackSpent: part(order.useCashbackPrice),
    cashbackEarned: full
      ? order.earnedCashback
      : mulDiv(order.earnedCashback, value, order.totalProductPrice),
    invoice: money + wallet + external,
  };
}

/**
 * What this return gives back, given the order's lines (prices charged), what earlier approved
 * returns took, and this return's lines. `whole` is true when nothing is left after it.
 */
export function returnAmounts(
  order: OrderMoney,
  priced: Priced[],
  earlier: ReturnLine[],
  lines: ReturnLine[],
  whole: boolean,
): ReturnAmounts {
  const before = upTo(order, valueOf(earlier, priced), false);
  const after = upTo(order, valueOf([...earlier, ...lines], priced), whole);
  return {
    money: after.money - before.money,
    wallet: after.wallet - before.wallet,
    external: after.external - before.external,
    cashbackSpent: after.cashbackSpent - before.cashbackSpent,
    cashbackEarned: after.cashbackEarned - before.cashbackEarned,
    invoice: after.invoice - before.invoice,
  };
}
