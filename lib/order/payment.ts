import type { Order } from '@/lib/api/contract';

export const PAYMENT_NOTES = {
  online: '尚未完成付款，請於期限前完成線上付款',
  overdue: '已超過付款期限，訂單將自動取消',
  cod: '商品送達時以現金付款',
  free: '已使用購物金／回饋金全額折抵，無需付款',
  paid: '已完成付款',
  review: '付款審核中：商店確認這筆付款後即為您出貨，無需再次付款',
  cancelled: '此訂單已取消，無需付款',
  atmReported: '已收到您的匯款回報，商店確認入帳後將為您出貨',
  atmMissing: '尚未取得匯款帳號，請聯絡商店',
  virtualAccount: '此為本訂單專屬的虛擬帳號：請於期限前轉入剛好的金額，入帳後自動確認，無需回報。',
  getVirtualAccount: '請取得本訂單專屬的 ATM 轉帳帳號，於期限前轉帳付款',
  getStoreCode: '請取得本訂單的超商繳費代碼，於期限前至超商繳費',
  storeCode:
    '請於繳費期限前，至 7-ELEVEN ibon 等超商多媒體機輸入繳費代碼，列印繳費單後至櫃檯繳費；繳費後自動確認，無需回報。',
} as const;

type PaymentFacts = Pick<Order, 'paymentType' | 'status' | 'atm' | 'paymentUserResponse'> &
  Partial<Pick<Order, 'payable' | 'paymentDueAt' | 'storeCode' | 'paymentInReview'>>;

/** What the shopper has to do (or need not do) about paying this order. */
export type PaymentStep =
  | { kind: 'note'; text: string }
  /** An unpaid ATM order: transfer to this account; `reported` once the shopper has told the shop. */
  | { kind: 'atm'; atm: NonNullable<Order['atm']>; reported: Order['paymentUserResponse'] }
  /** An unpaid Ibon order whose gateway issued its store code: pay it at a store by its due time. */
  | { kind: 'storeCode'; storeCode: NonNullable<Order['storeCode']> }
  /** An unpaid online payment: pay (again) through the gateway until the due time. */
  | { kind: 'online'; dueAt: string | null };

export function paymentStep(order: PaymentFacts): PaymentStep {
  if (order.status === 'cancelled') return { kind: 'note', text: PAYMENT_NOTES.cancelled };
  if (order.paymentType === 'free') return { kind: 'note', text: PAYMENT_NOTES.free };
  // Cash on delivery is settled by the courier, so the note holds until the order is completed.
  if (order.paymentType === 'COD')
    return { kind: 'note', text: order.status === 'completed' ? PAYMENT_NOTES.paid : PAYMENT_NOTES.cod };
  if (order.status !== 'unpaid') return { kind: 'note', text: PAYMENT_NOTES.paid };
  // Held by the gateway for the shop's review: paid once the shop approves, so nothing to pay again.
  if (order.paymentInReview) return { kind: 'note', text: PAYMENT_NOTES.review };
  if (order.paymentType === 'atm') {
    if (order.atm) return { kind: 'atm', atm: order.atm, reported: order.paymentUserResponse };
    // Through a gateway, the order's own account is issued when the shopper asks for it (取號).
    if (order.payable) return { kind: 'online', dueAt: order.paymentDueAt ?? null };
    return { kind: 'note', text: PAYMENT_NOTES.atmMissing };
  }
  if (order.paymentType === 'Ibon' && order.storeCode)
    return { kind: 'storeCode', storeCode: order.storeCode };
  // What is left are the online gateways: payable again until the due time, then swept.
  return order.payable
    ? { kind: 'online', dueAt: order.paymentDueAt ?? null }
    : { kind: 'note', text: PAYMENT_NOTES.overdue };
}

/**
 * The ATM transfer report form shows while the shop still waits for a transfer nobody has reported;
 * never for a virtual account, which its gateway confirms by itself.
 */
export const canReportAtmTransfer = (order: PaymentFacts) =>
  order.paymentType === 'atm' &&
  order.status === 'unpaid' &&
  order.atm !== null &&
  !order.atm.virtual &&
  !order.paymentUserResponse;
