import type { OrderStatus } from '@/lib/api/contract';
import { ORDER_STATUS_LABELS } from '@/lib/order/labels';

/**
 * How an order moves: unpaid → processing → shipped → completed, and cancelled from the first two.
 * An order paid at creation (nothing left to pay) starts in processing already paid; cash on delivery
 * starts in processing unpaid and is paid when the shop completes it. Becoming paid earns the order's
 * cashback; cancelling gives back everything the order took (stock, wallets, cashback, promo code)
 * and takes back any cashback it earned.
 */

export const ORDER_ACTIONS = ['paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What the rules need of an order. */
export type OrderState = {
  status: OrderStatus;
  paid: boolean;
  /** The shopper has reported an ATM transfer: the money may be on its way. */
  transferReported?: boolean;
};

type Move = {
  to: OrderStatus;
  /** The money came in with this move: paidAt is set and the cashback earned. */
  markPaid: boolean;
  note?: string;
};

export type Decision = { ok: true; move: Move } | { ok: false; message: string };

export const CANNOT_CANCEL = '此訂單目前的狀態無法取消';

const SHOP_MOVES: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus; verb: string }> = {
  paid: { from: ['unpaid'], to: 'processing', verb: '確認付款' },
  shipped: { from: ['processing'], to: 'shipped', verb: '標記為已出貨' },
  completed: { from: ['shipped'], to: 'completed', verb: '標記為已完成' },
  // A shop may cancel a paid order it has not shipped; refunding the payment itself is its own business.
  cancelled: { from: ['unpaid', 'processing'], to: 'cancelled', verb: '取消' },
};

/** What the shop's action does to the order, or why it cannot. */
export function shopMove(state: OrderState, action: OrderAction): Decision {
  const rule = SHOP_MOVES[action];
  if (!rule.from.includes(state.status))
    return {
      ok: false,
      message: `此訂單目前為「${ORDER_STATUS_LABELS[state.status]}」，無法${rule.verb}`,
    };
  // Completing a cash-on-delivery order means the courier has collected the money.
  const markPaid = !state.paid && (action === 'paid' || action === 'completed');
  const note =
    action === 'cancelled' ? '商店取消' : action === 'completed' && markPaid ? '貨到付款已收款' : undefined;
  return { ok: true, move: { to: rule.to, markPaid, ...(note ? { note } : {}) } };
}

/**
 * A shopper may take back an order the shop has not been paid for: one waiting for payment, or a
 * cash-on-delivery order not yet shipped. Once paid, or once the shopper has reported a transfer that
 * may already be on its way, only the shop can cancel (it owes the refund).
 */
export function canShopperCancel(state: OrderState): boolean {
  if (state.status === 'unpaid') return !state.transferReported;
  return state.status === 'processing' && !state.paid;
}

export function shopperCancel(state: OrderState): Decision {
  if (!canShopperCancel(state)) return { ok: false, message: CANNOT_CANCEL };
  return { ok: true, move: { to: 'cancelled', markPaid: false, note: '顧客取消' } };
}

/** The gateway confirmed the payment of an order waiting for it. */
export function paidOnline(state: OrderState, note = '線上付款完成'): Decision {
  if (state.status !== 'unpaid' || state.paid) return { ok: false, message: '此訂單不在待付款狀態' };
  return { ok: true, move: { to: 'processing', markPaid: true, note } };
}

/** Past its payment deadline, an order still waiting for payment is cancelled by the shop's system. */
export function expireUnpaid(state: OrderState): Decision {
  if (state.status !== 'unpaid' || state.paid) return { ok: false, message: '此訂單不在待付款狀態' };
  return { ok: true, move: { to: 'cancelled', markPaid: false, note: '逾期未付款，系統自動取消' } };
}

/**
 * The system's moves when the carrier reports on the order's parcel (docs/shipments.md). Each is
 * allowed from one status only, so a parcel report that comes after the shop moved the order by hand
 * changes nothing.
 */
const NOT_WAITING_TO_SHIP = '此訂單不在待出貨狀態';
const NOT_SHIPPED = '此訂單不在已出貨狀態';

/**
 * Whether the provider may still be asked for the order's parcel when the call goes out: the order
 * waits to ship, or the shop marked it shipped by hand meanwhile. One cancelled since gets none.
 */
export const parcelMayBeCreated = (state: OrderState): boolean =>
  state.status === 'processing' || state.status === 'shipped';

/** The provider created the order's parcel: an order waiting to ship is shipped. */
export function parcelCreated(state: OrderState): Decision {
  if (state.status !== 'processing') return { ok: false, message: NOT_WAITING_TO_SHIP };
  return { ok: true, move: { to: 'shipped', markPaid: false, note: '已建立物流託運單' } };
}

/**
 * The shopper picked the parcel up at the store, or it was delivered home: the order is completed.
 * A cash-on-delivery order is paid with it, as the store or the driver collected the money.
 */
export function parcelDelivered(state: OrderState, where: 'store' | 'home'): Decision {
  if (state.status !== 'shipped') return { ok: false, message: NOT_SHIPPED };
  const note = where === 'store' ? '顧客已取件' : '包裹已送達';
  return {
    ok: true,
    move: { to: 'completed', markPaid: !state.paid, note: state.paid ? note : `${note}，貨到付款已收款` },
  };
}

/**
 * The parcel was not picked up and is back at the shop: the order is cancelled and gives back what
 * it took. Money already paid is not refunded by the system (the shop refunds it its own way), which
 * the note says.
 */
export function parcelReturned(state: OrderState): Decision {
  if (state.status !== 'shipped') return { ok: false, message: NOT_SHIPPED };
  return {
    ok: true,
    move: {
      to: 'cancelled',
      markPaid: false,
      note: state.paid ? '包裹退回商店（已付款項將退還）' : '包裹退回商店',
    },
  };
}
