/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { POST as visitRoute } from '@/app/api-client/[shopId]/ecommerceVisit/home/route';
import { POST as statsRoute } from '@/app/api-auth/operator/stats/route';
import { closeDb, type Db } from '@/lib/server/db/client';
import { homeVisits } from '@/lib/server/db/schema';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import { flushVisits } from '@/lib/server/visits/recorder';
import { addVisits } from '@/lib/server/visits/store';
import { VISIT_LIMITS } from '@/lib/server/visits/tally';
import type { VisitStats } from '@/lib/server/visits/stats';
import { advance, demoShops, fromAddress, newAddress, useTestClock, type DemoShops } from './authHelpers';
import { OPERATOR_SECRET, operatorHeaders } from './operatorHelpers';

let db: Db;
let shops: DemoShops;

// The test clock reads 2031-01-01 00:01 UTC: 08:01 of the same date in Taiwan.
const TODAY = '2031-01-01';

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  db = await testDb();
  shops = await demoShops();
}, 60_000);

beforeEach(() => useTestClock());
afterAll(() => closeDb());

/** A beacon as a browser sends it from a page of `pageHost`. */
function visit(
  shopId: string,
  pageHost: string | null,
  address = newAddress(),
  extra: Record<string, string> = {},
) {
  return call<{ counted?: boolean; msg?: string }>(
    visitRoute,
    { shopId },
    {},
    {
      method: 'POST',
      headers: {
        ...(pageHost ? { origin: `http://${pageHost}:3000` } : {}),
        ...fromAddress(address),
        ...extra,
      },
    },
  );
}

async function stored(shopId: string, day = TODAY): Promise<number> {
  const [row] = await db
    .select({ count: homeVisits.count })
    .from(homeVisits)
    .where(and(eq(homeVisits.shopId, Number(shopId)), eq(homeVisits.day, day)));
  return row?.count ?? 0;
}

function stats(body: unknown, headers: Record<string, string> = operatorHeaders) {
  return call<VisitStats & { msg?: string }>(
    statsRoute,
    {},
    {},
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
  );
}

test('a visit is counted in memory and written by the flush, adding to what is there', async () => {
  const before = await stored(shops.one.shopId);
  for (let i = 0; i < 3; i++)
    expect((await visit(shops.one.shopId, 'localhost')).body).toEqual({ counted: true });
  // No write per request: nothing is in the table until the flush.
  expect(await stored(shops.one.shopId)).toBe(before);
  await flushVisits(db);
  expect(await stored(shops.one.shopId)).toBe(before + 3);
  expect((await visit(shops.one.shopId, '127.0.0.1')).status).toBe(200);
  await flushVisits(db);
  expect(await stored(shops.one.shopId)).toBe(before + 4);
});

test('writes of several processes add up, and a removed shop does not stop the others', async () => {
  const before = await stored(shops.two.shopId);
  await Promise.all([
    addVisits(db, [{ shopId: Number(shops.two.shopId), day: TODAY, count: 2 }]),
    addVisits(db, [
      { shopId: Number(shops.two.shopId), day: TODAY, count: 5 },
      { shopId: 2_000_000_000, day: TODAY, count: 1 },
    ]),
  ]);
  expect(await stored(shops.two.shopId)).toBe(before + 7);
});

test('a visit counts only for the shop whose page sent it', async () => {
  const one = await stored(shops.one.shopId);
  const two = await stored(shops.two.shopId);
  const refused = await visit(shops.one.shopId, 'shop2.localhost');
  expect(refused).toEqual({ status: 403, body: { msg: '此頁面不屬於這家商店', code: 'forbidden' } });
  // Without an Origin the host it was sent to decides.
  expect((await visit(shops.two.shopId, null, newAddress(), { host: 'localhost:3000' })).status).toBe(403);
  expect((await visit(shops.two.shopId, null, newAddress(), { host: 'shop2.localhost:3000' })).status).toBe(
    200,
  );
  await flushVisits(db);
  expect(await stored(shops.one.shopId)).toBe(one);
  expect(await stored(shops.two.shopId)).toBe(two + 1);
});

test.each([
  ['a shop id that is not a number', 'abc', 'localhost', {}, 400],
  ['an unknown page host', '1', 'nowhere.example', {}, 404],
  ['an unreadable origin', '1', null, { origin: 'http://%zz' }, 400],
  ['a sandboxed page', '1', null, { origin: 'null', host: 'nowhere.example' }, 404],
])('%s is a 4xx with a message', async (_, shopId, pageHost, extra, status) => {
  const reply = await visit(shopId, pageHost, newAddress(), extra);
  expect(reply.status).toBe(status);
  expect(reply.body.msg).toEqual(expect.any(String));
});

test('one address adds at most its hourly budget; others and the next hour still count', async () => {
  const address = newAddress();
  const before = await stored(shops.one.shopId);
  for (let i = 0; i < VISIT_LIMITS.perAddress; i++)
    expect((await visit(shops.one.shopId, 'localhost', address)).status).toBe(200);
  const over = await visit(shops.one.shopId, 'localhost', address);
  expect(over.status).toBe(429);
  expect(over.body.msg).toMatch(/操作過於頻繁/);
  expect((await visit(shops.one.shopId, 'localhost')).status).toBe(200);
  advance(3600_000);
  expect((await visit(shops.one.shopId, 'localhost', address)).status).toBe(200);
  await flushVisits(db);
  // The hour later is still the same Taiwan date (09:01).
  expect(await stored(shops.one.shopId)).toBe(before + VISIT_LIMITS.perAddress + 2);
});

describe('operator stats', () => {
  test('counts per Taiwan date, newest first, including what was not written yet', async () => {
    await addVisits(db, [{ shopId: Number(shops.two.shopId), day: '2030-12-30', count: 11 }]);
    const today = await stored(shops.two.shopId);
    await visit(shops.two.shopId, 'shop2.localhost');
    const reply = await stats({ host: 'shop2.localhost', days: 3 });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      shopId: Number(shops.two.shopId),
      shop: '山嵐咖啡',
      days: [
        { day: '2031-01-01', count: today + 1 },
        { day: '2030-12-31', count: 0 },
        { day: '2030-12-30', count: 11 },
      ],
    });
    expect((await stats({ host: 'shop2.localhost' })).body.days).toHaveLength(7);
  });

  test.each([
    [{ host: 'localhost', days: 0 }, 400, /天數須為 1 到 366 的整數/],
    [{ host: 'localhost', days: 367 }, 400, /天數須為 1 到 366 的整數/],
    [{ host: 'localhost', days: 'x' }, 400, /天數須為 1 到 366 的整數/],
    [{ host: 'localhost', days: 1.5 }, 400, /天數須為 1 到 366 的整數/],
    [{ host: 'nowhere.example' }, 404, /找不到此網域的商店/],
    [{}, 400, /host/],
  ])('%j is refused: %i', async (body, status, message) => {
    const reply = await stats(body);
    expect(reply.status).toBe(status);
    expect(reply.body.msg).toMatch(message);
  });

  test('needs the operator secret', async () => {
    const reply = await stats(
      { host: 'localhost' },
      { ...fromAddress('127.0.0.1'), 'x-operator-secret': 'wrong' },
    );
    expect(reply.status).toBe(403);
  });
});
