/**
 * Shared by the checkout and order API tests (not a test file itself): shoppers made straight through
 * the operator service, demo stocks looked up by product, and the two order calls.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { POST as createOrder } from '@/app/api-client/[shopId]/ecommerceOrder/route';
import { POST as preCheck } from '@/app/api-client/[shopId]/ecommerceOrder/pre/route';
import { POST as logisticsNotify } from '@/app/api-client/[shopId]/ecommerceLogistics/notify/route';
import { GET as productByNanoId } from '@/app/api-client/[shopId]/ecommerceProduct/nanoId/[nanoId]/route';
import { GET as deliveries } from '@/app/api-client/[shopId]/ecommerceDelivery/route';
import {
  DeliverySchema,
  OrderCheckSchema,
  OrderSchema,
  type Order,
  type OrderCheck,
  ProductSchema,
  type Delivery,
  type CreateOrderInput,
  type PreOrderInput,
} from '@/lib/api/contract';
import { operatorMemberToken } from '@/lib/server/auth/operator';
import { grantCashback } from '@/lib/server/cashback/ledger';
import type { Db } from '@/lib/server/db/client';
import { members, productStocks, users } from '@/lib/server/db/schema';
import { call, type Reply } from '@/lib/server/testing/call';
import { creditWallet } from '@/lib/server/wallets/ledger';
import { post } from './authHelpers';

export type Shopper = { shopId: string; token: string; memberId: number };

const newPhone = () => `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A new member of the shop behind the host, as the operator command makes one. */
export async function newShopper(db: Db, host: string, shopId: string): Promise<Shopper> {
  const phone = newPhone();
  const { memberToken } = await operatorMemberToken(db, { host, phone });
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.shopId, Number(shopId)), eq(users.phone, phone)));
  return { shopId, token: memberToken, memberId: row!.id };
}

export async function credit(
  db: Db,
  s: Shopper,
  amounts: { wallet?: number; external?: number; cashback?: number },
): Promise<void> {
  const shopId = Number(s.shopId);
  if (amounts.wallet)
    await creditWallet(db, {
      shopId,
      memberId: s.memberId,
      kind: 'wallet',
      amount: amounts.wallet,
      note: 'test',
    });
  if (amounts.external)
    await creditWallet(db, {
      shopId,
      memberId: s.memberId,
      kind: 'external',
      amount: amounts.external,
      note: 'test',
    });
  if (amounts.cashback)
    await grantCashback(db, { shopId, memberId: s.memberId, amount: amounts.cashback, expireAt: null });
}

/** Stock ids of a demo product, in the product's own order. */
export async function stockIds(shopId: string, nanoId: string): Promise<number[]> {
  const reply = await call(productByNanoId, { shopId, nanoId });
  if (reply.status !== 200) throw new Error(`${nanoId}: ${reply.status}`);
  return ProductSchema.parse(reply.body).EcommerceProductStocks.map((s) => s.id);
}

export async function stockLeft(db: Db, stockId: number): Promise<number> {
  const [row] = await db
    .select({ stock: productStocks.stock })
    .from(productStocks)
    .where(eq(productStocks.id, stockId));
  return row!.stock;
}

export async function setStockTo(db: Db, stockId: number, stock: number): Promise<void> {
  await db.update(productStocks).set({ stock }).where(eq(productStocks.id, stockId));
}

/** The shop's delivery of that name. */
export async function deliveryNamed(shopId: string, name: string): Promise<Delivery> {
  const reply = await call(deliveries, { shopId });
  const found = z
    .array(DeliverySchema)
    .parse(reply.body)
    .find((d) => d.name === name);
  if (!found) throw new Error(`no delivery ${name}`);
  return found;
}

export const deliveryId = async (shopId: string, name: string) => (await deliveryNamed(shopId, name)).id;

export function pre(s: Shopper, body: PreOrderInput | string): Promise<Reply> {
  return post(preCheck, { shopId: s.shopId }, body, { authorization: `Bearer ${s.token}` });
}

export function order(s: Shopper, body: CreateOrderInput | string, key?: string): Promise<Reply> {
  return post(createOrder, { shopId: s.shopId }, body, {
    authorization: `Bearer ${s.token}`,
    ...(key ? { 'idempotency-key': key } : {}),
  });
}

export const RECEIVER = {
  receiver: '王小明',
  phone: '0912345678',
  address: '台北市信義區松高路 11 號',
} as const;

/** The answer of a pre-check that must succeed. */
export function checked(reply: Reply): OrderCheck {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return OrderCheckSchema.parse(reply.body);
}

/** The order of a creation that must succeed. */
export function created(reply: Reply): Order {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return OrderSchema.parse(reply.body);
}

/** A parcel status notice posted to the shop's notify route as ECPay (or its sandbox) posts it. */
export async function postParcelNotice(
  shopId: number,
  fields: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const response = await logisticsNotify(
    new Request(`http://localhost/api-client/${shopId}/ecommerceLogistics/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
    { params: Promise.resolve({ shopId: String(shopId) }) },
  );
  return { status: response.status, text: await response.text() };
}
