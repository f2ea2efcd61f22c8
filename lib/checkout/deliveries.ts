import { isDeliveryEnabled, type Delivery, type PaymentType } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';

/** Shown beside convenience-store deliveries: the store is picked on the chain's map. */
const CVS_NOTE = '於門市地圖選擇取貨門市';

/** Whether the shopper may choose a delivery: any the shop has switched on. */
export const canChooseDelivery = (d: Pick<Delivery, 'enable' | 'type'>) => isDeliveryEnabled(d);

/** The deliveries listed for a payment: enabled ones, and with COD only those that collect the cash (spec §4). */
export function deliveriesFor(all: readonly Delivery[], payment: PaymentType | null): Delivery[] {
  return all.filter((d) => isDeliveryEnabled(d) && (payment !== 'COD' || d.allowCollection));
}

/** Whether a delivery may be kept (or chosen) together with that payment. */
export const fitsPayment = (all: readonly Delivery[], id: number | null, payment: PaymentType | null) =>
  id !== null && deliveriesFor(all, payment).some((d) => d.id === id && canChooseDelivery(d));

/** The delivery chosen when nothing else decides: the first that can be chosen with the payment. */
export const firstChoosableDelivery = (all: readonly Delivery[], payment: PaymentType | null) =>
  deliveriesFor(all, payment).find(canChooseDelivery)?.id ?? null;

/** What a delivery costs, and for a convenience store how its store is picked. */
export function deliveryNote(d: Pick<Delivery, 'type' | 'fee' | 'freeShippingThreshold'>): string {
  const fee =
    d.fee > 0
      ? `運費 ${formatPrice(d.fee)}${d.freeShippingThreshold ? `，滿 ${formatPrice(d.freeShippingThreshold)} 免運` : ''}`
      : '免運費';
  return d.type === 'cvs' ? `${fee}，${CVS_NOTE}` : fee;
}
