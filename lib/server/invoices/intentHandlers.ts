import { and, eq } from 'drizzle-orm';
import { InvoiceSchema, OrderQuoteSchema } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import { getDb, type Db } from '../db/client';
import { orders, providerIntents } from '../db/schema';
import { loopbackOrigin } from '../kernel/origin';
import { IntentError, type IntentCall, type IntentHandlers } from '../outbox/handler';
import { invoiceTargetOf, type InvoiceTarget } from './configs';
import { InvoiceRejectedError, taiwanDay, type FoundInvoice, type IssuedInvoice } from './ecpay/answers';
import { allowInvoice, getIssuedInvoice, invalidInvoice, issueInvoice } from './ecpay/client';
import { InvoiceCallError } from './ecpay/envelope';
import { issueRequest } from './ecpay/fromOrder';
import { IssuedOrderInvoiceSchema } from '../db/schema';
import { invoiceContent } from './moments';
import { keepIssuedInvoice, keepVoided } from '../orders/invoiceRecords';
import { keepAllowance } from '../returns/records';
import { AllowancePayloadSchema } from './returnInvoice';

/**
 * The worker's handlers for `invoice.issue`, `invoice.void` and `invoice.allowance`
 * (docs/provider-calls.md). Issue and void are idempotent through the order number (RelateNumber): a
 * retry first asks the provider what it already has. Answers are `{ number, issuedAt, randomCode }`
 * or `{ skipped }`; the order keeps them in the transaction that marks the intent done. An allowance
 * has no key of its own at ECPay: a retry reads what is left to allow on the invoice instead.
 */

export type InvoiceHandlerOptions = {
  db?: () => Promise<Db>;
  /** Where the sandbox answers: this process on loopback unless told. */
  origin?: () => string;
  fetch?: typeof fetch;
};

const DEFAULT_INVOICE = InvoiceSchema.parse({});

