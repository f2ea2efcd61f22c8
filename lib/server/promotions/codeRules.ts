import { formatPrice } from '@/lib/format/price';
import { isRunning } from './rules';

export type PromoCodeRule = {
  id: number;
  code: string;
  name: string;
  discountType: 'amount' | 'percent';
  value: number;
  minAmount: number;
  usageLimit: number | null;
  perMemberLimit: number | null;
  usedCount: number;
  enable: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

export const PROMO_CODE_MESSAGES = {
  unknown: '查無此優惠碼',
  notStarted: '此優惠碼尚未開始',
  ended: '此優惠碼已過期',
  disabled: '此優惠碼目前無法使用',
  belowMinimum: (min: number) => `未達優惠碼最低消費 ${formatPrice(min)}`,
  usedUp: '此優惠碼已兌換完畢',
  memberLimit: '您已達此優惠碼的使用次數上限',
} as const;

/**
 * Whether a code applies to goods worth `amount` (after automatic promotions), and for how much: a
 * fixed amount, or a percentage rounded down, never more than the goods.
 */
export function applyPromoCode(
  code: PromoCodeRule | null,
  amount: number,
  memberUses: number,
  now: Date,
): { discount: number; message: null } | { discount: 0; message: string } {
  const refuse = (message: string) => ({ discount: 0 as const, message });
  if (!code) return refuse(PROMO_CODE_MESSAGES.unknown);
  if (!code.enable) return refuse(PROMO_CODE_MESSAGES.disabled);
  if (code.startsAt && code.startsAt.getTime() > now.getTime()) return refuse(PROMO_CODE_MESSAGES.notStarted);
  if (!isRunning(code, now)) return refuse(PROMO_CODE_MESSAGES.ended);
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit)
    return refuse(PROMO_CODE_MESSAGES.usedUp);
  if (code.perMemberLimit !== null && memberUses >= code.perMemberLimit)
    return refuse(PROMO_CODE_MESSAGES.memberLimit);
  if (amount < code.minAmount) return refuse(PROMO_CODE_MESSAGES.belowMinimum(code.minAmount));
  const raw = code.discountType === 'percent' ? Math.floor((amount * code.value) / 100) : code.value;
  return { discount: Math.max(0, Math.min(raw, amount)), message: null };
}
