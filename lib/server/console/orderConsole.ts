import { and, eq } from 'drizzle-orm';
import { OrderQuoteSchema, type Order, type OrderReturn } from '@/lib/api/contract';
import type { Db, DbOrTx, Tx } from '../db/client';
import { members, orders, users } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { transitionOrderIn } from '../orders/transitions';
import { findOrderRow, orderInFull, type OrderRow } from '../orders/view';
import { claimVersion } from '../orders/version';
import { decideReturn } from '../returns/decide';
import { returnsOf, toReturnView, type ReturnRow } from '../returns/view';
import { revalidateShops } from '../revalidate/inRoute';
import { parcelLabelUrl } from '../shipments/label';
import { parcelCarries } from '../shipments/request';
import { shipOrderOf } from '../shipments/ship';
import { latestShipment, type ShipmentRow } from '../shipments/view';
import { attemptInReview, decideReview, reviewReply, type ReviewResult } from '../payments/review';
import { changesOf, recordChange, type ChangeRow } from '../staff/changes';
import { ACTION_LABELS, availableActions, type ConsoleOrderAction } from '@/lib/console/orderActions';
import { trackingNote, type OrderActionBody } from './orderActions';
import type { StaffSession } from '../staff/session';
import { changeView } from '../staff/staffAdmin';

export type ConsoleOrder = {
  order: Order;
  version: number;
  memberPhone: string;
  virtualAccount: boolean;
  /**
   * While its gateway holds a payment for the shop's review: since when, and when a staff member
   * approved it, if the gateway has yet to settle it since.
   */
  paymentReview: { since: string; approvedAt: string | null } | null;
  returns: OrderReturn[];
  changes: ReturnType<typeof changeView>[];
  actions: ConsoleOrderAction[];
  /** A fresh print address for the parcel's label, when there is a parcel. */
  labelUrl: string | null;
};

const facts = (row: OrderRow, shipment: ShipmentRow | null, returns: ReturnRow[]) => ({
  status: row.status,
  paid: row.paidAt !== null,
  paymentType: row.paymentType,
  virtualAccount: row.virtualAccount,
  paymentInReview: row.paymentReviewAt !== null,
  carrierDelivery: parcelCarries({
    deliveryType: String(row.delivery.type),
    paymentType: row.paymentType,
    paid: row.paidAt !== null,
    paymentPrice: row.paymentPrice,
  }),
  hasParcel: shipment !== null,
  returnRequested: returns.some((r) => r.status === 'requested'),
  manualRefundOpen: returns.some((r) => r.status === 'approved' && r.refundMethod === 'manual'),
});

/** The review the order's payment is held for, and the approval sent since it began, if any. */
function reviewOf(row: OrderRow, changes: ChangeRow[]): ConsoleOrder['paymentReview'] {
  if (!row.paymentReviewAt) return null;
  const since = row.paymentReviewAt;
  const approved = changes.findLast((c) => c.action === 'approve-payment' && c.at >= since);
  return { since: since.toISOString(), approvedAt: approved ? approved.at.toISOString() : null };
}

async function memberPhoneOf(db: DbOrTx, memberId: number): Promise<string> {
  const [row] = await db
    .select({ phone: users.phone })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.id, memberId));
  return row?.phone ?? '';
}

/** One order as the console shows it: everything the shopper sees, and the shop's own side. */
export async function consoleOrder(
  db: DbOrTx,
  session: StaffSession,
  id: number,
  origin: string,
): Promise<ConsoleOrder> {
  const row = await findOrderRow(db, { shopId: session.shop.id }, id);
  if (!row) throw notFound('訂單');
  const [shipment, returns, changes, memberPhone] = await Promise.all([
    latestShipment(db, row.shopId, row.id),
    returnsOf(db, row.shopId, row.id),
    changesOf(db, session.staff.orgId, 'order', row.id),
    memberPhoneOf(db, row.memberId),
  ]);
  const items = OrderQuoteSchema.parse(row.amounts).EcommerceOrderItems;
  return {
    order: orderInFull(row, shipment, returns),
    version: row.version,
    memberPhone,
    virtualAccount: row.virtualAccount,
    paymentReview: reviewOf(row, changes),
    returns: returns.map((r) => toReturnView(r, items)),
    changes: changes.map(changeView),
    actions: availableActions(facts(row, shipment, returns)),
    labelUrl: shipment ? parcelLabelUrl(origin, row.shopId, shipment.merchantTradeNo) : null,
  };
}

