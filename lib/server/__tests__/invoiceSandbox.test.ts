/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { POST as operatorInvoiceRoute } from '@/app/api-auth/operator/invoice/route';
import { POST as sandboxRoute } from '@/app/api-client/sandboxInvoice/B2CInvoice/[call]/route';
import { closeDb, type Db } from '@/lib/server/db/client';
import { invoiceConfigs, sandboxInvoices } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import type { InvoiceCredentials } from '@/lib/server/invoices/config';
import { invoiceTargetOf, SANDBOX_INVOICE_PATH } from '@/lib/server/invoices/configs';
import { InvoiceRejectedError } from '@/lib/server/invoices/ecpay/answers';
import {
  allowInvoice,
  barcodeExists,
  getIssuedInvoice,
  invalidInvoice,
  issueInvoice,
  loveCodeExists,
  type CallOptions,
} from '@/lib/server/invoices/ecpay/client';
import { encryptData } from '@/lib/server/invoices/ecpay/cipher';
import { InvoiceCallError, requestEnvelope } from '@/lib/server/invoices/ecpay/envelope';
import { issueRequest } from '@/lib/server/invoices/ecpay/fromOrder';
import {
  configureInvoice,
  INVOICE_KEYS_INVALID,
  OperatorInvoiceBodySchema,
} from '@/lib/server/invoices/operatorConfig';
import { RTN_REFUSED, TRANS_REFUSED } from '@/lib/server/invoices/sandbox/calls';
import { SANDBOX_NOT_ALLOWED } from '@/lib/server/payments/sandbox/gateway';
import { InvoiceSchema } from '@/lib/api/contract';
import { testDb } from '@/lib/server/testing/db';
import { post } from './authHelpers';
import { INVOICE_ORIGIN, invoiceSandboxFetch } from './invoiceHelpers';
import { shopIds, type ShopIds } from './helpers';
import { OPERATOR_SECRET, operatorHeaders } from './operatorHelpers';

let db: Db;
let ids: ShopIds;
let keys: InvoiceCredentials;
const ORIGIN = INVOICE_ORIGIN;
const sandboxFetch = invoiceSandboxFetch;
const options: CallOptions = { baseUrl: `${ORIGIN}${SANDBOX_INVOICE_PATH}`, fetch: sandboxFetch };

const configure = (body: object) => configureInvoice(db, OperatorInvoiceBodySchema.parse(body));

const orderNo = (() => {
  let n = 0;
  return () => `T${Date.now()}${(n += 1)}`;
})();

const request = (relateNumber: string) =>
  issueRequest(keys.MerchantID, {
    orderNo: relateNumber,
    invoice: InvoiceSchema.parse({ carrierType: 'mobile', carrierNum: '/ABC1234' }),
    total: 950,
    lines: [
      { name: '凍頂烏龍 75g', quantity: 2, unitPrice: 450 },
      { name: '運費', quantity: 1, unitPrice: 100 },
    ],
    contact: { email: 'ming@example.com', phone: '0912345678' },
  });

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  db = await testDb();
  ids = await shopIds();
  await configure({ host: 'localhost', provider: 'sandbox' });
  const target = await invoiceTargetOf(db, Number(ids.s1), ORIGIN);
  keys = target!.keys;
}, 60_000);

afterAll(() => closeDb());

