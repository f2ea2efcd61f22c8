import { and, eq } from 'drizzle-orm';
import { OrderQuoteSchema } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { invoiceConfigs, orders, providerIntents } from '../db/schema';
import { enqueueIntent, withdrawUnsent } from '../outbox/enqueue';
import { sandboxAllowed } from '../payments/sandbox/gateway';
import type { InvoiceMoment } from '@/lib/console/contract/settings';
import { invoiceContent, invoiceStep } from './moments';

/**
 * The e-invoice side of an order change, written in the change's own transaction: the intent to
 * issue or to void. The order number is the key (ECPay's RelateNumber), so an order has one invoice
 * however often its change is retried or replayed.
 */

/** When the shop issues, or null when it has no provider this deployment can reach. */
export async function invoiceMomentOf(tx: DbOrTx, shopId: number): Promise<InvoiceMoment | null> {
  const [row] = await tx
    .select({ provider: invoiceConfigs.provider, issueAt: invoiceConfigs.issueAt })
    .from(invoiceConfigs)
    .where(eq(invoiceConfigs.shopId, shopId));
  if (!row || (row.provider === 'sandbox' && !sandboxAllowed())) return null;
  return row.issueAt;
}

export const VOID_REASONS = { cancelled: '訂單取消', returned: '訂單退貨' } as const;

type OrderRef = { id: number; shopId: number; orderNo: string };

export async function followOrderInvoice(
  tx: DbOrTx,
  order: OrderRef,
  move: { to: Parameters<typeof invoiceStep>[0]['to']; markPaid: boolean },
): Promise<void> {
  const issueAt = await invoiceMomentOf(tx, order.shopId);
  if (!issueAt) return;
  const step = invoiceStep(move, issueAt);
  if (step === 'issue')
    await enqueueIntent(tx, {
      shopId: order.shopId,
      orderId: order.id,
      kind: 'invoice.issue',
      key: order.orderNo,
      payload: {},
    });
  if (step === 'void') await voidOrderInvoice(tx, order);
}

/**
 * An invoice asked for but never sent is simply not sent (the row goes, conditionally, so a worker
 * that claimed it first wins and the void follows instead); one sent, or being sent, is voided.
 */
export async function voidOrderInvoice(
  tx: DbOrTx,
  order: OrderRef,
  reason: string = VOID_REASONS.cancelled,
): Promise<void> {
  const issue = and(
    eq(providerIntents.shopId, order.shopId),
    eq(providerIntents.kind, 'invoice.issue'),
    eq(providerIntents.key, order.orderNo),
  );
  if (await withdrawUnsent(tx, { shopId: order.shopId, kind: 'invoice.issue', key: order.orderNo })) return;
  const [asked] = await tx.select({ id: providerIntents.id }).from(providerIntents).where(issue);
  if (!asked) return;
  // An invoice already lowered by a return's allowance cannot be voided (ECPay: 發票已有折讓，須先作廢
  // 折讓): what is left of it is allowed instead, so that the invoice ends at nothing all the same.
  if (await allowRest(tx, order)) return;
  await enqueueIntent(tx, {
    shopId: order.shopId,
    orderId: order.id,
    kind: 'invoice.void',
    key: order.orderNo,
    payload: { reason },
  });
}

/** The line of the allowance that takes the rest of a cancelled order's invoice. */
const CANCELLED_REST_LINE = '訂單取消';

/**
 * When returns' allowances lowered the order's invoice, writes the allowance of what they left (none
 * when nothing is left) and answers true; answers false when there was none, for the void to go.
 */
async function allowRest(tx: DbOrTx, order: OrderRef): Promise<boolean> {
  const allowances = await tx
    .select({ payload: providerIntents.payload })
    .from(providerIntents)
    .where(
      and(
        eq(providerIntents.shopId, order.shopId),
        eq(providerIntents.orderId, order.id),
        eq(providerIntents.kind, 'invoice.allowance'),
      ),
    );
  if (!allowances.length) return false;
  const [row] = await tx.select({ amounts: orders.amounts }).from(orders).where(eq(orders.id, order.id));
  const invoiced = invoiceContent(OrderQuoteSchema.parse(row!.amounts)).total;
  const allowed = allowances.reduce((total, a) => total + Number(a.payload.amount ?? 0), 0);
  const rest = invoiced - allowed;
  if (rest > 0)
    await enqueueIntent(tx, {
      shopId: order.shopId,
      orderId: order.id,
      kind: 'invoice.allowance',
      key: `${order.orderNo}AC`,
      payload: {
        returnId: null,
        amount: rest,
        remainingAfter: 0,
        items: [{ name: CANCELLED_REST_LINE, quantity: 1, amount: rest }],
      },
    });
  return true;
}

/** Whether the order's invoice was asked for (its issue intent exists, sent or not). */
export async function invoiceAsked(tx: DbOrTx, order: OrderRef): Promise<boolean> {
  const [asked] = await tx
    .select({ id: providerIntents.id })
    .from(providerIntents)
    .where(
      and(
        eq(providerIntents.shopId, order.shopId),
        eq(providerIntents.kind, 'invoice.issue'),
        eq(providerIntents.key, order.orderNo),
      ),
    );
  return asked !== undefined;
}
