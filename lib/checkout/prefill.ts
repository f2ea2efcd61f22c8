import { CARRIER_TYPES, type CarrierType } from '@/lib/api/contract';
import { withDelivery, withPayment } from './choices';
import { fitsPayment } from './deliveries';
import { fallbackPayment } from './freeMode';
import type { CheckoutState, InvoiceForm, ReceiverInfo, SavedCheckoutInfo } from './state';

/** The member's own details, used for a first checkout that has no saved one to start from. */
export type MemberContact = {
  name: string | null;
  phone: string;
  email: string | null;
  address: string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A saved invoice is free-form JSON: only what the form knows is taken from it. */
export function invoiceFormFrom(
  saved: Record<string, unknown> | null | undefined,
  base: InvoiceForm,
): InvoiceForm {
  if (!saved) return base;
  const carrierType = CARRIER_TYPES.find((c) => c === saved.carrierType);
  return {
    type: saved.type === 'B2B' ? 'B2B' : 'B2C',
    carrierType: carrierType ?? ('member' satisfies CarrierType),
    carrierNum: text(saved.carrierNum),
    customerIdentifier: text(saved.customerIdentifier),
    customerName: text(saved.customerName),
  };
}

function receiverFrom(
  saved: SavedCheckoutInfo | undefined,
  member: MemberContact | null,
): ReceiverInfo | null {
  if (saved)
    return {
      name: saved.receiver ?? '',
      phone: saved.phone ?? '',
      address: saved.address ?? '',
      email: saved.userEmail ?? '',
      note: saved.note ?? '',
    };
  if (member)
    return {
      name: member.name ?? '',
      phone: member.phone,
      address: member.address ?? '',
      email: member.email ?? '',
      note: '',
    };
  return null;
}

/**
 * The checkout's starting point (spec §3 Saved checkout info, §4): the newest saved checkout's
 * payment, delivery, branch, receiver and invoice where the shop still offers them, else the
 * member's own details and the shop's first payment and delivery. A saved convenience store counts
 * only when looking up its map token gave back a store id and name.
 */
export function prefill(
  state: CheckoutState,
  history: SavedCheckoutInfo[],
  member: MemberContact | null,
): CheckoutState {
  const latest = history[0];
  const withHistory = { ...state, history };
  let next = withPayment(withHistory, fallbackPayment(withHistory));
  if (latest?.delivery && fitsPayment(next.options.deliveries, latest.delivery, next.payment)) {
    next = withDelivery({ ...next, branchId: latest.deliveryBranchId ?? null }, latest.delivery);
  }
  const store = latest?.deliveryCVS;
  if (store?.CVSStoreID && store.CVSStoreName) {
    next = { ...next, mapToken: latest?.ecpayMapToken ?? null, cvsStore: store };
  }
  return {
    ...next,
    receiver: receiverFrom(latest, member) ?? next.receiver,
    invoice: invoiceFormFrom(latest?.invoice, next.invoice),
  };
}
