import type { Parcel } from '@/lib/api/contract';
import { formatOrderDate } from './date';
import type { InfoRow } from './details';

/** The parcel's details as the order screen lists them; the pickup deadline only while it waits at the store. */
export function parcelRows(parcel: Parcel): InfoRow[] {
  return [
    { label: '物流', value: parcel.carrier },
    { label: '物流單號', value: parcel.trackingNo ?? '尚未提供' },
    { label: '物流狀態', value: parcel.statusLabel },
    ...(parcel.pickupDeadline ? [{ label: '取貨期限', value: formatOrderDate(parcel.pickupDeadline) }] : []),
  ];
}

export type ParcelStep = { label: string; at: string };

/** The parcel's steps, oldest first, each with its date as the shopper reads it. */
export const parcelSteps = (parcel: Parcel): ParcelStep[] =>
  parcel.history.map((h) => ({ label: h.label, at: formatOrderDate(h.at) }));
