import { withDelivery, withPayment } from './choices';
import { fitsPayment } from './deliveries';
import { fallbackPayment } from './freeMode';
import type { CheckoutState, InvoiceForm, MemberContact, ReceiverInfo, SavedCheckoutInfo } from './types';

/** The saved invoice, kept as it was typed: what it leaves out starts as the form's own. */
export function invoiceFormFrom(saved: SavedCheckoutInfo['invoice'], base: InvoiceForm): InvoiceForm {
  if (!saved) return base;
  return {
    type: saved.type ?? base.type,
    carrierType: saved.carrierType ?? base.carrierType,
    carrierNum: saved.carrierNum ?? base.carrierNum,
    customerIdentifier: saved.customerIdentifier ?? base.customerIdentifier,
    customerName: saved.customerName ?? base.customerName,
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
