/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { POST as shipRoute } from '@/app/api-auth/operator/ship/route';
import { closeDb, type Db } from '@/lib/server/db/client';
import { cvsMapSessions } from '@/lib/server/db/schema';
import { testDb } from '@/lib/server/testing/db';
import { shopIds, type ShopIds } from './helpers';
import { operatorServer, type OperatorServer } from './operatorCli';
import { OPERATOR_SECRET } from './operatorHelpers';
import { created, deliveryId, newShopper, order, RECEIVER, setStockTo, stockIds } from './orderHelpers';

/** `npm run operator -- ship` as an operator types it. */
let cli: OperatorServer;
let db: Db;
let ids: ShopIds;
let orderNo: string;

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  jest.spyOn(console, 'info').mockImplementation(() => {});
  db = await testDb();
  ids = await shopIds();
  cli = await operatorServer(shipRoute);
  const family = await deliveryId(ids.s1, '全家超商取貨');
  const [bowl] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
  await setStockTo(db, bowl, 100);
  const s = await newShopper(db, 'localhost', ids.s1);
  const token = randomBytes(24).toString('base64url');
  await db.insert(cvsMapSessions).values({
    token,
    shopId: Number(ids.s1),
    memberId: s.memberId,
    deliveryId: family,
    subType: 'FAMI',
    clientCompleteURL: 'http://localhost/checkout/cvs-callback',
    storeId: 'F009875',
    storeName: '全家測試松菸店',
    repliedAt: new Date(),
  });
  const o = created(
    await order(s, {
      productStocks: [{ id: bowl, quantity: 1 }],
      delivery: family,
      paymentType: 'COD',
      ...RECEIVER,
      address: null,
      ecpayMapToken: token,
    }),
  );
  orderNo = o.orderNo;
}, 60_000);

afterAll(async () => {
  await cli.close();
  await closeDb();
});

test('ships by the order number: the order, the parcel and where to print its label', async () => {
  const run = await cli.run('ship', '--host', 'localhost', '--id', orderNo);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const [head, parcel, label] = run.stdout.trim().split('\n');
  expect(head).toMatch(new RegExp(`^Order \\d+ \\(${orderNo}\\) of localhost: shipped 已出貨$`));
  expect(parcel).toMatch(/^Parcel: 全家 \d{8}, created 已建立託運單$/);
  expect(label).toMatch(
    new RegExp(
      `^Label \\(open in a browser within 60 minutes\\): http://127\\.0\\.0\\.1:\\d+/api-client/${ids.s1}/ecommerceLogistics/label\\?parcel=${orderNo}S1&expires=\\d+&signature=[\\w-]{43}$`,
    ),
  );

  // Again: the same parcel.
  const again = await cli.run('ship', '--host', 'localhost', '--id', orderNo);
  expect(again.stdout.split('\n')[1]).toBe(parcel);
}, 120_000);

test.each([
  [['ship', '--host', 'localhost'], /orderId: 請給訂單 id 或 16 碼訂單號碼/],
  [['ship', '--id', '1'], /--host is required/],
  [['ship', '--host', 'localhost', '--id', '1', '--weight', 'heavy'], /weight: 重量須為公克數/],
  [['ship', '--host', 'localhost', '--id', '2147483647'], /^404: /],
  [['ship', '--host', 'localhost', '--id', '9999999999999999'], /^404: /],
])(
  '%j stops with a message and a failing exit code',
  async (args, message) => {
    const run = await cli.run(...args);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  },
  120_000,
);