export function invoiceHandlers(options: InvoiceHandlerOptions = {}): IntentHandlers {
  const dbOf = options.db ?? getDb;
  const target = async (db: Db, shopId: number): Promise<InvoiceTarget> => {
    const found = await invoiceTargetOf(db, shopId, (options.origin ?? loopbackOrigin)());
    if (!found) throw new IntentError('permanent', 'no-provider', '商店未設定電子發票平台');
    return { ...found, options: { ...found.options, ...(options.fetch ? { fetch: options.fetch } : {}) } };
  };

  return {
    'invoice.issue': {
      send: async (call) => {
        const db = await dbOf();
        const order = await orderOf(db, call);
        const t = await target(db, call.shopId);
        const found = () => provided(() => findIssued(t, order.orderNo));
        // A retry may follow a first try that reached the provider: its invoice is the answer.
        if (call.attempt > 1) {
          const earlier = await found();
          if (earlier) return issuedOf(earlier);
        }
        // Never a new invoice for an order cancelled meanwhile (its void finds one issued earlier).
        if (order.status === 'cancelled') return { skipped: 'cancelled' };
        const content = invoiceContent(OrderQuoteSchema.parse(order.amounts));
        if (content.total <= 0) return { skipped: 'nothing-to-invoice' };
        const receiver = order.receiver as {
          name?: string;
          phone?: string;
          address?: string | null;
          email?: string;
        };
        const request = issueRequest(t.keys.MerchantID, {
          orderNo: order.orderNo,
          invoice: order.invoice ? InvoiceSchema.parse(order.invoice) : DEFAULT_INVOICE,
          ...content,
          contact: receiver,
        });
        try {
          return issuedOf(await provided(() => issueInvoice(t.keys, t.environment, request, t.options)));
        } catch (error) {
          // Refused: perhaps because this order number was issued already (ECPay does not publish
          // that code), so the provider is asked before giving up.
          if (error instanceof IntentError && error.code === 'refused') {
            const earlier = await found();
            if (earlier) return issuedOf(earlier);
          }
          throw error;
        }
      },
      settle: async (tx, intent, result) => {
        const issued = IssuedOrderInvoiceSchema.safeParse(result);
        if (issued.success && intent.orderId) await keepIssuedInvoice(tx, intent.orderId, issued.data);
      },
    },

    'invoice.void': {
      send: async (call) => {
        const db = await dbOf();
        const order = await orderOf(db, call);
        const t = await target(db, call.shopId);
        let invoice: Pick<FoundInvoice, 'number' | 'issuedAt'> | null = null;
        const kept = IssuedOrderInvoiceSchema.safeParse(order.issuedInvoice);
        if (kept.success) {
          if (kept.data.voidedAt) return { number: kept.data.number, voidedAt: kept.data.voidedAt };
          invoice = kept.data;
        } else {
          // Not kept on the order: the issue may still be on its way, or may never have happened.
          if (await issueUnderWay(db, call.shopId, order.orderNo))
            throw new IntentError('transient', 'issue-pending', '發票尚在開立中，稍後再作廢');
          const found = await provided(() => findIssued(t, order.orderNo));
          if (!found) return { skipped: 'never-issued' };
          if (found.voided) return { number: found.number, voidedAt: clock.now().toISOString() };
          invoice = found;
        }
        const reason = String(call.payload.reason ?? '訂單取消').slice(0, 20);
        const voided = () => ({ number: invoice.number, voidedAt: clock.now().toISOString() });
        try {
          await provided(() =>
            invalidInvoice(
              t.keys,
              t.environment,
              {
                MerchantID: t.keys.MerchantID,
                InvoiceNo: invoice.number,
                InvoiceDate: taiwanDay(invoice.issuedAt),
                Reason: reason,
              },
              t.options,
            ),
          );
          return voided();
        } catch (error) {
          // Refused: voided already by an earlier try whose answer was lost?
          if (error instanceof IntentError && error.code === 'refused') {
            const now = await provided(() => findIssued(t, order.orderNo));
            if (now?.voided) return voided();
          }
          throw error;
        }
      },
      settle: async (tx, intent, result) => {
        if (intent.orderId && typeof result.voidedAt === 'string')
          await keepVoided(tx, intent.orderId, result.voidedAt);
      },
    },

    'invoice.allowance': {
      send: async (call) => {
        const db = await dbOf();
        const order = await orderOf(db, call);
        const t = await target(db, call.shopId);
        const payload = AllowancePayloadSchema.parse(call.payload);
        const kept = IssuedOrderInvoiceSchema.safeParse(order.issuedInvoice);
        if (!kept.success && (await issueUnderWay(db, call.shopId, order.orderNo)))
          throw new IntentError('transient', 'issue-pending', '發票尚在開立中，稍後再折讓');
        const found = await provided(() => findIssued(t, order.orderNo));
        if (!found) return { skipped: 'never-issued' };
        if (found.voided) return { skipped: 'voided' };
        // Allowed by an earlier try whose answer was lost: the invoice already has no more than
        // this allowance leaves.
        const allowedEarlier = () => ({ allowanceNo: null, remaining: found.remainingAllowance });
        if (call.attempt > 1 && found.remainingAllowance <= payload.remainingAfter) return allowedEarlier();
        const receiver = order.receiver as { email?: string | null };
        const allowance = await provided(() =>
          allowInvoice(
            t.keys,
            t.environment,
            {
              MerchantID: t.keys.MerchantID,
              InvoiceNo: found.number,
              InvoiceDate: taiwanDay(found.issuedAt),
              AllowanceNotify: receiver.email ? 'E' : 'N',
              NotifyMail: receiver.email ?? '',
              AllowanceAmount: payload.amount,
              Items: payload.items.map((item, i) => ({
                ItemSeq: i + 1,
                ItemName: item.name,
                ItemCount: item.quantity,
                ItemWord: '件',
                // ECPay takes prices with decimals; the amount is what must add up.
                ItemPrice: Math.round((item.amount / item.quantity) * 100) / 100,
                ItemTaxType: '1',
                ItemAmount: item.amount,
              })),
            },
            t.options,
          ),
        );
        return { allowanceNo: allowance.allowanceNo, remaining: allowance.remaining };
      },
      settle: async (tx, intent, result) => {
        const payload = AllowancePayloadSchema.safeParse(intent.payload);
        if (payload.success && payload.data.returnId !== null)
          await keepAllowance(tx, payload.data.returnId, result);
      },
    },
  };
}

const issuedOf = (i: IssuedInvoice) => ({ number: i.number, issuedAt: i.issuedAt, randomCode: i.randomCode });

async function orderOf(db: Db, call: IntentCall) {
  if (!call.orderId) throw new IntentError('permanent', 'no-order', '此發票呼叫沒有訂單');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, call.orderId), eq(orders.shopId, call.shopId)));
  if (!order) throw new IntentError('permanent', 'no-order', '找不到此發票的訂單');
  return order;
}

const findIssued = (t: InvoiceTarget, orderNo: string) =>
  getIssuedInvoice(
    t.keys,
    t.environment,
    { MerchantID: t.keys.MerchantID, RelateNumber: orderNo },
    t.options,
  );

/** The order's issue intent is still waiting or being sent. */
async function issueUnderWay(db: Db, shopId: number, orderNo: string): Promise<boolean> {
  const [issue] = await db
    .select({ status: providerIntents.status })
    .from(providerIntents)
    .where(
      and(
        eq(providerIntents.shopId, shopId),
        eq(providerIntents.kind, 'invoice.issue'),
        eq(providerIntents.key, orderNo),
      ),
    );
  return issue?.status === 'pending' || issue?.status === 'sending';
}

/**
 * A provider call with its failures told apart for the worker: no answer or a busy provider is worth
 * another try; a refusal (`refused`, with the provider's code) or a request the provider cannot take
 * is not. Messages are the provider's own and never hold keys.
 */
async function provided<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof InvoiceRejectedError)
      throw new IntentError('permanent', 'refused', `${error.rtnCode} ${error.rtnMsg}`.slice(0, 120));
    if (error instanceof InvoiceCallError)
      throw new IntentError(error.retryable ? 'transient' : 'permanent', 'provider', error.message);
    throw error;
  }
}
