import type { Order } from '@/lib/api/contract';
import { fromMinutes } from '@/lib/format/time';
import { formatOrderDate } from './date';
import { ORDER_STATUS_LABELS, paymentTypeLabel } from './labels';

/** A labelled line of an order's details. */
export type InfoRow = { label: string; value: string };

const present = (rows: { label: string; value: string | null | undefined }[]): InfoRow[] =>
  rows.filter((r): r is InfoRow => Boolean(r.value));

/**
 * Where the goods go: a pickup branch with its time, a convenience store, or the receiver's address.
 * Read from what the order holds rather than the type name, so a delivery kind added later still shows.
 */
export function deliveryRows(
  delivery: Order['EcommerceDelivery'],
  receiver: Pick<Order['receiver'], 'address'>,
): InfoRow[] {
  const head = { label: '配送方式', value: delivery.name };
  if (delivery.branch)
    return present([
      head,
      { label: '取貨門市', value: delivery.branch.name },
      { label: '門市地址', value: delivery.branch.address },
      { label: '取貨時間', value: delivery.deliveryAt === null ? null : fromMinutes(delivery.deliveryAt) },
    ]);
  if (delivery.storeName)
    return present([
      head,
      {
        label: '取貨門市',
        value: delivery.storeID ? `${delivery.storeName}（${delivery.storeID}）` : delivery.storeName,
      },
    ]);
  return present([head, { label: '收件地址', value: receiver.address }]);
}

export function receiverRows(receiver: Order['receiver']): InfoRow[] {
  return present([
    { label: '收件人', value: receiver.name },
    { label: '手機號碼', value: receiver.phone },
    { label: '電子郵件', value: receiver.email },
  ]);
}

export function paymentRows(order: Pick<Order, 'paymentType' | 'paidAt'>): InfoRow[] {
  return present([
    { label: '付款方式', value: paymentTypeLabel(order.paymentType) },
    { label: '付款時間', value: formatOrderDate(order.paidAt) },
  ]);
}

const CARRIERS = {
  member: { kind: '會員載具', number: null },
  mobile: { kind: '手機條碼載具', number: '載具號碼' },
  citizen: { kind: '自然人憑證載具', number: '載具號碼' },
  donation: { kind: '捐贈發票', number: '捐贈碼' },
} as const;

/** The e-invoice as requested: company (B2B) with its tax id, or a personal carrier or donation. */
export function invoiceRows(invoice: NonNullable<Order['invoice']>): InfoRow[] {
  const contact = [
    { label: '發票地址', value: invoice.customerAddress },
    { label: '發票通知信箱', value: invoice.customerEmail },
  ];
  if (invoice.type === 'B2B')
    return present([
      { label: '發票類型', value: '公司發票（三聯式）' },
      { label: '統一編號', value: invoice.customerIdentifier },
      { label: '公司名稱', value: invoice.customerName },
      ...contact,
    ]);
  const carrier = CARRIERS[invoice.carrierType ?? 'member'];
  return present([
    { label: '發票類型', value: `個人電子發票（${carrier.kind}）` },
    ...(carrier.number ? [{ label: carrier.number, value: invoice.carrierNum }] : []),
    ...contact,
  ]);
}

/**
 * The e-invoice as issued, as printed on a paper one: the number with its dash after the two
 * letters, the date, the random code (needed to claim the lottery prize), and whether it was voided.
 */
export function issuedInvoiceRows(issued: NonNullable<Order['issuedInvoice']>): InfoRow[] {
  return present([
    { label: '發票號碼', value: `${issued.number.slice(0, 2)}-${issued.number.slice(2)}` },
    { label: '開立時間', value: formatOrderDate(issued.issuedAt) },
    { label: '隨機碼', value: issued.randomCode },
    { label: '發票狀態', value: issued.voidedAt ? `已作廢（${formatOrderDate(issued.voidedAt)}）` : null },
  ]);
}

export type TimelineEntry = { status: Order['status']; label: string; at: string; note: string | null };

/** The status history, oldest first, each step with its date as the shopper reads it. */
export function statusTimeline(history: Order['statusHistory']): TimelineEntry[] {
  return [...history]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((h) => ({
      status: h.status,
      label: ORDER_STATUS_LABELS[h.status],
      at: formatOrderDate(h.at),
      note: h.note ?? null,
    }));
}

/** The first lines of an order for its card in the list, and how many more it has. */
export function previewItems<T>(items: readonly T[], max = 2): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