describe('the adapter against the e-invoice sandbox', () => {
  test('an invoice is issued with a number, a date and a random code, and found again by its order number', async () => {
    const no = orderNo();
    const issued = await issueInvoice(keys, 'test', request(no), options);
    expect(issued.number).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(issued.randomCode).toMatch(/^\d{4}$/);
    expect(issued.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);

    const found = await getIssuedInvoice(
      keys,
      'test',
      { MerchantID: keys.MerchantID, RelateNumber: no },
      options,
    );
    expect(found).toEqual({
      ...issued,
      relateNumber: no,
      amount: 950,
      voided: false,
      remainingAllowance: 950,
    });
  });

  test('a second invoice for the same order number is refused, and the first is what GetIssue finds', async () => {
    const no = orderNo();
    const first = await issueInvoice(keys, 'test', request(no), options);
    const again = issueInvoice(keys, 'test', request(no), options);
    await expect(again).rejects.toBeInstanceOf(InvoiceRejectedError);
    await expect(again).rejects.toMatchObject({ rtnCode: RTN_REFUSED.duplicate });
    const found = await getIssuedInvoice(
      keys,
      'test',
      { MerchantID: keys.MerchantID, RelateNumber: no },
      options,
    );
    expect(found?.number).toBe(first.number);
    expect(await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.relateNumber, no))).toHaveLength(
      1,
    );
  });

  test('two issues of one order at once give one invoice', async () => {
    const no = orderNo();
    const results = await Promise.allSettled([
      issueInvoice(keys, 'test', request(no), options),
      issueInvoice(keys, 'test', request(no), options),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.relateNumber, no))).toHaveLength(
      1,
    );
  });

  test('an order never issued is not found', async () => {
    expect(
      await getIssuedInvoice(keys, 'test', { MerchantID: keys.MerchantID, RelateNumber: orderNo() }, options),
    ).toBeNull();
  });

  test('a voided invoice is voided once, and shows as voided', async () => {
    const no = orderNo();
    const issued = await issueInvoice(keys, 'test', request(no), options);
    const day = issued.issuedAt.slice(0, 10);
    const invalid = {
      MerchantID: keys.MerchantID,
      InvoiceNo: issued.number,
      InvoiceDate: day,
      Reason: '訂單取消',
    };
    expect(await invalidInvoice(keys, 'test', invalid, options)).toEqual({ number: issued.number });
    await expect(invalidInvoice(keys, 'test', invalid, options)).rejects.toMatchObject({
      rtnCode: RTN_REFUSED.voided,
    });
    const found = await getIssuedInvoice(
      keys,
      'test',
      { MerchantID: keys.MerchantID, InvoiceNo: issued.number, InvoiceDate: day },
      options,
    );
    expect(found?.voided).toBe(true);
  });

  test('allowances take from what is left and never more; a voided or unknown invoice takes none', async () => {
    const issued = await issueInvoice(keys, 'test', request(orderNo()), options);
    const day = issued.issuedAt.slice(0, 10);
    const allowance = (amount: number, invoiceNo = issued.number) => ({
      MerchantID: keys.MerchantID,
      InvoiceNo: invoiceNo,
      InvoiceDate: day,
      AllowanceNotify: 'E' as const,
      NotifyMail: 'ming@example.com',
      AllowanceAmount: amount,
      Items: [
        {
          ItemSeq: 1,
          ItemName: '凍頂烏龍 75g',
          ItemCount: 1,
          ItemWord: '件',
          ItemPrice: amount,
          ItemAmount: amount,
        },
      ],
    });
    const first = await allowInvoice(keys, 'test', allowance(450), options);
    expect(first.allowanceNo).toMatch(/^\d{16}$/);
    expect(first.remaining).toBe(500);
    await expect(allowInvoice(keys, 'test', allowance(501), options)).rejects.toMatchObject({
      rtnCode: RTN_REFUSED.allowance,
    });
    expect((await allowInvoice(keys, 'test', allowance(500), options)).remaining).toBe(0);
    // An invoice with allowances is not voided until they are.
    const invalid = {
      MerchantID: keys.MerchantID,
      InvoiceNo: issued.number,
      InvoiceDate: day,
      Reason: '退貨',
    };
    await expect(invalidInvoice(keys, 'test', invalid, options)).rejects.toMatchObject({
      rtnCode: RTN_REFUSED.allowance,
    });
    await expect(allowInvoice(keys, 'test', allowance(1, 'ZZ00000000'), options)).rejects.toMatchObject({
      rtnCode: RTN_REFUSED.notFound,
    });
  });

  test.each([
    ['/ABC1234', true],
    ['/0000000', false],
    ['ABC1234', false],
  ])('the mobile barcode %s is known: %s', async (code, known) => {
    expect(await barcodeExists(keys, 'test', code, options)).toBe(known);
  });

  test.each([
    ['168001', true],
    ['000', false],
    ['12', false],
  ])('the donation code %s is known: %s', async (code, known) => {
    expect(await loveCodeExists(keys, 'test', code, options)).toBe(known);
  });

  test('a request breaking ECPay rules is refused before it is sent', async () => {
    let sent = false;
    const spy: typeof fetch = (...args) => ((sent = true), sandboxFetch(...args));
    const broken = { ...request(orderNo()), SalesAmount: 1 };
    await expect(issueInvoice(keys, 'test', broken, { ...options, fetch: spy })).rejects.toMatchObject({
      retryable: false,
    });
    expect(sent).toBe(false);
  });
});

