/**
 * Shared by the shop-API test files (not a test file itself). Expectations are derived from the demo
 * data where a list is long, and stated literally where a single value tells more.
 */
import { eq } from 'drizzle-orm';
import { GET as allDomain } from '@/app/api-client/ecommerceConfig/allDomain/[domain]/route';
import { ErrorBodySchema, ShopConfigSchema } from '@/lib/api/contract';
import type { Db } from '@/lib/server/db/client';
import { productStocks, products } from '@/lib/server/db/schema';
import { shop1 } from '@/lib/server/seed/demo/shop1';
import { shop2 } from '@/lib/server/seed/demo/shop2';
import { shop3 } from '@/lib/server/seed/demo/shop3';
import type { SeedProduct, SeedShop } from '@/lib/server/seed/types';
import { call, type Reply } from '@/lib/server/testing/call';

export { shop1, shop2, shop3 };

export type Handler = Parameters<typeof call>[0];

/** An id no demo shop or object will ever have, however often the PostgreSQL database is reseeded. */
export const UNKNOWN_SHOP_ID = '999999';
export const UNKNOWN_ID = '2147483647';

/** Names of demo products that must never reach a shopper. */
const HIDDEN_OR_REMOVED = /隱藏|下架/;

export type ShopIds = { s1: string; s2: string; s3: string };

/** The demo shops' ids as the API knows them, looked up by host name the way the storefront does. */
export async function shopIds(): Promise<ShopIds> {
  const id = async (domain: string) => {
    const reply = await call(allDomain, { domain });
    expect(reply.status).toBe(200);
    const shopId = ShopConfigSchema.parse(reply.body).ShopId;
    expect(shopId).not.toBeNull();
    return String(shopId);
  };
  const [s1, s2, s3] = await Promise.all([id('localhost'), id('shop2.localhost'), id('closed.localhost')]);
  return { s1, s2, s3 };
}

/** A 4xx answer with a non-empty `{ msg }`. */
export function expectError(reply: Reply, status: number): string {
  if (reply.status !== status) {
    throw new Error(`expected ${status}, got ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  const { msg, code } = ErrorBodySchema.parse(reply.body);
  expect(msg.trim()).not.toBe('');
  expect(code).not.toBe('');
  return msg;
}

/** Calls the handler once per query and expects each to be a 400 with a message. */
export async function expectBadQueries(
  handler: Handler,
  params: Record<string, string | string[]>,
  queries: Record<string, string>[],
): Promise<void> {
  for (const query of queries) {
    const reply = await call(handler, params, query);
    try {
      expectError(reply, 400);
    } catch (error) {
      throw new Error(`query ${JSON.stringify(query)}: ${(error as Error).message}`);
    }
  }
}

/** Bad paging, shared by every list call. */
export const BAD_PAGING: Record<string, string>[] = [
  { start: '-1' },
  { start: 'abc' },
  { start: '1.5' },
  { limit: '0' },
  { limit: '101' },
  { limit: 'abc' },
  { limit: '-5' },
];

/** Bad sorting, shared by every product list. */
export const BAD_SORT: Record<string, string>[] = [
  { sortBy: 'evil' },
  { sortBy: 'price; drop table products' },
  { sort: 'sideways' },
  { sort: 'ASC DESC' },
];

/** NanoIds that a path parameter must refuse before any lookup. */
export const BAD_NANO_IDS = ['a/b', '%', 'p-linen%', 'x y', "x'--", '../etc'];

const isVisible = (p: SeedProduct) => p.isPublic !== false && !p.isRemove;

/** The shop's visible products in display order (the API's default sort). */
export function visibleProducts(
  shop: SeedShop,
  where: (p: SeedProduct) => boolean = () => true,
): SeedProduct[] {
  return shop.products.filter((p) => isVisible(p) && where(p)).sort((a, b) => a.order - b.order);
}

export const names = (list: { name: string }[]) => list.map((x) => x.name);
export const nanoIds = (list: { nanoId: string }[]) => list.map((x) => x.nanoId);

/** No hidden or removed demo product among these. */
export function expectNoHidden(list: { name: string }[]): void {
  expect(names(list).filter((n) => HIDDEN_OR_REMOVED.test(n))).toEqual([]);
}

export function seedProduct(shop: SeedShop, nanoId: string): SeedProduct {
  const p = shop.products.find((x) => x.nanoId === nanoId);
  if (!p) throw new Error(`no demo product ${nanoId}`);
  return p;
}

/**
 * Ids of products the API never shows, read from the database itself (the API cannot tell them).
 * Keyed by nanoId; only the given shop's rows.
 */
export async function hiddenProductIds(db: Db, shopId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      id: products.id,
      nanoId: products.nanoId,
      isPublic: products.isPublic,
      isRemove: products.isRemove,
    })
    .from(products)
    .where(eq(products.shopId, Number(shopId)));
  return new Map(rows.filter((r) => !r.isPublic || r.isRemove).map((r) => [r.nanoId, r.id]));
}

/** Stock ids of one product, read from the database. */
export async function stockIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productStocks.id })
    .from(productStocks)
    .where(eq(productStocks.productId, productId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
