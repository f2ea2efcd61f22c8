/**
 * What an order still has to give back, netted against what was already given back. Pure.
 *
 * An order can give back through several paths: the shopper or the shop cancels it, a return is
 * approved, its parcel comes back to the shop unpicked, money arrives after it was cancelled. Each
 * path may follow another (a return approved while the parcel is still travelling, then the parcel
 * comes back), so no path gives back "everything the order took": each gives back what is left,
 * read from the ledgers in the same transaction, under the member's row lock. Together they can
 * never give back more than the order took, in any order and however often they run.
 */

export type Line = { stockId: number; quantity: number };

/** The units the order took less those an approved return already accounted for, per stock. */
export function unitsLeft(ordered: Line[], returned: Line[]): Line[] {
  const left = new Map<number, number>();
  for (const l of ordered) left.set(l.stockId, (left.get(l.stockId) ?? 0) + l.quantity);
  for (const l of returned) left.set(l.stockId, (left.get(l.stockId) ?? 0) - l.quantity);
  return [...left]
    .filter(([, quantity]) => quantity > 0)
    .map(([stockId, quantity]) => ({ stockId, quantity }))
    .sort((a, b) => a.stockId - b.stockId);
}

/**
 * What is still owed back of a ledger's movements for the order: debits are negative, what was
 * given back positive, so the order owes the negated sum, never less than nothing.
 */
export function owedBack(movements: { amount: number }[]): number {
  return Math.max(0, -movements.reduce((total, m) => total + m.amount, 0));
}

/** What the order owes back per key (a wallet, a cashback expiry), the keys it owes nothing on left out. */
export function owedBackBy<K>(movements: { key: K; amount: number }[]): Map<K, number> {
  const sums = new Map<K, number>();
  for (const m of movements) sums.set(m.key, (sums.get(m.key) ?? 0) + m.amount);
  return new Map([...sums].filter(([, sum]) => sum < 0).map(([key, sum]) => [key, -sum]));
}

/** An amount asked to be given back, cut to what is left to give: never negative. */
export function upToLeft(asked: number, left: number): number {
  return Math.max(0, Math.min(asked, left));
}
