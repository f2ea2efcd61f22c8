import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders, type IssuedOrderInvoice } from '../db/schema';

/**
 * The e-invoice as the order keeps it, written by the invoice intents' settle (in the transaction
 * marking the intent done): invoices decide what to ask the provider; the order's row is written here.
 */

export async function keepIssuedInvoice(
  tx: DbOrTx,
  orderId: number,
  issued: Omit<IssuedOrderInvoice, 'voidedAt'>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ issuedInvoice: { ...issued, voidedAt: null } })
    .where(eq(orders.id, orderId));
}

/** Marks the order's invoice voided; an order with no invoice kept is left as it is. */
export async function keepVoided(tx: DbOrTx, orderId: number, at: string): Promise<void> {
  await tx
    .update(orders)
    .set({ issuedInvoice: sql`jsonb_set(${orders.issuedInvoice}, '{voidedAt}', to_jsonb(${at}::text))` })
    .where(and(eq(orders.id, orderId), sql`${orders.issuedInvoice} is not null`));
}
