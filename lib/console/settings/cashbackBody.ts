import { checked, numberOf } from './formValues';

/** The cashback share as the form shows it: a percentage with at most two decimals. */
export const cashbackPercent = (addRate: number): number => Math.round(addRate * 10_000) / 100;

/**
 * What the cashback form saves, or why it is not sent. The share is typed as a percentage and
 * stored as a rate, kept to two decimals of a percent so that 5.5 does not become 0.05500000000000001.
 */
export function cashbackBody(data: FormData): { enabled: boolean; addRate: number } | string {
  const percent = numberOf(data, 'percent');
  if (typeof percent !== 'number') return '回饋比例須為數字（例如 5 即 5%）';
  return { enabled: checked(data, 'enabled'), addRate: Math.round(percent * 100) / 10_000 };
}
