import { and, asc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import {
  homeVisits,
  orderReturns,
  orders,
  productChildSpecs,
  productStockChildSpecs,
  productStocks,
  products,
  shopConfigs,
} from '../db/schema';
import { ORDER_TOTAL } from './orderList';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/console/contract/settings';
import { taiwanDay, taiwanDayStart, taiwanWeekStart } from './taiwanTime';
import type { StaffSession } from '../staff/session';

/** The most low-stock lines the today page lists; the count says how many there are in all. */
const LOW_STOCK_SHOWN = 20;

export type Dashboard = {
  today: { orders: number; revenue: number };
  week: { orders: number; revenue: number };
  waiting: { toConfirm: number; toShip: number; returns: number };
  lowStock: {
    threshold: number;
    count: number;
    items: { productId: number; name: string; spec: string; stock: number }[];
  };
  visits: { today: number; week: number };
};

const REVENUE = sql<number>`coalesce(sum(${ORDER_TOTAL}), 0)::int`;

async function placed(db: Db, shopId: number, since: Date) {
  const [row] = await db
    .select({ orders: sql<number>`count(*)::int`, revenue: REVENUE })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), gte(orders.createdAt, since), ne(orders.status, 'cancelled')));
  return { orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
}

async function waiting(db: Db, shopId: number) {
  const count = sql<number>`count(*)::int`;
  const [[confirm], [ship], [returns]] = await Promise.all([
    db
      .select({ n: count })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shopId),
          eq(orders.status, 'unpaid'),
          eq(orders.paymentType, 'atm'),
          eq(orders.virtualAccount, false),
          isNotNull(orders.paymentUserResponse),
        ),
      ),
    db
      .select({ n: count })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.status, 'processing'))),
    db
      .select({ n: count })
      .from(orderReturns)
      .where(and(eq(orderReturns.shopId, shopId), eq(orderReturns.status, 'requested'))),
  ]);
  return { toConfirm: confirm?.n ?? 0, toShip: ship?.n ?? 0, returns: returns?.n ?? 0 };
}

async function lowStock(db: Db, shopId: number) {
  const [config] = await db
    .select({ threshold: shopConfigs.lowStockThreshold })
    .from(shopConfigs)
    .where(eq(shopConfigs.shopId, shopId));
  const threshold = config?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const low = and(
    eq(productStocks.shopId, shopId),
    eq(productStocks.isRemove, false),
    eq(products.isRemove, false),
    lt(productStocks.stock, threshold),
  );
  const spec = sql<string>`coalesce((select string_agg(${productChildSpecs.name}, ' / ' order by ${productChildSpecs.id})
    from ${productStockChildSpecs} join ${productChildSpecs} on ${productChildSpecs.id} = ${productStockChildSpecs.childSpecId}
    where ${productStockChildSpecs.stockId} = ${productStocks.id}), '')`;
  const [items, [counted]] = await Promise.all([
    db
      .select({ productId: products.id, name: products.name, spec, stock: productStocks.stock })
      .from(productStocks)
      .innerJoin(products, eq(products.id, productStocks.productId))
      .where(low)
      .orderBy(asc(productStocks.stock), asc(products.name))
      .limit(LOW_STOCK_SHOWN),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(productStocks)
      .innerJoin(products, eq(products.id, productStocks.productId))
      .where(low),
  ]);
  return { threshold, count: counted?.n ?? 0, items };
}

async function visits(db: Db, shopId: number, today: string, weekFirstDay: string) {
  const rows = await db
    .select({ day: homeVisits.day, count: homeVisits.count })
    .from(homeVisits)
    .where(and(eq(homeVisits.shopId, shopId), gte(homeVisits.day, weekFirstDay)));
  return {
    today: rows.find((r) => r.day === today)?.count ?? 0,
    week: rows.reduce((n, r) => n + r.count, 0),
  };
}

/** The today page: orders and revenue (cancelled orders left out), what waits for the shop, stock, visits. */
export async function dashboard(db: Db, session: StaffSession): Promise<Dashboard> {
  const shopId = session.shop.id;
  const now = clock.now();
  const today = taiwanDay(now);
  const weekStart = taiwanWeekStart(now);
  const [todayFigures, week, wait, low, seen] = await Promise.all([
    placed(db, shopId, taiwanDayStart(today)),
    placed(db, shopId, weekStart),
    waiting(db, shopId),
    lowStock(db, shopId),
    visits(db, shopId, today, taiwanDay(weekStart)),
  ]);
  return { today: todayFigures, week, waiting: wait, lowStock: low, visits: seen };
}
