/** What is left of a member's cashback per expiry (null: never expires). */
export type CashbackBucket = { expireAt: Date | null; remaining: number };

/**
 * Which earnings a spend uses up: those expiring soonest first, never-expiring last, so a member never
 * loses points that could have been spent. Each part keeps the expiry of the earning it uses, so the
 * balance (the sum of unexpired rows) stays right as earnings expire.
 */
export function allocateSpend(buckets: CashbackBucket[], amount: number): CashbackBucket[] {
  const order = (b: CashbackBucket) => b.expireAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const parts: CashbackBucket[] = [];
  let left = amount;
  for (const bucket of [...buckets].sort((a, b) => order(a) - order(b))) {
    if (left <= 0) break;
    const take = Math.min(left, bucket.remaining);
    if (take <= 0) continue;
    parts.push({ expireAt: bucket.expireAt, remaining: take });
    left -= take;
  }
  if (left > 0) throw new Error(`cashback allocation short by ${left}`);
  return parts;
}
