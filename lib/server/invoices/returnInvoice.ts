import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { enqueueIntent } from '../outbox/enqueue';
import { invoiceAsked, invoiceMomentOf, voidOrderInvoice, VOID_REASONS } from './orderInvoice';

/**
 * The e-invoice side of an approved return, written in the approval's transaction: a return of the
 * whole order, with no earlier return, voids the invoice; any other lowers it by an allowance (折讓)
 * of what the return gives back in money and stored value. Nothing when no invoice was asked for.
 */
export const AllowancePayloadSchema = z.object({
  /** The return it lowers the invoice for; null for the rest of an order cancelled after returns. */
  returnId: z.number().int().positive().nullable(),
  amount: z.number().int().positive(),
  remainingAfter: z.number().int(),
  items: z.array(
    z.object({ name: z.string().min(1), quantity: z.number().int().positive(), amount: z.number().int() }),
  ),
});

export async function followReturnInvoice(
  tx: DbOrTx,
  order: { id: number; shopId: number; orderNo: string },
  ret: {
    id: number;
    voids: boolean;
    amount: number;
    /** What the invoice may still be lowered by after this allowance: a retry compares with it. */
    remainingAfter: number;
    items: { name: string; quantity: number; amount: number }[];
  },
): Promise<'void' | 'allowance' | null> {
  if (!(await invoiceMomentOf(tx, order.shopId)) || !(await invoiceAsked(tx, order))) return null;
  if (ret.voids) {
    await voidOrderInvoice(tx, order, VOID_REASONS.returned);
    return 'void';
  }
  if (ret.amount <= 0) return null;
  await enqueueIntent(tx, {
    shopId: order.shopId,
    orderId: order.id,
    kind: 'invoice.allowance',
    key: `${order.orderNo}A${ret.id}`,
    payload: { returnId: ret.id, amount: ret.amount, remainingAfter: ret.remainingAfter, items: ret.items },
  });
  return 'allowance';
}
