/**
 * ATM into a virtual account per order, issued by the shop's gateway (here the sandbox, which speaks
 * NewebPay's VACC protocol): the account issued (取號), verified, stored and shown; the payment
 * notice paying the order once; what is refused; and the account's expiry. Ibon's store codes (its
 * CVS option) are issued, stored and paid the same way.
 */
/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as paymentResponseRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/paymentUserResponse/route';
import { GET as paymentTypesRoute } from '@/app/api-client/[shopId]/ecommercePaymentConfig/types/route';
import { GET as atmPage, POST as atmTransfer } from '@/app/api-client/sandboxGateway/atm/route';
import { GET as storePage, POST as storePayment } from '@/app/api-client/sandboxGateway/store/route';
import { POST as sandboxDecide } from '@/app/api-client/sandboxGateway/payment/decide/route';
import { POST as sandboxPage } from '@/app/api-client/sandboxGateway/payment/route';
import { PaymentConfigTypesSchema, type Order } from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb } from '@/lib/server/db/client';
import { setPayment } from '@/lib/server/payments/offline';
import { PAYMENT_RESPONSE_MESSAGES } from '@/lib/server/orders/paymentResponse';
import { SWEEP_GRACE_MINUTES, sweepOverdueOrders } from '@/lib/server/orders/sweep';
import { encryptTradeInfo, tradeSha } from '@/lib/server/payments/newebpay/crypto';
import type { NewebPayCredentials } from '@/lib/server/payments/newebpay/gateway';
import { configureGateway } from '@/lib/server/payments/operatorConfig';
import {
  SANDBOX_ACCOUNT_HOLDER,
  SANDBOX_ATM_PATH,
  SANDBOX_PAYMENT_PATH,
  SANDBOX_STORE_PATH,
} from '@/lib/server/payments/sandbox/gateway';
import { SANDBOX_STORE_MESSAGES } from '@/lib/server/payments/sandbox/storeCodes';
import { SANDBOX_ATM_MESSAGES, SANDBOX_BANK_CODE } from '@/lib/server/payments/sandbox/virtualAccounts';
import { SETTLE_MESSAGES } from '@/lib/server/payments/settle';
import { PAYMENT_MESSAGES } from '@/lib/server/payments/start';
import { advance, bearer, get, post, useTestClock } from './authHelpers';
import { expectError } from './helpers';
import {
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
  payInfo,
  realNow,
  refusal,
  sandboxKeys,
  send,
  setUpPayments,
  shopper,
  startPayment,
  URLS,
  type Fields,
} from './paymentHelpers';

/** Shop 1's own account, as its seed gives it: what ATM went to before the switch. */
const OWN_ACCOUNT = { bankCode: '808', account: '09681000123456', accountName: '小島選物有限公司' };

let server: http.Server;

beforeAll(async () => {
  await setUpPayments();
  // The sandbox posts the payment notice to the shop's NotifyURL: this server stands for the shop's
  // deployment, handing it to the notify route.
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [, , shopId, , tradeNo] = (req.url ?? '').split('/');
      notify(tradeNo!, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())), shopId)
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
  process.env.PUBLIC_ORIGIN = `http://localhost:${(server.address() as AddressInfo).port}`;
  // The operator's switch: shop 1's ATM now goes through its gateway (the sandbox).
  await configureGateway(db, {
    host: 'localhost',
    type: 'atm',
    provider: 'sandbox',
    environment: 'test',
    credentials: null,
    enable: true,
  });
}, 60_000);

afterAll(async () => {
  delete process.env.PUBLIC_ORIGIN;
  clock.now = realNow;
  await new Promise((resolve) => server.close(resolve));
  jest.restoreAllMocks();
  await closeDb();
});

const page = (path: string, fields: Fields) =>
  send(path.endsWith('/decide') ? sandboxDecide : sandboxPage, path, {}, fields);

/** A form of the sandbox's page: where it posts, and its hidden fields. */
function formOf(html: string): { action: string; fields: Fields } {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  return { action: action.replaceAll('&amp;', '&'), fields };
}

