import type { OrderReturn } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import type { InfoRow } from './details';

/** The shopper's view of a return: what happens to the money, and the rows the order page shows. Pure. */

/** 購物金 and 回饋金 come back to the account at approval; this is about money only. */
export function refundText(
  ret: Pick<OrderReturn, 'status' | 'refundAmount' | 'refundMethod' | 'refundStatus'>,
): string | null {
  if (ret.status === 'requested' || ret.status === 'rejected') return null;
  if (ret.refundMethod === 'none' || ret.refundAmount === 0) return '無需退款';
  const amount = formatPrice(ret.refundAmount);
  if (ret.status === 'refunded') return `${amount} 已退款`;
  if (ret.refundMethod === 'gateway') return `${amount} 將退回原付款方式`;
  return `${amount} 將由商店與您聯繫退款`;
}

export function returnRows(ret: OrderReturn): InfoRow[] {
  const lines = ret.lines
    .map((l) => `${l.name}${l.specName ? `（${l.specName}）` : ''} × ${l.quantity}`)
    .join('、');
  const refund = refundText(ret);
  return [
    { label: '退貨商品', value: ret.whole ? `整筆訂單：${lines}` : lines },
    { label: '退貨原因', value: ret.reason },
    ...(ret.rejectReason ? [{ label: '不核准原因', value: ret.rejectReason }] : []),
    ...(refund ? [{ label: '退款', value: refund }] : []),
  ];
}
