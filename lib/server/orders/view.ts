import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  AllStatusCountSchema,
  ORDER_STATUSES,
  OrderQuoteSchema,
  OrderSchema,
  type AllStatusCount,
  type Count,
  type Order,
  type OrderStatus,
  type PageQuery,
  type Parcel,
} from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema';
import { latestShipment, parcelView, type ShipmentRow } from '../shipments/view';
import { returnsOf, takenBack, toReturnView, type ReturnRow } from '../returns/view';
import { receivedAt, returnWindow } from '../returns/window';
import { canShopperCancel, type OrderState } from './lifecycle';
import { isPayableOnline } from './paymentDue';

export type OrderRow = typeof orders.$inferSelect;

/** Whose order: the shop's (operator), or one member's of the shop (shopper). */
export type OrderScope = { shopId: number; memberId?: number };

export const stateOf = (row: Pick<OrderRow, 'status' | 'paidAt' | 'paymentUserResponse'>): OrderState => ({
  status: row.status,
  paid: row.paidAt !== null,
  transferReported: row.paymentUserResponse !== null,
});

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * A stored order as the API answers it; parsed, so a row that drifted from the contract fails loudly.
 * `parcel` is given where one order is read (undefined leaves the field out, as lists do).
 */
export function toOrder(row: OrderRow, parcel?: Parcel | null, more: Partial<Order> = {}): Order {
  return OrderSchema.parse({
    ...OrderQuoteSchema.parse(row.amounts),
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    statusHistory: row.statusHistory,
    paymentType: row.paymentType,
    EcommerceDelivery: row.delivery,
    receiver: row.receiver,
    info: row.info,
    invoice: row.invoice,
    issuedInvoice: row.issuedInvoice,
    note: row.note,
    atm: row.atm,
    storeCode: row.storeCode,
    paymentUserResponse: row.paymentUserResponse,
    cancellable: canShopperCancel(stateOf(row)),
    payable: isPayableOnline(row, clock.now()),
    paymentInReview: row.paymentReviewAt !== null,
    paymentDueAt: iso(row.paymentDueAt),
    paidAt: iso(row.paidAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
    ...(parcel === undefined ? {} : { parcel }),
    ...more,
  });
}

/** One order as the API answers it, with its newest parcel. */
export async function toOrderWithParcel(db: DbOrTx, row: OrderRow): Promise<Order> {
  const shipment = await latestShipment(db, row.shopId, row.id);
  return toOrder(row, shipment ? parcelView(shipment) : null);
}

/**
 * One order as its shopper reads it: the parcel, the newest return and whether another may be asked
 * now (within the period, no return open, something left to return).
 */
export async function toOrderInFull(db: DbOrTx, row: OrderRow): Promise<Order> {
  const shipment = await latestShipment(db, row.shopId, row.id);
  return orderInFull(row, shipment, await returnsOf(db, row.shopId, row.id));
}

/** One order as its shopper reads it, from its row, its newest parcel and its returns (newest first). */
export function orderInFull(row: OrderRow, shipment: ShipmentRow | null, returns: ReturnRow[]): Order {
  const items = OrderQuoteSchema.parse(row.amounts).EcommerceOrderItems;
  const bought = items.reduce((n, i) => n + i.quantity, 0);
  const taken = takenBack(returns).reduce((n, l) => n + l.quantity, 0);
  const returnable =
    returnWindow(
      { status: row.status, receivedAt: receivedAt(row.statusHistory, shipment?.statusHistory ?? null) },
      clock.now(),
    ).ok &&
    !returns.some((r) => r.status === 'requested') &&
    taken < bought;
  return toOrder(row, shipment ? parcelView(shipment) : null, {
    return: returns[0] ? toReturnView(returns[0], items) : null,
    returnable,
  });
}

export function scoped(scope: OrderScope, ...more: (SQL | undefined)[]): SQL {
  return and(
    eq(orders.shopId, scope.shopId),
    scope.memberId === undefined ? undefined : eq(orders.memberId, scope.memberId),
    ...more,
  )!;
}

export async function findOrderRow(db: DbOrTx, scope: OrderScope, id: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(scoped(scope, eq(orders.id, id)));
  return row ?? null;
}

/** The member's order; another member's or another shop's is as absent as an unknown one. */
export async function findMemberOrder(
  db: DbOrTx,
  shopId: number,
  memberId: number,
  id: number,
): Promise<Order | null> {
  const row = await findOrderRow(db, { shopId, memberId }, id);
  return row ? toOrderInFull(db, row) : null;
}

const withStatus = (status: OrderStatus | undefined) =>
  status === undefined ? undefined : eq(orders.status, status);

/** Newest first; ids grow with time, and unlike creation times they never tie. */
export async function listMemberOrders(
  db: DbOrTx,
  shopId: number,
  memberId: number,
  query: PageQuery & { status?: OrderStatus },
): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(scoped({ shopId, memberId }, withStatus(query.status)))
    .orderBy(desc(orders.id))
    .limit(query.limit)
    .offset(query.start);
  return rows.map((row) => toOrder(row));
}

export async function countMemberOrders(
  db: DbOrTx,
  shopId: number,
  memberId: number,
  query: { status?: OrderStatus },
): Promise<Count> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(scoped({ shopId, memberId }, withStatus(query.status)));
  return { count: row?.n ?? 0 };
}

export async function allStatusCount(db: DbOrTx, shopId: number, memberId: number): Promise<AllStatusCount> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(scoped({ shopId, memberId }))
    .groupBy(orders.status);
  const of = new Map(rows.map((r) => [r.status, r.n]));
  return AllStatusCountSchema.parse({
    all: rows.reduce((total, r) => total + r.n, 0),
    ...Object.fromEntries(ORDER_STATUSES.map((status) => [status, of.get(status) ?? 0])),
  });
}
