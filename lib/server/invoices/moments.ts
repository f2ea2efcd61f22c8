import type { OrderQuote, OrderStatus } from '@/lib/api/contract';
import type { InvoiceMoment } from '@/lib/console/contract/settings';
import type { InvoiceLine } from './ecpay/fromOrder';

/** What an order's change means for its e-invoice. */
export type InvoiceStep = 'issue' | 'void' | null;

/**
 * The e-invoice follows the order: issued when the money comes in (or when the parcel leaves, as the
 * shop chose), voided when the order is cancelled, whatever cancelled it (the shopper, the shop, the
 * sweep, a parcel returned to the shop). A cancel before anything was issued voids nothing: the
 * caller only voids an invoice that was asked for.
 */
export function invoiceStep(
  move: { to: OrderStatus; markPaid: boolean },
  issueAt: InvoiceMoment,
): InvoiceStep {
  if (move.to === 'cancelled') return 'void';
  if (issueAt === 'paid' && move.markPaid) return 'issue';
  if (issueAt === 'shipped' && move.to === 'shipped') return 'issue';
  return null;
}

export const FEE_LINES = { delivery: '運費', payment: '付款手續費' } as const;

/**
 * What the invoice is for: the goods at their charged prices and the fees. Its amount is what the
 * shopper paid for them in money, the shop's stored value (購物金) and a partner wallet included;
 * cashback (回饋金) is the shop's own discount and lowers it, like promotions and promo codes, which
 * the provider's request folds into the lines' amounts (ecpay/fromOrder.ts: no negative line).
 */
export function invoiceContent(amounts: OrderQuote): { total: number; lines: InvoiceLine[] } {
  const lines: InvoiceLine[] = amounts.EcommerceOrderItems.map((item) => ({
    name: item.specName ? `${item.name} ${item.specName}` : item.name,
    quantity: item.quantity,
    unitPrice: item.price,
  }));
  if (amounts.deliveryPrice > 0)
    lines.push({ name: FEE_LINES.delivery, quantity: 1, unitPrice: amounts.deliveryPrice });
  if (amounts.paymentFee > 0)
    lines.push({ name: FEE_LINES.payment, quantity: 1, unitPrice: amounts.paymentFee });
  return { total: amounts.paymentPrice + amounts.walletPrice + amounts.externalWalletPrice, lines };
}
