/** @jest-environment node */
import { and, count, eq } from 'drizzle-orm';
import type { Order } from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb } from '@/lib/server/db/client';
import { invoiceConfigs, orders, providerIntents, sandboxInvoices } from '@/lib/server/db/schema';
import { CODE_CHECK_MESSAGES } from '@/lib/server/invoices/codeCheck';
import { invoiceHandlers } from '@/lib/server/invoices/intentHandlers';
import { cancelMemberOrder } from '@/lib/server/orders/cancel';
import { transitionOrder } from '@/lib/server/orders/transitions';
import type { IntentHandler, IntentHandlers } from '@/lib/server/outbox/handler';
import { runIntentsOnce } from '@/lib/server/outbox/worker';
import { expectError } from './helpers';
import { INVOICE_ORIGIN, invoiceSandboxFetch } from './invoiceHelpers';
import { created, deliveryId, order, RECEIVER, type Shopper } from './orderHelpers';
import { bowl, db, detail, ids, newOrder, realNow, setUpPayments, shopper } from './paymentHelpers';

/**
 * E-invoices follow the order through the intent outbox to the e-invoice sandbox (ECPay's protocol):
 * issued once when paid or shipped as the shop chose, voided on cancel, never twice.
 */

const ORIGIN = INVOICE_ORIGIN;
const sandboxFetch = invoiceSandboxFetch;
const handlers = invoiceHandlers({ origin: () => ORIGIN, fetch: sandboxFetch });

const pass = (over: { handlers?: IntentHandlers; owner?: string } = {}) =>
  runIntentsOnce(db, { handlers, owner: 'test:1', ...over });

let s: Shopper;
let shopId: number;

beforeAll(async () => {
  await setUpPayments();
  s = await shopper();
  shopId = Number(ids.s1);
}, 60_000);

beforeEach(async () => {
  clock.now = realNow;
  await db.update(invoiceConfigs).set({ issueAt: 'paid' }).where(eq(invoiceConfigs.shopId, shopId));
});

afterAll(async () => {
  clock.now = realNow;
  await closeDb();
});

const intentsOf = (o: Order) =>
  db.select().from(providerIntents).where(eq(providerIntents.orderId, o.id)).orderBy(providerIntents.id);

const issuedAtSandbox = (o: Order) =>
  db.select().from(sandboxInvoices).where(eq(sandboxInvoices.relateNumber, o.orderNo));

/** Lets the worker claim an intent that is waiting for its retry time. */
const dueNow = (o: Order) =>
  db
    .update(providerIntents)
    .set({ nextAttemptAt: new Date(0) })
    .where(and(eq(providerIntents.orderId, o.id), eq(providerIntents.status, 'pending')));

