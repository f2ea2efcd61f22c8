/**
 * Paying online through the sandbox gateway's protocol: paymentInfo, the gateway's notification and
 * the shopper's return, and the sandbox's own pages. The sweep of overdue orders is in
 * paymentSweep.test.ts.
 */
/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as cancelRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route';
import { POST as paymentInfoRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/paymentInfo/route';
import { POST as sandboxDecide } from '@/app/api-client/sandboxGateway/payment/decide/route';
import { POST as sandboxPage } from '@/app/api-client/sandboxGateway/payment/route';
import { formatPrice } from '@/lib/format/price';
import { clock } from '@/lib/server/auth/clock';
import { closeDb } from '@/lib/server/db/client';
import { tradeSha } from '@/lib/server/payments/newebpay/crypto';
import { SANDBOX_PAID_NOTE, SANDBOX_PAYMENT_PATH } from '@/lib/server/payments/sandbox/gateway';
import { SETTLE_MESSAGES } from '@/lib/server/payments/settle';
import { PAYMENT_MESSAGES } from '@/lib/server/payments/start';
import { FOREIGN_URL } from '@/lib/server/shops/ownUrl';
import { bearer, post } from './authHelpers';
import { expectError, UNKNOWN_ID } from './helpers';
import { newShopper } from './orderHelpers';
import {
  warnings,
  realNow,
  URLS,
  attempts,
  cashback,
  db,
  detail,
  giveBack,
  ids,
  keys,
  logged,
  newOrder,
  notice,
  notify,
  ofOrder,
  otherKeys,
  payInfo,
  refusal,
  sandboxKeys,
  send,
  shopper,
  startPayment,
  setUpPayments,
  type Fields,
} from './paymentHelpers';

beforeAll(setUpPayments, 60_000);

afterAll(async () => {
  clock.now = realNow;
  jest.restoreAllMocks();
  await closeDb();
});

describe('POST …/ecommerceOrder/{id}/paymentInfo', () => {
  test('an unpaid card order gets a form for the sandbox page carrying its amount and our addresses', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'newebpay', 2);
    const { info, fields, params, tradeNo } = await startPayment(s, o);

    expect(info.action.endsWith(SANDBOX_PAYMENT_PATH)).toBe(true);
    const origin = info.action.slice(0, -SANDBOX_PAYMENT_PATH.length);
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
    expect(fields).toMatchObject({ MerchantID: keys.merchantId, Version: '2.0' });
    expect(fields.TradeSha).toBe(tradeSha(fields.TradeInfo!, keys.hashKey, keys.hashIV));

    expect(tradeNo).toBe(`${o.orderNo}P1`);
    expect(params.get('Amt')).toBe(String(o.paymentPrice));
    expect(params.get('MerchantID')).toBe(keys.merchantId);
    expect(params.get('CREDIT')).toBe('1');
    expect(params.get('NotifyURL')).toBe(`${origin}/api-client/${ids.s1}/ecommercePayment/${tradeNo}/notify`);
    expect(params.get('ReturnURL')).toBe(`${origin}/api-client/${ids.s1}/ecommercePayment/${tradeNo}/return`);
    expect(params.get('ClientBackURL')).toBe(URLS.clientBackURL);
    expect(params.get('ItemDesc')).toContain(o.orderNo);

    const second = await startPayment(s, o);
    expect(second.tradeNo).toBe(`${o.orderNo}P2`);
    expect(second.params.get('Amt')).toBe(String(o.paymentPrice));
    expect(await attempts(o.id)).toEqual([
      { tradeNo: `${o.orderNo}P1`, status: 'started', amount: o.paymentPrice },
      { tradeNo: `${o.orderNo}P2`, status: 'started', amount: o.paymentPrice },
    ]);
    // Starting a payment moves nothing.
    expect(await detail(s, o)).toEqual(o);
  });

  test('every other online type of the shop goes through the sandbox too; Ibon asks for a store code', async () => {
    const s = await shopper();
    for (const type of ['linepay', 'jkos'] as const) {
      const { params } = await startPayment(s, await newOrder(s, type));
      expect(params.get('CREDIT')).toBe('1');
    }
    const ibon = await newOrder(s, 'Ibon');
    const { params } = await startPayment(s, ibon);
    expect(params.get('Amt')).toBe(String(ibon.paymentPrice));
    expect(params.get('CVS')).toBe('1');
    expect(params.get('ExpireDate')).toMatch(/^\d{8}$/);
  });

  test('refused: another member’s or shop’s order, no token, offline or cancelled orders, foreign addresses, bad bodies', async () => {
    const s = await shopper();
    const o = await newOrder(s);

    expect(expectError(await payInfo(await shopper(), o), 404)).toBe('找不到訂單');
    const elsewhere = await newShopper(db, 'shop2.localhost', ids.s2);
    const shop2Urls = {
      clientBackURL: 'http://shop2.localhost:3000/checkout',
      clientCompleteURL: 'http://shop2.localhost:3000/orders/complete',
    };
    expectError(await payInfo(elsewhere, o, shop2Urls, ids.s2), 404);
    expectError(await post(paymentInfoRoute, ofOrder(o), URLS), 401);
    expectError(await payInfo(s, { id: Number(UNKNOWN_ID) }), 404);
    for (const id of ['abc', '0', '-1'])
      expectError(await post(paymentInfoRoute, { shopId: ids.s1, id }, URLS, bearer(s.token)), 400);

    for (const type of ['COD', 'atm'] as const) {
      const offline = await newOrder(s, type);
      expect(expectError(await payInfo(s, offline), 409)).toBe(PAYMENT_MESSAGES.notPayable);
      expect(await attempts(offline.id)).toEqual([]);
    }

    for (const body of [
      { ...URLS, clientCompleteURL: 'https://evil.example/' },
      { ...URLS, clientBackURL: 'https://evil.example/' },
      { ...URLS, clientBackURL: 'http://shop2.localhost:3000/checkout' },
      { ...URLS, clientCompleteURL: 'http://localhost.evil.example/' },
    ])
      expect(expectError(await payInfo(s, o, body), 400)).toBe(FOREIGN_URL);

    for (const body of [
      {},
      { clientBackURL: URLS.clientBackURL },
      { ...URLS, clientBackURL: 'not a url' },
      { ...URLS, clientCompleteURL: 'javascript:alert(1)' },
      { ...URLS, clientBackURL: 'ftp://localhost/x' },
      { ...URLS, clientBackURL: 42 },
      'not json{',
    ])
      expectError(await payInfo(s, o, body), 400);
    expect(await attempts(o.id)).toEqual([]);

    expect((await post(cancelRoute, ofOrder(o), {}, bearer(s.token))).status).toBe(200);
    expect(expectError(await payInfo(s, o), 409)).toBe(PAYMENT_MESSAGES.notPayable);
    expect(await attempts(o.id)).toEqual([]);
  });
});