/** Checkout's start, the sandbox's page and its 取號, as the shopper's browser goes through them. */
async function issueThroughSandbox(s: Awaited<ReturnType<typeof shopper>>, o: Order) {
  const started = await startPayment(s, o);
  const shown = await page(SANDBOX_PAYMENT_PATH, started.fields);
  expect(shown.text).toContain('取得轉帳帳號');
  const issued = await page(`${SANDBOX_PAYMENT_PATH}/decide`, { ...started.fields, result: 'issue' });
  expect(issued.status).toBe(200);
  const account = /data-testid="sandbox-account">(\d+)</.exec(issued.text)?.[1];
  return { ...started, issued, account: account!, back: formOf(issued.text) };
}

/** NewebPay's VACC (or CVS) 取號 result, as posted to CustomerURL, signed with `signer`'s keys. */
function issuedNotice(
  signer: NewebPayCredentials,
  trade: {
    tradeNo: string;
    amount: number;
    account?: string;
    expireDate: string;
    expireTime?: string;
    paymentType?: 'VACC' | 'CVS';
  },
): Fields {
  const cvs = trade.paymentType === 'CVS';
  const result = {
    Status: 'SUCCESS',
    Message: '取號成功',
    Result: {
      MerchantID: signer.merchantId,
      Amt: trade.amount,
      TradeNo: 'T24112612345678',
      MerchantOrderNo: trade.tradeNo,
      PaymentType: trade.paymentType ?? 'VACC',
      ExpireDate: trade.expireDate,
      ExpireTime: trade.expireTime ?? '23:59:59',
      ...(cvs ? {} : { BankCode: '004' }),
      CodeNo: trade.account ?? (cvs ? 'LEN26112400001' : '20490112345678'),
    },
  };
  const tradeInfo = encryptTradeInfo(JSON.stringify(result), signer.hashKey, signer.hashIV);
  return {
    Status: 'SUCCESS',
    MerchantID: signer.merchantId,
    Version: '2.0',
    TradeInfo: tradeInfo,
    TradeSha: tradeSha(tradeInfo, signer.hashKey, signer.hashIV),
  };
}

/** The payment into the account, as NewebPay notifies it. */
const paidNotice = (tradeNo: string, amount: number, signer = keys) =>
  notice(signer, { tradeNo, amount, paymentType: 'VACC', payTime: '2026-11-25 09:30:12' });

const transfer = (fields: Fields) =>
  send(atmTransfer, SANDBOX_ATM_PATH, {}, { bankCode: SANDBOX_BANK_CODE, payer: '54321', ...fields });

const taiwanDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

test('ATM is offered through the gateway, and an ATM order waits for its account from it', async () => {
  const types = PaymentConfigTypesSchema.parse((await get(paymentTypesRoute, { shopId: ids.s1 })).body);
  expect(types.types).toContain('atm');

  const s = await shopper();
  const o = await newOrder(s, 'atm');
  // No account yet: the gateway issues it when the shopper asks (取號), so the order is paid online.
  expect(o).toMatchObject({ status: 'unpaid', atm: null, payable: true });

  const { params, tradeNo } = await startPayment(s, o);
  expect(params.get('VACC')).toBe('1');
  expect(params.get('CREDIT')).toBeNull();
  expect(params.get('ExpireDate')).toBe(taiwanDay(new Date(o.paymentDueAt!)).replaceAll('-', ''));
  // The 取號 result comes back through the shopper's browser to our return address.
  expect(params.get('CustomerURL')).toBe(params.get('ReturnURL'));
  expect(params.get('CustomerURL')).toMatch(new RegExp(`/ecommercePayment/${tradeNo}/return$`));
});

test('the account issued is verified, stored and shown, with no transfer to report', async () => {
  const s = await shopper();
  const o = await newOrder(s, 'atm', 2);
  const { tradeNo, account, back, issued, fields } = await issueThroughSandbox(s, o);
  expect(issued.text).toContain('請勿實際轉帳');
  expect(account).toMatch(/^\d{14}$/);
  expect(back.action).toMatch(new RegExp(`/ecommercePayment/${tradeNo}/return$`));

  const returned = await giveBack(tradeNo, back.fields);
  expect(returned).toMatchObject({ status: 303, location: URLS.clientCompleteURL });

  const shown = await detail(s, o);
  expect(shown.status).toBe('unpaid');
  expect(shown.atm).toEqual({
    bankCode: SANDBOX_BANK_CODE,
    bankName: '',
    account,
    accountName: SANDBOX_ACCOUNT_HOLDER,
    dueAt: o.paymentDueAt,
    virtual: true,
  });
  // Paid into that account, never by another attempt: the order no longer offers to pay online.
  expect(shown.payable).toBe(false);
  expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'pending', amount: o.paymentPrice }]);

  const report = await post(
    paymentResponseRoute,
    ofOrder(o),
    { name: '林雅婷', atmLastCode: '54321' },
    bearer(s.token),
  );
  expect(report.status).toBe(409);
  expect(report.body).toEqual({ msg: PAYMENT_RESPONSE_MESSAGES.virtualAccount, code: 'conflict' });

  // The page sent again (a browser's back button) shows the same account: one per trade, as a
  // gateway refuses a trade number it has seen.
  const again = await page(`${SANDBOX_PAYMENT_PATH}/decide`, { ...fields, result: 'issue' });
  expect(again.text).toContain(`data-testid="sandbox-account">${account}<`);
});