describe('what the sandbox refuses', () => {
  const send = async (call: string, body: unknown) =>
    (await sandboxFetch(`${ORIGIN}${SANDBOX_INVOICE_PATH}/B2CInvoice/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then((r) => r.json())) as { TransCode: number; Data: string };

  test.each<[string, () => unknown, number]>([
    ['text that is not JSON', () => 'not json', TRANS_REFUSED.format],
    [
      'an unknown merchant',
      () => requestEnvelope({ ...keys, MerchantID: 'NOBODY' }, {}, new Date()),
      TRANS_REFUSED.merchant,
    ],
    [
      'a stale timestamp',
      () => requestEnvelope(keys, {}, new Date(Date.now() - 3_600_000)),
      TRANS_REFUSED.timestamp,
    ],
    [
      'Data under other keys',
      () => ({
        ...requestEnvelope(keys, {}, new Date()),
        Data: encryptData({ HashKey: 'AAAAAAAAAAAAAAAA', HashIV: 'BBBBBBBBBBBBBBBB' }, {}),
      }),
      TRANS_REFUSED.decrypt,
    ],
    [
      'Data that is not base64 cipher text',
      () => ({ ...requestEnvelope(keys, {}, new Date()), Data: 'AAAA' }),
      TRANS_REFUSED.decrypt,
    ],
  ])('%s', async (_name, body, code) => {
    const answer = await send('Issue', body());
    expect(answer.TransCode).toBe(code);
    expect(answer.Data).toBe('');
  });

  test('the adapter reads a refused envelope as a final call error', async () => {
    const wrong = { ...keys, HashKey: 'AAAAAAAAAAAAAAAA' };
    await expect(issueInvoice(wrong, 'test', request(orderNo()), options)).rejects.toEqual(
      new InvoiceCallError('發票平台拒收請求：Data 解密失敗', false),
    );
  });

  test('another merchant id inside Data than outside is refused', async () => {
    const other = { ...request(orderNo()), MerchantID: 'SB999' };
    const answer = await send('Issue', requestEnvelope(keys, other, new Date()));
    expect(answer.TransCode).toBe(1);
    await expect(issueInvoice(keys, 'test', other, options)).rejects.toMatchObject({
      rtnCode: RTN_REFUSED.fields,
    });
  });

  test('an unknown call is a 400, and the sandbox is closed where it is not allowed', async () => {
    expect((await post(sandboxRoute, { call: 'Delete' }, {})).status).toBe(400);
    delete process.env.PAYMENT_SANDBOX;
    try {
      expect((await post(sandboxRoute, { call: 'Issue' }, {})).status).toBe(404);
      expect(await invoiceTargetOf(db, Number(ids.s1), ORIGIN)).toBeNull();
    } finally {
      process.env.PAYMENT_SANDBOX = '1';
    }
  });
});

describe('the invoice operator command', () => {
  const ECPAY_KEYS = { MerchantID: '2000132', HashKey: 'ejCk326UnaZWKisg', HashIV: 'q9jcZX8Ib9LM8wYk' };

  test('ECPay keys are stored for the shop and never answered', async () => {
    const reply = await post(
      operatorInvoiceRoute,
      {},
      { host: 'shop2.localhost', provider: 'ecpay', environment: 'test', credentials: ECPAY_KEYS },
      operatorHeaders,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      changedShops: [Number(ids.s2)],
      host: 'shop2.localhost',
      provider: 'ecpay',
      environment: 'test',
      issueAt: 'paid',
    });
    expect(JSON.stringify(reply.body)).not.toContain(ECPAY_KEYS.HashKey);
    const target = await invoiceTargetOf(db, Number(ids.s2), ORIGIN);
    expect(target).toEqual({ keys: ECPAY_KEYS, environment: 'test', options: {} });
  });

  test.each<[string, object]>([
    ['no keys', {}],
    ['a HashKey of 15 characters', { credentials: { ...ECPAY_KEYS, HashKey: 'ejCk326UnaZWKis' } }],
    ['no MerchantID', { credentials: { HashKey: ECPAY_KEYS.HashKey, HashIV: ECPAY_KEYS.HashIV } }],
  ])('ECPay with %s is refused, keys unnamed', async (_name, change) => {
    const reply = await post(
      operatorInvoiceRoute,
      {},
      { host: 'shop2.localhost', provider: 'ecpay', ...change },
      operatorHeaders,
    );
    expect(reply.status).toBe(400);
    expect((reply.body as { msg: string }).msg).toBe(INVOICE_KEYS_INVALID);
  });

  test.each<[string, object, RegExp]>([
    ['an unknown provider', { provider: 'ezpay' }, /發票平台須為 ecpay、sandbox/],
    ['an unknown environment', { provider: 'sandbox', environment: 'stage' }, /環境須為 test、production/],
  ])('%s is a 400', async (_name, change, message) => {
    const reply = await post(
      operatorInvoiceRoute,
      {},
      { host: 'shop2.localhost', ...change },
      operatorHeaders,
    );
    expect(reply.status).toBe(400);
    expect((reply.body as { msg: string }).msg).toMatch(message);
  });

  test('without the operator secret nothing changes', async () => {
    const reply = await post(operatorInvoiceRoute, {}, { host: 'shop2.localhost', provider: 'sandbox' });
    expect([401, 403]).toContain(reply.status);
  });

  test('the sandbox keeps its keys across switches, and is refused where it is not allowed', async () => {
    await configure({ host: 'localhost', provider: 'sandbox' });
    expect((await invoiceTargetOf(db, Number(ids.s1), ORIGIN))?.keys).toEqual(keys);
    expect((await invoiceTargetOf(db, Number(ids.s1), ORIGIN))?.options.baseUrl).toBe(
      `${ORIGIN}${SANDBOX_INVOICE_PATH}`,
    );
    const before = await db
      .select()
      .from(invoiceConfigs)
      .where(eq(invoiceConfigs.shopId, Number(ids.s3)));
    delete process.env.PAYMENT_SANDBOX;
    try {
      await expect(configure({ host: 'closed.localhost', provider: 'sandbox' })).rejects.toEqual(
        new DomainError('invalid', SANDBOX_NOT_ALLOWED),
      );
      expect(
        await db
          .select()
          .from(invoiceConfigs)
          .where(eq(invoiceConfigs.shopId, Number(ids.s3))),
      ).toEqual(before);
    } finally {
      process.env.PAYMENT_SANDBOX = '1';
    }
  });

  test('an unknown host is a 404', async () => {
    await expect(configure({ host: 'nowhere.localhost', provider: 'sandbox' })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
