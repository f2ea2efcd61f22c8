/** Whole NT dollars with locale grouping; anything that is not a finite number shows as 0 (spec §9). */
export function formatNumber(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return (Number.isFinite(n) ? n : 0).toLocaleString('zh-TW');
}

export const formatPrice = (value: unknown) => `NT$${formatNumber(value)}`;
