import { z } from 'zod';

/** Far above any real fee, threshold or discount: a typo with extra zeros is refused rather than stored. */
const MAX_TWD = 1_000_000;

/**
 * An amount in whole NT dollars of at least `least`. `flag`: the operator command's flag, named in
 * the messages beside the label (the console names the field instead).
 */
export const wholeTwd = (label: string, { flag, least = 0 }: { flag?: string; least?: number } = {}) => {
  const named = flag ? `${label}（${flag}）` : label;
  const wrong =
    least === 0 ? `${named}必須是 0 或正整數（新台幣元）` : `${named}必須是 ${least} 以上的整數（新台幣元）`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `請給${named}` : wrong) })
    .int({ error: wrong })
    .min(least, { error: wrong })
    .max(MAX_TWD, { error: `${label}最多 ${MAX_TWD} 元` });
};
