/** @jest-environment node */
import { POST as returnRoute } from '@/app/api-auth/operator/return/route';
import type { Order } from '@/lib/api/contract';
import { closeDb } from '@/lib/server/db/client';
import { transitionOrder } from '@/lib/server/orders/transitions';
import { requestReturn } from '@/lib/server/returns/request';
import { operatorServer, type OperatorServer } from './operatorCli';
import { db, ids, newOrder, setUpPayments, shopper } from './paymentHelpers';

/** `npm run operator -- return` as an operator types it. */
let cli: OperatorServer;

beforeAll(async () => {
  await setUpPayments();
  cli = await operatorServer(returnRoute);
}, 60_000);

afterAll(async () => {
  await cli.close();
  await closeDb();
});

/** A cash-on-delivery order received, whose shopper asked to return it. */
async function asked(): Promise<Order> {
  const s = await shopper();
  const o = await newOrder(s, 'COD', 2);
  await transitionOrder(db, Number(ids.s1), o.id, 'shipped');
  await transitionOrder(db, Number(ids.s1), o.id, 'completed');
  await requestReturn(db, Number(ids.s1), s.memberId, o.id, { reason: '尺寸不合', lines: null });
  return o;
}

test('approve, then refunded: the refund the shop makes by hand is confirmed', async () => {
  const o = await asked();
  const approved = await cli.run('return', 'approve', '--host', 'localhost', '--id', o.orderNo);
  expect(approved).toEqual({
    code: 0,
    stderr: '',
    stdout: `Order ${o.id} (${o.orderNo}) of localhost: return approved 已核准 — refund NT$${o.paymentPrice} by hand, then: return refunded --id ${o.orderNo}\n`,
  });
  const again = await cli.run('return', 'approve', '--host', 'localhost', '--id', o.orderNo);
  expect(again).toMatchObject({ code: 1, stderr: '409: 此訂單沒有待處理的退貨申請\n' });
  const refunded = await cli.run('return', 'refunded', '--host', 'localhost', '--id', String(o.id));
  expect(refunded.stdout).toBe(
    `Order ${o.id} (${o.orderNo}) of localhost: return refunded 已退款, refund NT$${o.paymentPrice} (manual, done)\n`,
  );
}, 120_000);

test('reject needs a reason, and keeps it', async () => {
  const o = await asked();
  const bare = await cli.run('return', 'reject', '--host', 'localhost', '--id', o.orderNo);
  expect(bare).toMatchObject({ code: 1, stderr: '400: 不核准須附上原因（--reason）\n' });
  const run = await cli.run(
    'return',
    'reject',
    '--host',
    'localhost',
    '--id',
    o.orderNo,
    '--reason',
    '商品已拆封使用',
  );
  expect(run.stdout).toBe(`Order ${o.id} (${o.orderNo}) of localhost: return rejected 不核准\n`);
}, 120_000);

test('an unknown action is refused before anything is sent', async () => {
  const run = await cli.run('return', 'cancel', '--host', 'localhost', '--id', '1');
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^return takes one of: approve, reject, refunded/);
}, 60_000);
