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
  /** Goods and fees at their charged prices; a difference from `total` becomes a discount line. */
  lines: InvoiceLine[];
  contact: { name?: string | null; email?: string | null; phone?: string | null; address?: string | null };
};

export const DISCOUNT_LINE = '折扣';

/** Names are cut to ECPay's 100 characters; a discount is one line of negative price. */
export function invoiceItems(lines: InvoiceLine[], total: number): Item[] {
  const items: Item[] = lines.map((l, i) => ({
    ItemSeq: i + 1,
    ItemName: l.name.slice(0, 100),
    ItemCount: l.quantity,
    ItemWord: '件',
    ItemPrice: l.unitPrice,
    ItemTaxType: '1',
    ItemAmount: l.quantity * l.unitPrice,
  }));
  const gap = total - items.reduce((acc, i) => acc + i.ItemAmount, 0);
  if (gap !== 0)
    items.push({
      ItemSeq: items.length + 1,
      ItemName: DISCOUNT_LINE,
      ItemCount: 1,
      ItemWord: '式',
      ItemPrice: gap,
      ItemTaxType: '1',
      ItemAmount: gap,
    });
  return items;
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
