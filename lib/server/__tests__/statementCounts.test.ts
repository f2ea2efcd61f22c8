/** @jest-environment node */
// How many statements the order path and the product read send to the database per request. Each
// is a round trip, and on the embedded database a turn of its one connection that every other request
// waits for: the pre-check reads in one statement after the member, the creation in one after the
// member's lock, a product in one (docs/performance.md). Counted, never timed, on both databases:
// PGlite through its client, PostgreSQL through every pooled connection's `query`.
import pg from 'pg';
import { closeDb, type Db } from '@/lib/server/db/client';
import { isEmbedded } from '@/lib/server/db/location';
import { testDb } from '@/lib/server/testing/db';
import { GET as getProduct } from '@/app/api-client/[shopId]/ecommerceProduct/[id]/route';
import { call } from '@/lib/server/testing/call';
import { shopIds, type ShopIds } from './helpers';
import { checked, created, deliveryId, newShopper, order, pre, RECEIVER, stockIds } from './orderHelpers';

type Client = Record<string, (...args: unknown[]) => unknown>;

let db: Db;
let ids: ShopIds;
let statements = 0;

/** Counts what goes through the client, and through the transactions it opens (with BEGIN and COMMIT). */
function count(client: Client): void {
  for (const method of ['query', 'exec']) {
    const original = client[method]!.bind(client);
    client[method] = (...args: unknown[]) => {
      statements++;
      return original(...args);
    };
  }
}

/** PGlite: the client and each transaction it opens (BEGIN and COMMIT are not sent as queries). */
function countEmbedded(): void {
  const client = (db as unknown as { $client: Client }).$client;
  count(client);
  const transaction = client.transaction!.bind(client);
  client.transaction = (fn: unknown) =>
    transaction(async (tx: Client) => {
      statements += 2;
      count(tx);
      return (fn as (tx: Client) => unknown)(tx);
    });
}

/** PostgreSQL: every query any pooled connection sends, BEGIN and COMMIT included. */
function countServer(): void {
  const proto = pg.Client.prototype as unknown as Client;
  const original = proto.query!;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
}

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
  if (isEmbedded()) countEmbedded();
  else countServer();
}, 60_000);

afterAll(() => closeDb());

async function statementsOf(call: () => Promise<unknown>): Promise<number> {
  statements = 0;
  await call();
  return statements;
}

test('a pre-check is 2 statements, an order creation at most 8 with its cache refresh', async () => {
  const home = await deliveryId(ids.s1, '宅配到府');
  const [stock] = await stockIds(ids.s1, 'p-wood-tray');
  const s = await newShopper(db, 'localhost', ids.s1);
  const body = {
    productStocks: [{ id: stock!, quantity: 1 }],
    delivery: home,
    paymentType: 'COD' as const,
    ...RECEIVER,
  };
  // The shop is already known to the process (lib/server/shops/find.ts): signing in found it.
  // member with the shop's switch; the quote's context
  expect(await statementsOf(async () => checked(await pre(s, body)))).toBe(2);
  // member; BEGIN; lock; the order's read; order; lines with stock and COMMIT in one message (on
  // PostgreSQL; on the embedded database lines and stock are two); COMMIT; then the cache refresh
  expect(await statementsOf(async () => created(await order(s, body)))).toBeLessThanOrEqual(
    isEmbedded() ? 9 : 8,
  );
});

test('a product with its specs and stocks is one statement once the shop is known', async () => {
  const [stock] = await stockIds(ids.s1, 'p-linen-shirt');
  const { productId } = (await db.query.productStocks.findFirst({ where: (t, { eq }) => eq(t.id, stock!) }))!;
  const read = () => call(getProduct, { shopId: ids.s1, id: String(productId) });
  expect((await read()).status).toBe(200);
  expect(await statementsOf(read)).toBe(1);
});