describe('POST …/ecommercePayment/{tradeNo}/notify', () => {
  test('a paid notification pays the order: SUCCESS, processing, paid, cashback earned once', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    expect(o.addCashback).toBeGreaterThan(0);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);

    const answer = await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }));
    expect(answer).toMatchObject({ status: 200, text: 'SUCCESS' });
    const paid = await detail(s, o);
    expect(paid).toMatchObject({ status: 'processing', payable: false, cancellable: false });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.statusHistory).toHaveLength(2);
    expect(paid.statusHistory.at(-1)).toMatchObject({ status: 'processing', note: SANDBOX_PAID_NOTE });
    expect(await cashback(s)).toBe(before + o.addCashback);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'paid', amount: o.paymentPrice }]);

    // The gateway retries (or an attacker replays it): answered the same, nothing moves again.
    const again = await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }));
    expect(again).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(paid);
    expect(await cashback(s)).toBe(before + o.addCashback);
  });

  test('the same notification arriving several times at once pays the order once', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);
    const fields = notice(keys, { tradeNo, amount: o.paymentPrice });
    const answers = await Promise.all([1, 2, 3, 4].map(() => notify(tradeNo, fields)));
    expect(answers.map((a) => [a.status, a.text])).toEqual(Array(4).fill([200, 'SUCCESS']));
    const paid = await detail(s, o);
    expect(paid.status).toBe('processing');
    expect(paid.statusHistory).toHaveLength(2);
    expect(await cashback(s)).toBe(before + o.addCashback);
  });

  test('forged or altered notifications are refused with 400 and change nothing', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);
    const good = notice(keys, { tradeNo, amount: o.paymentPrice });
    const forger = otherKeys(keys.merchantId);
    const shop2Keys = await sandboxKeys(ids.s2);
    const flip = (hex: string, at: number) =>
      hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);
    const { TradeSha: _sha, ...unsigned } = good;

    const forged: [string, Fields][] = [
      ['a wrong TradeSha', { ...good, TradeSha: tradeSha(good.TradeInfo!, forger.hashKey, forger.hashIV) }],
      ['no TradeSha', unsigned],
      ['TradeInfo tampered in its first block', { ...good, TradeInfo: flip(good.TradeInfo!, 0) }],
      [
        'TradeInfo tampered in its last block',
        { ...good, TradeInfo: flip(good.TradeInfo!, good.TradeInfo!.length - 1) },
      ],
      ['signed with other keys', notice(forger, { tradeNo, amount: o.paymentPrice })],
      ['signed with another shop’s keys', notice(shop2Keys, { tradeNo, amount: o.paymentPrice })],
      ['another MerchantID outside', { ...good, MerchantID: `${keys.merchantId}9` }],
      [
        'another MerchantID inside, signed',
        notice(keys, { tradeNo, amount: o.paymentPrice, resultMerchantId: 'SANDBOX999999' }),
      ],
      ['an empty form', {}],
    ];
    for (const [what, fields] of forged) {
      const answer = await notify(tradeNo, fields);
      try {
        expect(refusal(answer, 400)).toBe(SETTLE_MESSAGES.refused);
      } catch (error) {
        throw new Error(`${what}: ${(error as Error).message}`);
      }
    }

    for (const amount of [o.paymentPrice - 1, o.paymentPrice + 1, 1])
      expect(refusal(await notify(tradeNo, notice(keys, { tradeNo, amount })), 400)).toBe(
        SETTLE_MESSAGES.amountMismatch,
      );

    expect(await detail(s, o)).toEqual(o);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'started', amount: o.paymentPrice }]);
    expect(await cashback(s)).toBe(before);
    // The log names what was refused, never the keys.
    expect(logged('refused').some((w) => w.tradeNo === tradeNo)).toBe(true);
    expect(warnings.some((w) => w.includes(keys.hashKey) || w.includes(keys.hashIV))).toBe(false);

    // The genuine one still goes through.
    expect(await notify(tradeNo, good)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect((await detail(s, o)).status).toBe('processing');
  });

  test('a notification naming another attempt than its address is refused', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const first = await startPayment(s, o);
    const second = await startPayment(s, o);
    const other = await newOrder(s);
    const elsewhere = await startPayment(s, other);

    const forSecond = notice(keys, { tradeNo: second.tradeNo, amount: o.paymentPrice });
    expect(refusal(await notify(first.tradeNo, forSecond), 400)).toBe(SETTLE_MESSAGES.refused);
    expect(refusal(await notify(elsewhere.tradeNo, forSecond), 400)).toBe(SETTLE_MESSAGES.refused);
    expect(await detail(s, o)).toEqual(o);
    expect(await detail(s, other)).toEqual(other);
    expect((await attempts(o.id)).map((a) => a.status)).toEqual(['started', 'started']);

    expect(await notify(second.tradeNo, forSecond)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect((await detail(s, o)).status).toBe('processing');
    expect((await detail(s, other)).status).toBe('unpaid');
  });

  test('an unknown trade number, or one of another shop, is not found; a malformed one is a 400', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const { tradeNo } = await startPayment(s, o);
    const fields = notice(keys, { tradeNo, amount: o.paymentPrice });
    refusal(await notify(tradeNo, fields, ids.s2), 404);
    refusal(
      await notify('0000000000000000P1', notice(keys, { tradeNo: '0000000000000000P1', amount: 1 })),
      404,
    );
    refusal(await notify('abc', fields), 400);
    refusal(await notify(`${o.orderNo}P100`, fields), 400);
    expect(await detail(s, o)).toEqual(o);
  });

  test('a failed payment leaves the order unpaid and payable; a new attempt then pays it', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const before = await cashback(s);
    const first = await startPayment(s, o);

    const failed = notice(keys, { tradeNo: first.tradeNo, amount: o.paymentPrice, status: 'MPG03009' });
    expect(await notify(first.tradeNo, failed)).toMatchObject({ status: 200, text: 'SUCCESS' });
    const unpaid = await detail(s, o);
    expect(unpaid).toMatchObject({ status: 'unpaid', payable: true, paidAt: null });
    expect(unpaid.statusHistory).toEqual(o.statusHistory);
    expect(await cashback(s)).toBe(before);

    const second = await startPayment(s, o);
    expect(second.tradeNo).toBe(`${o.orderNo}P2`);
    const paidNotice = notice(keys, { tradeNo: second.tradeNo, amount: o.paymentPrice });
    expect(await notify(second.tradeNo, paidNotice)).toMatchObject({ status: 200, text: 'SUCCESS' });
    const paid = await detail(s, o);
    expect(paid).toMatchObject({ status: 'processing', payable: false });
    expect(paid.paidAt).not.toBeNull();
    expect(await attempts(o.id)).toEqual([
      { tradeNo: first.tradeNo, status: 'failed', amount: o.paymentPrice },
      { tradeNo: second.tradeNo, status: 'paid', amount: o.paymentPrice },
    ]);
    expect(await cashback(s)).toBe(before + o.addCashback);

    // Money for the first attempt as well: kept for the shop to refund, the order is not paid twice.
    const late = notice(keys, { tradeNo: first.tradeNo, amount: o.paymentPrice });
    expect(await notify(first.tradeNo, late)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(paid);
    expect(await cashback(s)).toBe(before + o.addCashback);
    expect(logged('paid-twice').some((w) => w.tradeNo === first.tradeNo)).toBe(true);
  });

  test('a store code issued for Ibon leaves the order waiting; paying the code pays it', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'Ibon');
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);

    const issued = notice(keys, { tradeNo, amount: o.paymentPrice, paymentType: 'CVS', payTime: null });
    expect(await notify(tradeNo, issued)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(o);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'pending', amount: o.paymentPrice }]);
    expect(await cashback(s)).toBe(before);

    const paidAtStore = notice(keys, { tradeNo, amount: o.paymentPrice, paymentType: 'CVS' });
    expect(await notify(tradeNo, paidAtStore)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toMatchObject({ status: 'processing', payable: false });
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'paid', amount: o.paymentPrice }]);
    expect(await cashback(s)).toBe(before + o.addCashback);
  });

  test('attempts started at the same moment each get their own trade number', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const replies = await Promise.all([1, 2, 3].map(() => payInfo(s, o)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const tradeNos = (await attempts(o.id)).map((a) => a.tradeNo).sort();
    expect(tradeNos).toEqual([1, 2, 3].map((n) => `${o.orderNo}P${n}`));
  });

  test('a paid order stays paid: a later failure for the same attempt changes nothing, and it cannot be paid again', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const { tradeNo } = await startPayment(s, o);
    expect((await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }))).status).toBe(200);
    const paid = await detail(s, o);
    expect(paid.status).toBe('processing');

    const failed = notice(keys, { tradeNo, amount: o.paymentPrice, status: 'MPG03009' });
    expect(await notify(tradeNo, failed)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(paid);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'paid', amount: o.paymentPrice }]);

    expect(expectError(await payInfo(s, o), 409)).toBe(PAYMENT_MESSAGES.notPayable);
    expect(await attempts(o.id)).toHaveLength(1);
  });
});

