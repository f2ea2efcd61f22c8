import { taiwanLocal } from './formValues';

/** When a promotion or promo code applies: both ends optional, instants. */
export type PromotionWindow = { startsAt: string | null; endsAt: string | null };

/** The window as a line, in Taiwan time: 2026-12-01 00:00 ～ 不限; open ends say so. */
export const promotionPeriodText = (p: PromotionWindow): string =>
  p.startsAt || p.endsAt
    ? `${taiwanLocal(p.startsAt).replace('T', ' ') || '即日起'} ～ ${taiwanLocal(p.endsAt).replace('T', ' ') || '不限'}`
    : '不限期間';

/**
 * Where a promotion stands at `now` (ms): switched on is not yet running, its window may not have
 * started or be over. The end is excluded, the start included, as the checkout counts them.
 */
export function promotionState(p: PromotionWindow & { enable: boolean }, now: number): string {
  if (!p.enable) return '已停用';
  if (p.endsAt && Date.parse(p.endsAt) <= now) return '已結束';
  if (p.startsAt && Date.parse(p.startsAt) > now) return '尚未開始';
  return '進行中';
}
