import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoiceConfigs, orders, providerIntents } from '../db/schema';
import { enqueueIntent } from '../outbox/enqueue';
import { sandboxAllowed } from '../payments/sandbox/gateway';
import type { InvoiceMoment } from './config';
import { invoiceStep } from './moments';

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
  const unsent = await tx
    .delete(providerIntents)
    .where(and(issue, eq(providerIntents.status, 'pending'), eq(providerIntents.attempts, 0)))
    .returning({ id: providerIntents.id });
  if (unsent.length) return;
  const [asked] = await tx.select({ id: providerIntents.id }).from(providerIntents).where(issue);
  if (!asked) return;
  await enqueueIntent(tx, {
    shopId: order.shopId,
    orderId: order.id,
    kind: 'invoice.void',
    key: order.orderNo,
    payload: { reason },
  });
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

/** Keeps the issued invoice on the order (the intent's settle, in the transaction marking it done). */
export async function keepIssuedInvoice(
  tx: DbOrTx,
  orderId: number,
  issued: { number: string; issuedAt: string; randomCode: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({ issuedInvoice: { ...issued, voidedAt: null } })
    .where(eq(orders.id, orderId));
}

export async function keepVoided(tx: DbOrTx, orderId: number, at: string): Promise<void> {
  await tx
    .update(orders)
    .set({ issuedInvoice: sql`jsonb_set(${orders.issuedInvoice}, '{voidedAt}', to_jsonb(${at}::text))` })
    .where(and(eq(orders.id, orderId), sql`${orders.issuedInvoice} is not null`));
}