describe('…/ecommercePayment/{tradeNo}/return', () => {
  test('the browser’s return settles the order when no notification came, then goes on to clientCompleteURL', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);
    const fields = notice(keys, { tradeNo, amount: o.paymentPrice });

    const back = await giveBack(tradeNo, fields);
    expect(back).toMatchObject({ status: 303, location: URLS.clientCompleteURL });
    const paid = await detail(s, o);
    expect(paid.status).toBe('processing');
    expect(paid.paidAt).not.toBeNull();
    expect(await cashback(s)).toBe(before + o.addCashback);

    // The notification that follows is answered and changes nothing.
    expect(await notify(tradeNo, fields)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await giveBack(tradeNo, fields)).toMatchObject({ status: 303, location: URLS.clientCompleteURL });
    expect(await detail(s, o)).toEqual(paid);
    expect(await cashback(s)).toBe(before + o.addCashback);
  });

  test('a return with nothing to verify, or a forged one, only sends the shopper on', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const { tradeNo } = await startPayment(s, o);

    expect(await giveBack(tradeNo, null, 'GET')).toMatchObject({
      status: 303,
      location: URLS.clientCompleteURL,
    });
    const forged = notice(otherKeys(keys.merchantId), { tradeNo, amount: o.paymentPrice });
    expect(await giveBack(tradeNo, forged)).toMatchObject({ status: 303, location: URLS.clientCompleteURL });
    const short = notice(keys, { tradeNo, amount: o.paymentPrice - 1 });
    expect(await giveBack(tradeNo, short)).toMatchObject({ status: 303, location: URLS.clientCompleteURL });
    expect(await detail(s, o)).toEqual(o);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'started', amount: o.paymentPrice }]);

    refusal(await giveBack('0000000000000000P1', null, 'GET'), 404);
    refusal(await giveBack(tradeNo, null, 'GET', ids.s2), 404);
  });
});

