/** A product's share of its price that cashback may pay, as the checkout lists it (spec §5, §9). */
export function cashbackRateLabel(rate: number): string {
  if (!Number.isFinite(rate) || rate <= 0) return '不可使用回饋金';
  return `回饋金可折抵 ${Math.round(rate * 100 * 100) / 100}%`;
}