/** What the record of changes keeps of an order on each side of a change. */
async function snapshot(tx: DbOrTx, row: OrderRow) {
  const [ret] = await returnsOf(tx, row.shopId, row.id);
  return { status: row.status, paid: row.paidAt !== null, ...(ret ? { return: ret.status } : {}) };
}

async function reread(tx: DbOrTx, shopId: number, id: number): Promise<OrderRow> {
  const row = await findOrderRow(tx, { shopId }, id);
  if (!row) throw notFound('訂單');
  return row;
}

async function offered(tx: DbOrTx, row: OrderRow, action: ConsoleOrderAction): Promise<void> {
  const [shipment, returns] = await Promise.all([
    latestShipment(tx, row.shopId, row.id),
    returnsOf(tx, row.shopId, row.id),
  ]);
  if (!availableActions(facts(row, shipment, returns)).includes(action))
    throw new DomainError('conflict', `此訂單目前無法「${ACTION_LABELS[action]}」`);
}

async function applyInTx(tx: Tx, shopId: number, id: number, body: OrderActionBody): Promise<void> {
  switch (body.action) {
    case 'confirm-payment':
      await transitionOrderIn(tx, shopId, id, 'paid');
      return;
    case 'mark-shipped':
      await transitionOrderIn(
        tx,
        shopId,
        id,
        'shipped',
        body.tracking ? trackingNote(body.tracking) : undefined,
      );
      return;
    case 'complete':
      await transitionOrderIn(tx, shopId, id, 'completed');
      return;
    case 'cancel':
      await transitionOrderIn(tx, shopId, id, 'cancelled');
      return;
    case 'approve-return':
      await decideReturn(tx, shopId, id, { action: 'approve', restock: body.restock });
      return;
    case 'reject-return':
      if (!body.reason) throw new DomainError('invalid', '不核准須附上原因');
      await decideReturn(tx, shopId, id, { action: 'reject', reason: body.reason, restock: false });
      return;
    case 'refund-done':
      await decideReturn(tx, shopId, id, { action: 'refunded', restock: false });
      return;
    case 'note':
    case 'ship':
    case 'approve-payment':
    case 'reject-payment':
      return;
  }
}

async function lockMemberOf(tx: Tx, shopId: number, id: number): Promise<void> {
  const [row] = await tx
    .select({ memberId: orders.memberId })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, id)));
  if (!row) throw notFound('訂單');
  await tx.select({ id: members.id }).from(members).where(eq(members.id, row.memberId)).for('update');
}

/**
 * The carrier's failure in the console's words: the operator's message names commands the staff
 * member has no use for. A create written but not answered yet stays with the worker, which retries
 * it; the order's page shows the parcel once it exists.
 */
function consoleShipError(error: unknown): unknown {
  if (!(error instanceof DomainError) || !error.details) return error;
  const { pending, reason, retrying } = error.details;
  if (pending) return new DomainError('conflict', '託運單正在建立中，請稍後重新整理查看', error.details);
  if (typeof reason !== 'string') return error;
  return new DomainError(
    'upstream',
    retrying
      ? `物流商未能建立託運單：${reason}。系統會自動重試，請稍後重新整理查看`
      : `物流商未能建立託運單：${reason}。已停止重試，請排除原因後聯絡系統管理員重送`,
    error.details,
  );
}

/** Changes what a shopper sees on the shop's pages: stock given back. */
const changesPages = (body: OrderActionBody) =>
  body.action === 'cancel' || (body.action === 'approve-return' && body.restock);

const REVIEW_DECISIONS = { 'approve-payment': 'approve', 'reject-payment': 'reject' } as const;
type ReviewAction = keyof typeof REVIEW_DECISIONS;
const isReviewAction = (action: ConsoleOrderAction): action is ReviewAction => action in REVIEW_DECISIONS;

/**
 * Approves or rejects a payment the gateway holds for the shop's review. As with shipping, the
 * version is claimed first; the gateway is then told and asked again outside any transaction
 * (lib/server/payments/review.ts), and the decision recorded with what came of it, answered or not.
 * Sent again once the payment is decided (an answer the staff member never got), it is answered
 * with the order as it is: nothing is sent to the gateway or recorded twice.
 */