describe('the sandbox gateway’s pages', () => {
  const page = (path: string, fields: Fields) =>
    send(path.endsWith('/decide') ? sandboxDecide : sandboxPage, path, {}, fields);

  test('the payment page shows the amount of a genuine form and refuses a tampered one', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'newebpay', 3);
    const { fields, tradeNo } = await startPayment(s, o);

    const shown = await page(SANDBOX_PAYMENT_PATH, fields);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('<!doctype html>');
    expect(shown.text).toContain(formatPrice(o.paymentPrice));
    expect(shown.text).toContain(tradeNo);

    const forger = otherKeys(keys.merchantId);
    for (const bad of [
      { ...fields, TradeSha: tradeSha(fields.TradeInfo!, forger.hashKey, forger.hashIV) },
      { ...fields, TradeSha: '' },
      { ...fields, MerchantID: 'SANDBOX999999' },
    ]) {
      const refused = await page(SANDBOX_PAYMENT_PATH, bad);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('付款資料驗證失敗');
      expect(refused.text).not.toContain(formatPrice(o.paymentPrice));
    }
    expect(
      (await page(`${SANDBOX_PAYMENT_PATH}/decide`, { ...fields, TradeSha: '', result: 'paid' })).status,
    ).toBe(400);
    expect(await detail(s, o)).toEqual(o);
  });

  test('paying on the sandbox notifies the shop server to server, and the return form it gives settles nothing twice', async () => {
    // The sandbox posts the notification to NotifyURL: a local server stands in for this deployment.
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const [, , shopId, , tradeNo] = (req.url ?? '').split('/');
        const body = Buffer.concat(chunks).toString();
        notify(tradeNo!, Object.fromEntries(new URLSearchParams(body)), shopId)
          .then((answer) => {
            res.writeHead(answer.status, { 'content-type': 'text/plain' });
            res.end(answer.text);
          })
          .catch(() => {
            res.writeHead(500);
            res.end();
          });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    process.env.PUBLIC_ORIGIN = `http://localhost:${port}`;
    try {
      const s = await shopper();
      const o = await newOrder(s);
      const before = await cashback(s);
      const { fields, params, tradeNo } = await startPayment(s, o);
      expect(params.get('NotifyURL')).toBe(
        `http://localhost:${port}/api-client/${ids.s1}/ecommercePayment/${tradeNo}/notify`,
      );

      const decided = await page(`${SANDBOX_PAYMENT_PATH}/decide`, { ...fields, result: 'paid' });
      expect(decided.status).toBe(200);
      expect(decided.text).toContain('付款成功');
      const paid = await detail(s, o);
      expect(paid.status).toBe('processing');
      expect(await cashback(s)).toBe(before + o.addCashback);

      // The page's form back to ReturnURL carries the same signed result.
      const action = /<form method="post" action="([^"]+)">/.exec(decided.text)![1]!;
      expect(action).toBe(params.get('ReturnURL'));
      const hidden = Object.fromEntries(
        [...decided.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      );
      expect(hidden.MerchantID).toBe(keys.merchantId);
      expect(await giveBack(tradeNo, hidden)).toMatchObject({
        status: 303,
        location: URLS.clientCompleteURL,
      });
      expect(await detail(s, o)).toEqual(paid);
      expect(await cashback(s)).toBe(before + o.addCashback);
    } finally {
      delete process.env.PUBLIC_ORIGIN;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
