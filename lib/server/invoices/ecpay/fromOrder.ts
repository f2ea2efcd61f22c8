import type { Invoice } from '@/lib/api/contract';
import type { IssueData, Item } from './data';

/**
 * An order's invoice choice, as checkout stored it, turned into ECPay's Issue request. The order
 * number is the RelateNumber, so the provider itself refuses a second invoice for the same order.
 */

export type InvoiceLine = { name: string; quantity: number; unitPrice: number };

export type OrderForInvoice = {
  orderNo: string;
  invoice: Invoice;
  /** What the shopper pays in total, fees and discounts included: the invoice's amount. */
  total: number;
  /** Goods and fees at their charged prices; a difference from `total` is folded into them. */
  lines: InvoiceLine[];
  contact: { name?: string | null; email?: string | null; phone?: string | null; address?: string | null };
};

/**
 * The invoice's items: goods and fees, with what the shopper did not pay of them (discounts,
 * promo codes, cashback taken as a discount) folded into their amounts, in proportion and rounded so
 * that they add up to the invoice's amount exactly, as ECPay's own shop plugins write them. A
 * negative discount line, which ECPay's B2C API was not confirmed to take, is never written. The unit
 * price is then the amount over the quantity (ECPay takes decimals). Names are cut to ECPay's 100
 * characters.
 */
export function invoiceItems(lines: InvoiceLine[], total: number): Item[] {
  const amounts = lines.map((l) => l.quantity * l.unitPrice);
  const charged = amounts.reduce((acc, a) => acc + a, 0);
  const folded = charged > 0 ? foldInto(amounts, total) : amounts;
  return lines.map((l, i) => ({
    ItemSeq: i + 1,
    ItemName: l.name.slice(0, 100),
    ItemCount: l.quantity,
    ItemWord: '件',
    ItemPrice: Math.round((folded[i]! / l.quantity) * 100) / 100,
    ItemTaxType: '1',
    ItemAmount: folded[i]!,
  }));
}

/**
 * Whole amounts in proportion to `amounts` adding up to `total` exactly: each floored, the units
 * left over going to the largest remainders (the first line on a tie).
 */
function foldInto(amounts: number[], total: number): number[] {
  const charged = amounts.reduce((acc, a) => acc + a, 0);
  const shares = amounts.map((a) => (a * total) / charged);
  const floors = shares.map(Math.floor);
  let left = total - floors.reduce((acc, f) => acc + f, 0);
  const byRemainder = shares
    .map((sh, i) => [sh - floors[i]!, i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** How the shopper receives it: carrier, donation or printed (a company with an address to mail it to). */
function delivery(
  invoice: Invoice,
  address: string,
): Pick<
  IssueData,
  | 'Print'
  | 'Donation'
  | 'LoveCode'
  | 'CarrierType'
  | 'CarrierNum'
  | 'CustomerIdentifier'
  | 'CustomerName'
  | 'CustomerAddr'
> {
  const none = { Print: '0', Donation: '0', LoveCode: '', CarrierType: '', CarrierNum: '' } as const;
  if (invoice.type === 'B2B')
    return {
      ...none,
      CustomerIdentifier: invoice.customerIdentifier ?? '',
      CustomerName: invoice.customerName ?? '',
      CustomerAddr: address,
      // Printed and mailed where there is an address; otherwise kept in ECPay's carrier and emailed.
      ...(address ? { Print: '1' } : { CarrierType: '1' }),
    };
  const num = invoice.carrierNum ?? '';
  const customer = { CustomerIdentifier: '', CustomerName: '', CustomerAddr: '' };
  switch (invoice.carrierType) {
    case 'mobile':
      return { ...none, ...customer, CarrierType: '3', CarrierNum: num };
    case 'citizen':
      return { ...none, ...customer, CarrierType: '2', CarrierNum: num };
    case 'donation':
      return { ...none, ...customer, Donation: '1', LoveCode: num };
    default:
      return { ...none, ...customer, CarrierType: '1' };
  }
}

export function issueRequest(merchantId: string, order: OrderForInvoice): IssueData {
  const address = (order.invoice.customerAddress ?? order.contact.address ?? '').slice(0, 100);
  const how = delivery(order.invoice, address);
  return {
    MerchantID: merchantId,
    RelateNumber: order.orderNo,
    CustomerPhone: (order.contact.phone ?? '').slice(0, 20),
    CustomerEmail: (order.invoice.customerEmail ?? order.contact.email ?? '').slice(0, 80),
    ...how,
    CustomerName: (how.CustomerName || (how.Print === '1' ? (order.contact.name ?? '') : '')).slice(0, 60),
    TaxType: '1',
    SalesAmount: order.total,
    Items: invoiceItems(order.lines, order.total),
    InvType: '07',
    vat: '1',
  };
}