async function reviewPayment(
  db: Db,
  session: StaffSession,
  id: number,
  body: OrderActionBody & { action: ReviewAction },
  origin: string,
): Promise<ConsoleOrder> {
  const shopId = session.shop.id;
  const { action } = body;
  if (!(await attemptInReview(db, shopId, id))) {
    const row = await reread(db, shopId, id);
    const made = await changesOf(db, session.staff.orgId, 'order', row.id);
    if (made.some((c) => c.action === action)) return consoleOrder(db, session, id, origin);
  }
  const before = await db.transaction(async (tx) => {
    await lockMemberOf(tx, shopId, id);
    await claimVersion(tx, shopId, id, body.version);
    const row = await reread(tx, shopId, id);
    await offered(tx, row, action);
    return { paymentType: row.paymentType, seen: { ...(await snapshot(tx, row)), payment: 'review' } };
  });
  const attempt = await attemptInReview(db, shopId, id);
  if (!attempt) throw new DomainError('conflict', `此訂單目前無法「${ACTION_LABELS[action]}」`);
  let result: ReviewResult | null = null;
  try {
    result = await decideReview(db, attempt, before.paymentType, REVIEW_DECISIONS[action], { origin });
  } finally {
    const after = await snapshot(db, await reread(db, shopId, id));
    await recordChange(db, session.actor, {
      shopId,
      objectType: 'order',
      objectId: id,
      action,
      before: before.seen,
      after: { ...after, payment: result ? result.outcome : 'unanswered' },
    });
  }
  const reply = reviewReply(REVIEW_DECISIONS[action], result);
  if (!reply.ok) throw new DomainError(reply.kind, reply.message);
  return consoleOrder(db, session, id, origin);
}

/**
 * Applies one console action to an order the staff member saw at `body.version`. The version is
 * claimed in the action's transaction, so of two staff acting at once exactly one applies it; the
 * change and its record are written together.
 */
export async function applyOrderAction(
  db: Db,
  session: StaffSession,
  id: number,
  body: OrderActionBody,
  origin: string,
): Promise<ConsoleOrder> {
  const shopId = session.shop.id;
  if (isReviewAction(body.action))
    return reviewPayment(db, session, id, { ...body, action: body.action }, origin);
  if (body.action === 'note' && !body.note) throw new DomainError('invalid', '備註不能空白');
  const before = await db.transaction(async (tx) => {
    // The member's row first, as every other change of an order takes it (moveOrder, returns,
    // payments): two changes of one order never wait on each other in opposite orders.
    await lockMemberOf(tx, shopId, id);
    await claimVersion(tx, shopId, id, body.version);
    const row = await reread(tx, shopId, id);
    await offered(tx, row, body.action);
    const seen = await snapshot(tx, row);
    if (body.action === 'ship') return seen;
    await applyInTx(tx, shopId, id, body);
    await recordChange(tx, session.actor, {
      shopId,
      objectType: 'order',
      objectId: id,
      action: body.action,
      before: seen,
      after: body.action === 'note' ? { note: body.note } : await snapshot(tx, await reread(tx, shopId, id)),
    });
    return seen;
  });
  if (body.action === 'ship') {
    // The carrier is asked outside the transaction (shipOrderOf: an intent, sent at once, kept for the
    // worker if the carrier fails); the change is recorded once the parcel exists.
    const shipped = await shipOrderOf(db, session.shop, id, body.weight, origin).catch((error: unknown) => {
      throw consoleShipError(error);
    });
    await recordChange(db, session.actor, {
      shopId,
      objectType: 'order',
      objectId: id,
      action: 'ship',
      before,
      after: {
        status: shipped.status,
        paid: shipped.paidAt !== null,
        parcel: shipped.parcel?.trackingNo ?? null,
      },
    });
  }
  if (changesPages(body)) await revalidateShops(db, [shopId], []);
  return consoleOrder(db, session, id, origin);
}

export type ShipManyResult = { id: number; ok: boolean; message?: string; labelUrl?: string };

/** Ships several orders: each on its own (one failing stops none of the others), each answered. */
export async function shipMany(
  db: Db,
  session: StaffSession,
  list: { id: number; version: number }[],
  origin: string,
): Promise<ShipManyResult[]> {
  const results: ShipManyResult[] = [];
  for (const { id, version } of list) {
    try {
      const done = await applyOrderAction(
        db,
        session,
        id,
        { action: 'ship', version, restock: false },
        origin,
      );
      results.push({ id, ok: true, labelUrl: done.labelUrl ?? undefined });
    } catch (error) {
      // Each order answers for itself: one that failed unexpectedly is logged and reported, and the
      // orders before it keep their answers.
      if (!(error instanceof DomainError)) console.error('[console] ship failed:', error);
      results.push({
        id,
        ok: false,
        message: error instanceof DomainError ? error.message : '出貨失敗，請稍後再試',
      });
    }
  }
  return results;
}
