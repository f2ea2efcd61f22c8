import type { OrderStatus } from '@/lib/api/contract';
import { ORDER_STATUS_LABELS } from '@/lib/order/labels';
import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';
import { DAY_MS } from '../orders/numbers';

/**
 * When a shopper may return an order without a reason: Taiwan's Consumer Protection Act gives 7 days
 * after receipt. The days are Taiwan calendar days after the day of receipt, so a parcel picked up
 * on the 1st may be returned until the end of the 8th. Pure.
 */
const RETURN_DAYS = 7;

type Event = { status: string; at: string };

/**
 * When the goods reached the shopper: the parcel picked up at the store or delivered home, else the
 * order's completion (the shop completed it by hand, or shipped without a parcel); null while they
 * are still on their way.
 */
export function receivedAt(orderHistory: Event[], parcelHistory: Event[] | null): Date | null {
  const parcel = parcelHistory?.find((e) => e.status === 'pickedUp' || e.status === 'delivered');
  const done = parcel ?? orderHistory.findLast((e) => e.status === 'completed');
  return done ? new Date(done.at) : null;
}

/** The last moment of the return period: the end of the 7th Taiwan day after the day of receipt. */
export function returnDeadline(received: Date): Date {
  const local = received.getTime() + TAIPEI_OFFSET_MS;
  const endOfDay = Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - 1;
  return new Date(endOfDay + RETURN_DAYS * DAY_MS - TAIPEI_OFFSET_MS);
}

const taiwanDate = (at: Date) =>
  new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '/');

export type ReturnWindow = { ok: true; deadline: Date | null } | { ok: false; message: string };

/**
 * Whether a return may be asked now. A shipped order not yet received may be asked already (the
 * period has not even started); an order never shipped is cancelled instead, not returned.
 */
export function returnWindow(
  order: { status: OrderStatus; receivedAt: Date | null },
  now: Date,
): ReturnWindow {
  if (order.status !== 'shipped' && order.status !== 'completed')
    return { ok: false, message: `此訂單目前為「${ORDER_STATUS_LABELS[order.status]}」，無法申請退貨` };
  if (!order.receivedAt) return { ok: true, deadline: null };
  const deadline = returnDeadline(order.receivedAt);
  if (now.getTime() > deadline.getTime())
    return {
      ok: false,
      message: `已超過收貨後 ${RETURN_DAYS} 天的退貨期限（${taiwanDate(deadline)} 止），無法申請退貨`,
    };
  return { ok: true, deadline };
}