test('a 取號 not signed with the shop’s keys, or for another amount, stores nothing', async () => {
  const s = await shopper();
  const o = await newOrder(s, 'atm');
  const { tradeNo } = await startPayment(s, o);
  const expireDate = taiwanDay(new Date(o.paymentDueAt!));

  const other = await sandboxKeys(ids.s2);
  refusal(await notify(tradeNo, issuedNotice(other, { tradeNo, amount: o.paymentPrice, expireDate })), 400);
  const more = issuedNotice(keys, { tradeNo, amount: o.paymentPrice + 1, expireDate });
  expect(refusal(await notify(tradeNo, more), 400)).toBe(SETTLE_MESSAGES.amountMismatch);

  expect(await detail(s, o)).toMatchObject({ atm: null, payable: true, status: 'unpaid' });
  expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'started', amount: o.paymentPrice }]);
});

test('a transfer on the sandbox’s ATM pays the order once; a repeated notice changes nothing', async () => {
  const s = await shopper();
  const o = await newOrder(s, 'atm');
  const before = await cashback(s);
  const { tradeNo, account, back } = await issueThroughSandbox(s, o);
  await giveBack(tradeNo, back.fields);

  const atm = await send(atmPage, `${SANDBOX_ATM_PATH}?account=${account}`, {}, null, 'GET');
  expect(atm.status).toBe(200);
  expect(atm.text).toContain(`value="${account}"`);

  // A virtual account takes exactly its amount, as the bank does: nothing reaches the shop otherwise.
  const short = await transfer({ account, amount: String(o.paymentPrice - 1) });
  expect(short.status).toBe(400);
  expect(short.text).toContain(SANDBOX_ATM_MESSAGES.amount);
  expect(await transfer({ account: '99999999999999', amount: String(o.paymentPrice) })).toMatchObject({
    status: 400,
  });
  expect((await detail(s, o)).status).toBe('unpaid');

  const done = await transfer({ account, amount: String(o.paymentPrice) });
  expect(done.status).toBe(200);
  expect(done.text).toContain('轉帳成功');
  const paid = await detail(s, o);
  expect(paid).toMatchObject({ status: 'processing', payable: false });
  expect(paid.paidAt).not.toBeNull();
  const earned = (await cashback(s)) - before;
  expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'paid', amount: o.paymentPrice }]);

  // The bank does not take a second transfer to the account, and a notice NewebPay repeats (it
  // retries until answered) is acknowledged without moving the order again.
  expect((await transfer({ account, amount: String(o.paymentPrice) })).text).toContain(
    SANDBOX_ATM_MESSAGES.paid,
  );
  const repeat = await notify(tradeNo, paidNotice(tradeNo, o.paymentPrice));
  expect(repeat).toMatchObject({ status: 200, text: 'SUCCESS' });
  const after = await detail(s, o);
  expect(after.statusHistory).toEqual(paid.statusHistory);
  expect((await cashback(s)) - before).toBe(earned);
});

test('a payment notice for another amount is refused and the order stays unpaid', async () => {
  const s = await shopper();
  const o = await newOrder(s, 'atm');
  const { tradeNo } = await startPayment(s, o);
  await notify(
    tradeNo,
    issuedNotice(keys, { tradeNo, amount: o.paymentPrice, expireDate: taiwanDay(new Date(o.paymentDueAt!)) }),
  );

  const wrong = await notify(tradeNo, paidNotice(tradeNo, o.paymentPrice - 100));
  expect(refusal(wrong, 400)).toBe(SETTLE_MESSAGES.amountMismatch);
  expect(logged('amount-mismatch').at(-1)).toMatchObject({ tradeNo, expected: o.paymentPrice });
  expect(await detail(s, o)).toMatchObject({ status: 'unpaid', paidAt: null });
});