describe('when the shop issues once paid', () => {
  test('a cash-on-delivery order is invoiced once completed, and the shopper sees number, date and code', async () => {
    const o = await newOrder(s, 'COD');
    await transitionOrder(db, shopId, o.id, 'shipped');
    expect(await intentsOf(o)).toEqual([]);
    await transitionOrder(db, shopId, o.id, 'completed');
    const [intent] = await intentsOf(o);
    expect(intent).toMatchObject({ kind: 'invoice.issue', key: o.orderNo, status: 'pending' });

    expect((await pass()).done).toBeGreaterThanOrEqual(1);
    const seen = await detail(s, o);
    expect(seen.issuedInvoice).toMatchObject({
      number: expect.stringMatching(/^[A-Z]{2}\d{8}$/),
      voidedAt: null,
    });
    expect(seen.issuedInvoice!.randomCode).toMatch(/^\d{4}$/);
    const [atSandbox] = await issuedAtSandbox(o);
    expect(atSandbox).toMatchObject({
      invoiceNo: seen.issuedInvoice!.number,
      salesAmount: seen.paymentPrice,
    });
  });

  test('an order paid online is invoiced once the payment is confirmed, not before', async () => {
    const o = await newOrder(s, 'newebpay');
    expect(await intentsOf(o)).toEqual([]);
    await transitionOrder(db, shopId, o.id, 'paid');
    expect(await intentsOf(o)).toHaveLength(1);
    await pass();
    expect((await detail(s, o)).issuedInvoice?.number).toMatch(/^[A-Z]{2}\d{8}$/);
  });

  test('two workers at once issue one invoice', async () => {
    const o = await newOrder(s, 'newebpay');
    await transitionOrder(db, shopId, o.id, 'paid');
    await Promise.all([pass({ owner: 'a:1' }), pass({ owner: 'b:2' })]);
    expect(await issuedAtSandbox(o)).toHaveLength(1);
    const [intent] = await intentsOf(o);
    expect(intent).toMatchObject({ status: 'done', attempts: 1 });
  });

  test('a worker that dies after the provider answered leaves one invoice: the retry finds it', async () => {
    const o = await newOrder(s, 'newebpay');
    await transitionOrder(db, shopId, o.id, 'paid');
    const real = handlers['invoice.issue']!;
    // The provider issues, then the worker is gone before it writes the answer.
    const dying: IntentHandler = {
      send: async (call) => {
        await real.send(call);
        throw new Error('killed');
      },
    };
    await pass({ handlers: { 'invoice.issue': dying } });
    expect(await issuedAtSandbox(o)).toHaveLength(1);
    expect((await detail(s, o)).issuedInvoice).toBeNull();

    await dueNow(o);
    await pass();
    const [invoice] = await issuedAtSandbox(o);
    expect(await issuedAtSandbox(o)).toHaveLength(1);
    expect((await detail(s, o)).issuedInvoice?.number).toBe(invoice!.invoiceNo);
    expect((await intentsOf(o))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('when the shop issues at shipment', () => {
  test('payment issues nothing; shipping does', async () => {
    await db.update(invoiceConfigs).set({ issueAt: 'shipped' }).where(eq(invoiceConfigs.shopId, shopId));
    const o = await newOrder(s, 'newebpay');
    await transitionOrder(db, shopId, o.id, 'paid');
    expect(await intentsOf(o)).toEqual([]);
    await transitionOrder(db, shopId, o.id, 'shipped');
    expect(await intentsOf(o)).toMatchObject([{ kind: 'invoice.issue' }]);
    await transitionOrder(db, shopId, o.id, 'completed');
    expect(await intentsOf(o)).toHaveLength(1);
  });
});

describe('a cancel', () => {
  test('after the invoice was issued voids it, at the provider and on the order', async () => {
    const o = await newOrder(s, 'newebpay');
    await transitionOrder(db, shopId, o.id, 'paid');
    await pass();
    await transitionOrder(db, shopId, o.id, 'cancelled');
    expect((await intentsOf(o)).map((i) => i.kind)).toEqual(['invoice.issue', 'invoice.void']);
    await pass();
    const seen = await detail(s, o);
    expect(seen.issuedInvoice?.voidedAt).toEqual(expect.any(String));
    const [atSandbox] = await issuedAtSandbox(o);
    expect(atSandbox!.invalidAt).not.toBeNull();
  });

  test('before the invoice was sent leaves nothing to issue or void', async () => {
    const o = await newOrder(s, 'newebpay');
    await transitionOrder(db, shopId, o.id, 'paid');
    await transitionOrder(db, shopId, o.id, 'cancelled');
    expect(await intentsOf(o)).toEqual([]);
    await pass();
    expect(await issuedAtSandbox(o)).toEqual([]);
    expect((await detail(s, o)).issuedInvoice).toBeNull();
  });

  test('while the issue is being retried waits for it, then voids what it issued', async () => {
    const o = await newOrder(s, 'newebpay');
    await transitionOrder(db, shopId, o.id, 'paid');
    const real = handlers['invoice.issue']!;
    await pass({
      handlers: {
        'invoice.issue': {
          send: async (call) => {
            await real.send(call);
            throw new Error('killed');
          },
        },
      },
    });
    await transitionOrder(db, shopId, o.id, 'cancelled');
    // The issue (attempted once, answer lost) stays; the void waits behind it.
    expect((await intentsOf(o)).map((i) => i.kind)).toEqual(['invoice.issue', 'invoice.void']);
    await dueNow(o);
    await pass();
    await dueNow(o);
    await pass();
    const [issue, voided] = await intentsOf(o);
    expect(issue).toMatchObject({ status: 'done' });
    expect(voided).toMatchObject({ status: 'done' });
    const [atSandbox] = await issuedAtSandbox(o);
    expect(atSandbox!.invalidAt).not.toBeNull();
    expect((await detail(s, o)).issuedInvoice?.voidedAt).toEqual(expect.any(String));
  });

  test('by the shopper of an unpaid order asks for nothing', async () => {
    const o = await newOrder(s, 'newebpay');
    await cancelMemberOrder(db, shopId, s.memberId, o.id);
    expect(await intentsOf(o)).toEqual([]);
  });
});

test('a shop without an e-invoice provider writes no invoice intents', async () => {
  const [config] = await db.select().from(invoiceConfigs).where(eq(invoiceConfigs.shopId, shopId));
  await db.delete(invoiceConfigs).where(eq(invoiceConfigs.shopId, shopId));
  try {
    const o = await newOrder(s, 'newebpay');
    await transitionOrder(db, shopId, o.id, 'paid');
    expect(await intentsOf(o)).toEqual([]);
  } finally {
    await db.insert(invoiceConfigs).values(config!);
  }
});

test('the order row keeps the invoice the provider issued, nothing else', async () => {
  const o = await newOrder(s, 'newebpay');
  await transitionOrder(db, shopId, o.id, 'paid');
  await pass();
  const [row] = await db.select({ issued: orders.issuedInvoice }).from(orders).where(eq(orders.id, o.id));
  expect(Object.keys(row!.issued!).sort()).toEqual(['issuedAt', 'number', 'randomCode', 'voidedAt']);
});

describe('at checkout, a mobile barcode and a donation code are asked of the provider', () => {
  let home: number;
  const realFetch = global.fetch;
  beforeAll(async () => {
    home = await deliveryId(ids.s1, '宅配到府');
  });
  beforeEach(() => {
    // The server calls its own sandbox on loopback; here that address reaches the route handler.
    global.fetch = sandboxFetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  const withInvoice = (invoice: object) =>
    order(s, {
      productStocks: [{ id: bowl, quantity: 1 }],
      delivery: home,
      paymentType: 'COD',
      ...RECEIVER,
      invoice,
    });

  test.each([
    [
      'an unknown mobile barcode',
      { carrierType: 'mobile', carrierNum: '/0000000' },
      CODE_CHECK_MESSAGES.barcode,
    ],
    [
      'an unknown donation code',
      { carrierType: 'donation', carrierNum: '000' },
      CODE_CHECK_MESSAGES.loveCode,
    ],
  ])('%s is refused with a 400 saying so, and no order is made', async (_, invoice, message) => {
    const [before] = await db.select({ n: count() }).from(orders);
    const reply = await withInvoice(invoice);
    expect(expectError(reply, 400)).toBe(message);
    const [after] = await db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });

  test.each([
    ['a registered mobile barcode', { carrierType: 'mobile', carrierNum: '/ABC1234' }],
    ['a registered donation code', { carrierType: 'donation', carrierNum: '168001' }],
  ])('%s is accepted', async (_, invoice) => {
    expect(created(await withInvoice(invoice)).invoice).toMatchObject(invoice);
  });

  test('a provider that does not answer lets the order through (the format was checked)', async () => {
    global.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const o = created(await withInvoice({ carrierType: 'mobile', carrierNum: '/0000000' }));
    expect(o.invoice).toMatchObject({ carrierNum: '/0000000' });
  });
});
