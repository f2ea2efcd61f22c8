import type { OrderStatus } from '@/lib/api/contract';

/**
 * What a staff member can do to an order from the console. Each maps onto the shop's existing rules
 * (lib/server/orders/lifecycle, lib/server/returns/decide, lib/server/shipments/ship): the console
 * offers an action only where those rules allow it, and they still decide when it is applied.
 */
export const CONSOLE_ORDER_ACTIONS = [
  'approve-payment',
  'reject-payment',
  'confirm-payment',
  'ship',
  'mark-shipped',
  'complete',
  'cancel',
  'approve-return',
  'reject-return',
  'refund-done',
  'note',
] as const;
export type ConsoleOrderAction = (typeof CONSOLE_ORDER_ACTIONS)[number];

export const ACTION_LABELS: Record<ConsoleOrderAction, string> = {
  'approve-payment': '核准付款',
  'reject-payment': '拒絕付款',
  'confirm-payment': '確認收到款項',
  ship: '建立託運單並出貨',
  'mark-shipped': '標記為已出貨',
  complete: '標記為已完成',
  cancel: '取消訂單',
  'approve-return': '核准退貨',
  'reject-return': '不核准退貨',
  'refund-done': '已完成退款',
  note: '新增內部備註',
};

/** The action form's fields as the order page names them, for a refused action (replyText). */
export const ORDER_ACTION_FIELD_NAMES: Record<string, string> = {
  reason: '不核准原因',
  note: '內部備註',
  tracking: '託運資訊',
};

/** What the availability rule reads of an order. */
export type ActionFacts = {
  status: OrderStatus;
  paid: boolean;
  paymentType: string;
  /** Paid into a gateway's per-order account: the gateway's notice confirms it, not the shop. */
  virtualAccount: boolean;
  /** Its gateway holds a payment of it for the shop's review (PChomePay's 待審單). */
  paymentInReview: boolean;
  /**
   * An ECPay parcel can carry it (lib/server/shipments/request.ts parcelCarries): a convenience
   * store, or a home delivery with nothing to collect. Otherwise the shop sends it its own way and
   * marks it shipped.
   */
  carrierDelivery: boolean;
  hasParcel: boolean;
  returnRequested: boolean;
  manualRefundOpen: boolean;
};

/** The actions the console offers on an order now, in the order it shows them. */
export function availableActions(o: ActionFacts): ConsoleOrderAction[] {
  const actions: ConsoleOrderAction[] = [];
  // A payment held for review waits for the shop; one of an order cancelled meanwhile can only be
  // rejected, which releases what the gateway holds of the shopper's money.
  if (o.paymentInReview && o.status === 'unpaid') actions.push('approve-payment');
  if (o.paymentInReview && (o.status === 'unpaid' || o.status === 'cancelled'))
    actions.push('reject-payment');
  if (o.status === 'unpaid' && o.paymentType === 'atm' && !o.virtualAccount) actions.push('confirm-payment');
  if (o.status === 'processing') {
    if (o.carrierDelivery && !o.hasParcel) actions.push('ship');
    actions.push('mark-shipped');
  }
  if (o.status === 'shipped') actions.push('complete');
  if (o.status === 'unpaid' || o.status === 'processing') actions.push('cancel');
  if (o.returnRequested) actions.push('approve-return', 'reject-return');
  if (o.manualRefundOpen) actions.push('refund-done');
  actions.push('note');
  return actions;
}

export type ActionButton = { action: ConsoleOrderAction; look: 'primary' | 'secondary' | 'danger' };

/** Actions that undo what the shopper did: they always look like the danger they are. */
const DANGER: readonly ConsoleOrderAction[] = ['cancel', 'reject-payment'];

/**
 * The actions the order page shows as buttons, in order, each with its look. A note and a refusal
 * of a return need a text, so they have forms of their own instead. The first button is the one the
 * order waits for, unless it is cancelling or rejecting a payment, which look like the danger they are.
 */
export function actionButtons(actions: readonly ConsoleOrderAction[]): ActionButton[] {
  // These have forms of their own: a note, a reason, a tracking number.
  const buttons = actions.filter((a) => a !== 'note' && a !== 'reject-return' && a !== 'mark-shipped');
  return buttons.map((action, i) => ({
    action,
    look: DANGER.includes(action) ? 'danger' : i === 0 ? 'primary' : 'secondary',
  }));
}
