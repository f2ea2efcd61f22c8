import type { Order } from '@/lib/api/contract';

export const PAYMENT_NOTES = {
  gatewayPending: '線上付款尚未開放，請聯絡商店',
  cod: '商品送達時以現金付款',
  free: '已使用購物金／回饋金全額折抵，無需付款',
  paid: '已完成付款',
  cancelled: '此訂單已取消，無需付款',
  atmReported: '已收到您的匯款回報，商店確認入帳後將為您出貨',
  atmMissing: '尚未取得匯款帳號，請聯絡商店',
} as const;

type PaymentFacts = Pick<Order, 'paymentType' | 'status' | 'atm' | 'paymentUserResponse'>;

/** What the shopper has to do (or need not do) about paying this order. */
export type PaymentStep =
  | { kind: 'note'; text: string }
  /** An unpaid ATM order: transfer to this account; `reported` once the shopper has told the shop. */
  | { kind: 'atm'; atm: NonNullable<Order['atm']>; reported: Order['paymentUserResponse'] };

export function paymentStep(order: PaymentFacts): PaymentStep {
  if (order.status === 'cancelled') return { kind: 'note', text: PAYMENT_NOTES.cancelled };
  if (order.paymentType === 'free') return { kind: 'note', text: PAYMENT_NOTES.free };
  // Cash on delivery is settled by the courier, so the note holds until the order is completed.
  if (order.paymentType === 'COD')
    return { kind: 'note', text: order.status === 'completed' ? PAYMENT_NOTES.paid : PAYMENT_NOTES.cod };
  if (order.status !== 'unpaid') return { kind: 'note', text: PAYMENT_NOTES.paid };
  if (order.paymentType === 'atm')
    return order.atm
      ? { kind: 'atm', atm: order.atm, reported: order.paymentUserResponse }
      : { kind: 'note', text: PAYMENT_NOTES.atmMissing };
  // What is left are the online gateways. Orders can no longer be made with one; an older order
  // still waiting says plainly that it cannot be paid online yet, not that anything can be changed.
  return { kind: 'note', text: PAYMENT_NOTES.gatewayPending };
}

/** The ATM transfer report form shows while the shop still waits for a transfer nobody has reported. */
export const canReportAtmTransfer = (order: PaymentFacts) =>
  order.paymentType === 'atm' &&
  order.status === 'unpaid' &&
  order.atm !== null &&
  !order.paymentUserResponse;
