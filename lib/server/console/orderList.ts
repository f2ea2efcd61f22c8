import { and, desc, eq, gt, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/api/contract';
import { ORDER_STATUS_LABELS, PAYMENT_TYPE_LABELS } from '@/lib/order/labels';
import type { Db } from '../db/client';
import { members, orderReturns, orders, users } from '../db/schema';
import { CONSOLE_PAGE_SIZE, EXPORT_MAX_ROWS, likeEscape, type OrderFilter } from './orderFilters';
import { toCsv } from './csv';
import { taiwanDateTime, taiwanDayEnd, taiwanDayStart } from './taiwanTime';
import type { StaffSession } from '../staff/session';
import { markOrdersSeen } from '../staff/staffRows';

type OrderListRow = {
  id: number;
  /** What an action on the order from the list (bulk shipping) names as the version seen. */
  version: number;
  orderNo: string;
  status: OrderStatus;
  paymentType: string;
  paid: boolean;
  delivery: string;
  receiver: string;
  receiverPhone: string;
  memberPhone: string;
  total: number;
  transferReported: boolean;
  returnRequested: boolean;
  createdAt: string;
};

export type OrderListPage = {
  rows: OrderListRow[];
  total: number;
  page: number;
  pages: number;
  /** Orders of each status under the same filters but the status. */
  counts: Record<OrderStatus, number>;
  /** Orders placed since this staff member last opened the list. */
  newSince: number;
};

/** What the shopper pays in all for an order: the payment plus the wallets and cashback used. */
export const ORDER_TOTAL = sql<number>`(
  (${orders.amounts}->>'paymentPrice')::int + coalesce((${orders.amounts}->>'walletPrice')::int, 0)
  + coalesce((${orders.amounts}->>'externalWalletPrice')::int, 0)
  + coalesce((${orders.amounts}->>'useCashbackPrice')::int, 0))`;

const RETURN_REQUESTED = sql<boolean>`exists (select 1 from ${orderReturns}
  where ${orderReturns.orderId} = ${orders.id} and ${orderReturns.status} = 'requested')`;

function conditions(shopId: number, filter: OrderFilter, withStatus: boolean): SQL {
  const q = filter.q;
  const pattern = q ? `%${likeEscape(q)}%` : '';
  return and(
    eq(orders.shopId, shopId),
    withStatus && filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentType ? eq(orders.paymentType, filter.paymentType) : undefined,
    filter.delivery ? sql`${orders.delivery}->>'type' = ${filter.delivery}` : undefined,
    filter.returns === 'requested' ? RETURN_REQUESTED : undefined,
    filter.transfer === 'reported' ? isNotNull(orders.paymentUserResponse) : undefined,
    filter.from ? gte(orders.createdAt, taiwanDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, taiwanDayEnd(filter.to)) : undefined,
    q
      ? /^\d{16}$/.test(q)
        ? eq(orders.orderNo, q)
        : or(
            ilike(orders.orderNo, pattern),
            ilike(users.phone, pattern),
            sql`${orders.receiver}->>'name' ilike ${pattern}`,
            sql`${orders.receiver}->>'phone' ilike ${pattern}`,
          )
      : undefined,
  )!;
}

const LIST_COLUMNS = {
  id: orders.id,
  version: orders.version,
  orderNo: orders.orderNo,
  status: orders.status,
  paymentType: orders.paymentType,
  paidAt: orders.paidAt,
  delivery: orders.delivery,
  receiver: orders.receiver,
  memberPhone: users.phone,
  total: ORDER_TOTAL,
  transferReported: sql<boolean>`${orders.paymentUserResponse} is not null`,
  returnRequested: RETURN_REQUESTED,
  createdAt: orders.createdAt,
};

type Selected = {
  id: number;
  version: number;
  orderNo: string;
  status: OrderStatus;
  paymentType: string;
  paidAt: Date | null;
  delivery: Record<string, unknown>;
  receiver: Record<string, unknown>;
  memberPhone: string;
  total: number;
  transferReported: boolean;
  returnRequested: boolean;
  createdAt: Date;
};

const toRow = (r: Selected): OrderListRow => ({
  id: r.id,
  version: r.version,
  orderNo: r.orderNo,
  status: r.status,
  paymentType: r.paymentType,
  paid: r.paidAt !== null,
  delivery: String(r.delivery.name ?? ''),
  receiver: String(r.receiver.name ?? ''),
  receiverPhone: String(r.receiver.phone ?? ''),
  memberPhone: r.memberPhone,
  total: Number(r.total),
  transferReported: Boolean(r.transferReported),
  returnRequested: Boolean(r.returnRequested),
  createdAt: r.createdAt.toISOString(),
});

function selectOrders(db: Db) {
  return db
    .select(LIST_COLUMNS)
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(users, eq(users.id, members.userId));
}

/**
 * A page of the shop's orders, newest first, with the counts by status and the number placed since
 * the staff member's last visit, which this visit then moves to now.
 */
export async function listOrders(db: Db, session: StaffSession, filter: OrderFilter): Promise<OrderListPage> {
  const shopId = session.shop.id;
  const where = conditions(shopId, filter, true);
  const [rows, counted, byStatus, fresh] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(CONSOLE_PAGE_SIZE)
      .offset((filter.page - 1) * CONSOLE_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .innerJoin(users, eq(users.id, members.userId))
      .where(where),
    db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .innerJoin(users, eq(users.id, members.userId))
      .where(conditions(shopId, filter, false))
      .groupBy(orders.status),
    newSince(db, session),
  ]);
  await markOrdersSeen(db, session.staff.id, session.shop.id);
  const total = counted[0]?.n ?? 0;
  const counts = { unpaid: 0, processing: 0, shipped: 0, completed: 0, cancelled: 0 };
  for (const { status, n } of byStatus) counts[status] = n;
  return {
    rows: rows.map(toRow),
    total,
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE)),
    counts,
    newSince: fresh,
  };
}

const seenAt = (session: StaffSession): Date | null => {
  const at = session.staff.ordersSeenAt[String(session.shop.id)];
  return at ? new Date(at) : null;
};

/** Orders placed since the staff member last opened this shop's list (all of them on a first visit). */
async function newSince(db: Db, session: StaffSession): Promise<number> {
  const since = seenAt(session);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.shopId, session.shop.id), since ? gt(orders.createdAt, since) : undefined));
  return row?.n ?? 0;
}

const CSV_HEADER = [
  '訂單號碼',
  '成立時間',
  '狀態',
  '付款方式',
  '已付款',
  '配送方式',
  '收件人',
  '收件人電話',
  '會員手機',
  '金額',
  '退貨申請中',
];

/** The filtered orders (every page, newest first, at most EXPORT_MAX_ROWS) as a CSV file for Excel. */
export async function exportOrders(db: Db, session: StaffSession, filter: OrderFilter): Promise<string> {
  const rows = await selectOrders(db)
    .where(conditions(session.shop.id, filter, true))
    .orderBy(desc(orders.id))
    .limit(EXPORT_MAX_ROWS);
  return toCsv([
    CSV_HEADER,
    ...rows
      .map(toRow)
      .map((r) => [
        r.orderNo,
        taiwanDateTime(r.createdAt),
        ORDER_STATUS_LABELS[r.status],
        PAYMENT_TYPE_LABELS[r.paymentType as keyof typeof PAYMENT_TYPE_LABELS] ?? r.paymentType,
        r.paid ? '是' : '否',
        r.delivery,
        r.receiver,
        r.receiverPhone,
        r.memberPhone,
        r.total,
        r.returnRequested ? '是' : '否',
      ]),
  ]);
}