test('a notice for another shop’s trade is refused', async () => {
  const s = await shopper();
  const o = await newOrder(s, 'atm');
  const { tradeNo } = await startPayment(s, o);

  // Shop 2 does not know shop 1's trade number…
  const elsewhere = await notify(tradeNo, paidNotice(tradeNo, o.paymentPrice), ids.s2);
  expect(elsewhere.status).toBe(404);
  // …and shop 2's keys do not sign for shop 1.
  const other = await sandboxKeys(ids.s2);
  refusal(await notify(tradeNo, paidNotice(tradeNo, o.paymentPrice, other)), 400);
  expect(await detail(s, o)).toMatchObject({ status: 'unpaid', paidAt: null });
});

describe('the account’s expiry', () => {
  const MINUTE = 60_000;

  beforeAll(async () => {
    useTestClock();
    while ((await sweepOverdueOrders(db)) > 0);
  });

  afterAll(() => {
    clock.now = realNow;
  });

  test('an account expiring first brings the order’s due time forward; after it the order is released', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'atm');
    const { tradeNo } = await startPayment(s, o);
    // The gateway's account lasts to the end of today, before the order's third day.
    const today = taiwanDay(clock.now());
    await notify(tradeNo, issuedNotice(keys, { tradeNo, amount: o.paymentPrice, expireDate: today }));

    const issued = await detail(s, o);
    const expiry = new Date(`${today}T15:59:59Z`);
    expect(issued.atm).toMatchObject({ dueAt: expiry.toISOString(), virtual: true });
    expect(issued.paymentDueAt).toBe(expiry.toISOString());

    // Waiting for its payment, the order is held through the sweep's grace after the expiry…
    clock.now = () => new Date(expiry.getTime() + MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(0);
    // …then released; a payment that still came in is money for a cancelled order, logged for a refund.
    clock.now = () => new Date(expiry.getTime() + (SWEEP_GRACE_MINUTES + 1) * MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(1);
    expect((await detail(s, o)).status).toBe('cancelled');

    expect((await notify(tradeNo, paidNotice(tradeNo, o.paymentPrice))).status).toBe(200);
    expect(await detail(s, o)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(logged('paid-after-cancel').at(-1)).toMatchObject({ orderNo: o.orderNo, tradeNo });
  });

  test('an account issued for an order no longer waiting is not recorded', async () => {
    advance(MINUTE);
    const s = await shopper();
    const o = await newOrder(s, 'atm');
    const { tradeNo } = await startPayment(s, o);
    const { POST: cancel } = await import('@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route');
    expect((await post(cancel, ofOrder(o), {}, bearer(s.token))).status).toBe(200);

    const late = issuedNotice(keys, { tradeNo, amount: o.paymentPrice, expireDate: taiwanDay(clock.now()) });
    expect((await notify(tradeNo, late)).status).toBe(200);
    expect(await detail(s, o)).toMatchObject({ status: 'cancelled', atm: null });
    expect(logged('account-not-recorded').at(-1)).toMatchObject({ tradeNo });
  });
});

describe('Ibon: a store code per order, paid at a store', () => {
  const pay = (code: string) => send(storePayment, SANDBOX_STORE_PATH, {}, { code });

  test('the code issued is verified, stored and shown; paid at the store, the order is paid once', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'Ibon');
    const before = await cashback(s);
    const started = await startPayment(s, o);
    const { tradeNo, params, fields } = started;
    expect(params.get('CVS')).toBe('1');
    // The code comes back through the shopper's browser to our return address, as an account does.
    expect(params.get('CustomerURL')).toBe(params.get('ReturnURL'));

    const shown = await page(SANDBOX_PAYMENT_PATH, fields);
    expect(shown.text).toContain('取得繳費代碼');
    // A code is paid at a store later, never on the gateway's page.
    expect(shown.text).not.toContain('確認付款');
    const issued = await page(`${SANDBOX_PAYMENT_PATH}/decide`, { ...fields, result: 'issue' });
    const code = /data-testid="sandbox-store-code">(\w+)</.exec(issued.text)?.[1] ?? '';
    expect(code).toMatch(/^SBX\d{11}$/);
    expect(await giveBack(tradeNo, formOf(issued.text).fields)).toMatchObject({
      status: 303,
      location: URLS.clientCompleteURL,
    });

    const waiting = await detail(s, o);
    expect(waiting).toMatchObject({ status: 'unpaid', storeCode: { code, dueAt: o.paymentDueAt } });
    // Paid with that code only: a second attempt would issue a second code, payable twice.
    expect(waiting.payable).toBe(false);
    expect(expectError(await payInfo(s, o), 409)).toBe(PAYMENT_MESSAGES.notPayable);
    // The page sent again (the browser's back button) shows the same code.
    const again = await page(`${SANDBOX_PAYMENT_PATH}/decide`, { ...fields, result: 'issue' });
    expect(again.text).toContain(`data-testid="sandbox-store-code">${code}<`);

    const counter = await send(storePage, `${SANDBOX_STORE_PATH}?code=${code}`, {}, null, 'GET');
    expect(counter.text).toContain(`value="${code}"`);
    expect((await pay('SBX00000000000')).text).toContain(SANDBOX_STORE_MESSAGES.unknown);
    expect((await detail(s, o)).status).toBe('unpaid');

    const done = await pay(code);
    expect(done.status).toBe(200);
    expect(done.text).toContain('繳費成功');
    expect(await detail(s, o)).toMatchObject({ status: 'processing', payable: false });
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'paid', amount: o.paymentPrice }]);
    expect(await cashback(s)).toBe(before + o.addCashback);
    // A store takes a code once.
    const twice = await pay(code);
    expect(twice.status).toBe(400);
    expect(twice.text).toContain(SANDBOX_STORE_MESSAGES.paid);
  });

  test('a 取號 not signed with the shop’s keys, or for another amount, stores no code', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'Ibon');
    const { tradeNo } = await startPayment(s, o);
    const trade = { tradeNo, expireDate: taiwanDay(new Date(o.paymentDueAt!)), paymentType: 'CVS' as const };

    const other = await sandboxKeys(ids.s2);
    refusal(await notify(tradeNo, issuedNotice(other, { ...trade, amount: o.paymentPrice })), 400);
    const more = issuedNotice(keys, { ...trade, amount: o.paymentPrice + 1 });
    expect(refusal(await notify(tradeNo, more), 400)).toBe(SETTLE_MESSAGES.amountMismatch);
    expect(await detail(s, o)).toMatchObject({ storeCode: null, payable: true, status: 'unpaid' });
  });

  test('a code expiring before the order’s due time brings it forward', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'Ibon');
    const { tradeNo } = await startPayment(s, o);
    const today = taiwanDay(clock.now());
    const issued = issuedNotice(keys, {
      tradeNo,
      amount: o.paymentPrice,
      expireDate: today,
      paymentType: 'CVS',
    });
    expect((await notify(tradeNo, issued)).status).toBe(200);
    const expiry = new Date(`${today}T15:59:59Z`).toISOString();
    expect(await detail(s, o)).toMatchObject({
      storeCode: { code: 'LEN26112400001', dueAt: expiry },
      paymentDueAt: expiry,
    });
  });

  test('a code issued for an order no longer waiting is not recorded', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'Ibon');
    const { tradeNo } = await startPayment(s, o);
    const { POST: cancel } = await import('@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route');
    expect((await post(cancel, ofOrder(o), {}, bearer(s.token))).status).toBe(200);
    const late = issuedNotice(keys, {
      tradeNo,
      amount: o.paymentPrice,
      expireDate: taiwanDay(new Date(o.paymentDueAt!)),
      paymentType: 'CVS',
    });
    expect((await notify(tradeNo, late)).status).toBe(200);
    expect(await detail(s, o)).toMatchObject({ status: 'cancelled', storeCode: null });
    expect(logged('code-not-recorded').at(-1)).toMatchObject({ tradeNo });
  });
});

test('switched back to the shop’s own account, new ATM orders show it and take a report', async () => {
  await setPayment(db, { host: 'localhost', type: 'atm', enabled: true });
  const s = await shopper();
  const o = await newOrder(s, 'atm');
  expect(o.payable).toBe(false);
  expect(o.atm).toMatchObject(OWN_ACCOUNT);
  expect(o.atm?.virtual).toBeUndefined();
  const report = await post(
    paymentResponseRoute,
    ofOrder(o),
    { name: '林雅婷', atmLastCode: '54321' },
    bearer(s.token),
  );
  expect(report.status).toBe(200);
});
