import { z } from 'zod/mini';
import { InvoiceSchema, PhoneSchema, type InvoiceInput } from '@/lib/api/contract';
import { nameProblem, PARCEL_RECEIVER_NAME } from '@/lib/delivery/parcelNames';
import { toMinutes } from '@/lib/format/time';
import { selectedDelivery } from './choices';
import { invoiceInput } from './invoice';
import type { CheckoutState } from './types';

export const DELIVERY_REQUIRED = '請選擇配送方式';
export const PAYMENT_REQUIRED = '請選擇付款方式';
const BRANCH_REQUIRED = '請選擇取貨門市';
const CVS_STORE_REQUIRED = '請先選擇取貨的超商門市';
const PICKUP_TIME_REQUIRED = '請輸入取貨時間';
const PICKUP_TIME_FORMAT = '取貨時間格式為 HH:mm';
const pickupTimeOutside = (open: string, close: string) => `取貨時間需在 ${open} 至 ${close} 之間`;
const RECEIVER_NAME_REQUIRED = '請輸入收件人姓名';
const RECEIVER_NAME_TOO_LONG = '收件人姓名最多 50 個字';
const PHONE_REQUIRED = '請輸入手機號碼';
const ADDRESS_REQUIRED = '請輸入收件地址';
const ADDRESS_TOO_LONG = '地址最多 200 個字';
const EMAIL_INVALID = '請輸入正確的電子郵件';
const NOTE_TOO_LONG = '備註最多 500 個字';
export const CHECK_FAILED_BLOCK = '訂單金額未能確認，請依提示調整後再送出';
export const PROMO_CODE_BLOCK = '優惠碼無法使用，請修改或清除後再送出';

/** The control each message belongs to, in the order the screen shows them. */
export type CheckoutField =
  | 'delivery'
  | 'cvsStore'
  | 'branch'
  | 'pickupTime'
  | 'payment'
  | 'receiver.name'
  | 'receiver.phone'
  | 'receiver.address'
  | 'receiver.email'
  | 'receiver.note'
  | 'invoice.type'
  | 'invoice.carrierType'
  | 'invoice.carrierNum'
  | 'invoice.customerIdentifier'
  | 'invoice.customerName'
  | 'promoCode';

export type CheckoutIssue = { field: CheckoutField; message: string };

/** The control behind each field of the invoice; its notice address and e-mail are the receiver's. */
const INVOICE_FIELDS: Record<keyof InvoiceInput, CheckoutField> = {
  type: 'invoice.type',
  carrierType: 'invoice.carrierType',
  carrierNum: 'invoice.carrierNum',
  customerIdentifier: 'invoice.customerIdentifier',
  customerName: 'invoice.customerName',
  customerAddress: 'receiver.address',
  customerEmail: 'receiver.email',
};

const issue = (field: CheckoutField, message: string): CheckoutIssue => ({ field, message });

function deliveryAndPayment(state: CheckoutState): CheckoutIssue | null {
  const delivery = selectedDelivery(state);
  if (!delivery) return issue('delivery', DELIVERY_REQUIRED);
  if (delivery.type === 'store') {
    const branch = delivery.EcommerceDeliveryBranches.find((b) => b.id === state.branchId);
    if (!branch) return issue('branch', BRANCH_REQUIRED);
    if (!state.pickupTime.trim()) return issue('pickupTime', PICKUP_TIME_REQUIRED);
    const at = toMinutes(state.pickupTime);
    if (at === null) return issue('pickupTime', PICKUP_TIME_FORMAT);
    const open = toMinutes(branch.openTime) ?? 0;
    const close = toMinutes(branch.closeTime) ?? 24 * 60 - 1;
    if (at < open || at > close)
      return issue('pickupTime', pickupTimeOutside(branch.openTime, branch.closeTime));
  }
  if (delivery.type === 'cvs' && !(state.mapToken && state.cvsStore))
    return issue('cvsStore', CVS_STORE_REQUIRED);
  if (!state.payment) return issue('payment', PAYMENT_REQUIRED);
  return null;
}

function receiverForm(state: CheckoutState): CheckoutIssue | null {
  const { name, phone, address, email, note } = state.receiver;
  if (!name.trim()) return issue('receiver.name', RECEIVER_NAME_REQUIRED);
  if (name.trim().length > 50) return issue('receiver.name', RECEIVER_NAME_TOO_LONG);
  // A store pickup always goes by ECPay parcel, whose receiver names follow ECPay's rule (the shop API
  // checks home delivery too when the shop ships it by parcel).
  if (selectedDelivery(state)?.type === 'cvs' && nameProblem(name))
    return issue('receiver.name', PARCEL_RECEIVER_NAME);
  if (!phone.trim()) return issue('receiver.phone', PHONE_REQUIRED);
  const parsedPhone = PhoneSchema.safeParse(phone);
  if (!parsedPhone.success) return issue('receiver.phone', parsedPhone.error.issues[0]!.message);
  if (selectedDelivery(state)?.type === 'home') {
    if (!address.trim()) return issue('receiver.address', ADDRESS_REQUIRED);
    if (address.trim().length > 200) return issue('receiver.address', ADDRESS_TOO_LONG);
  }
  if (email.trim() && !z.email().safeParse(email.trim()).success)
    return issue('receiver.email', EMAIL_INVALID);
  if (note.trim().length > 500) return issue('receiver.note', NOTE_TOO_LONG);
  return null;
}

/** The contract's own invoice rules, reported on the field the first broken one belongs to. */
function invoiceForm(state: CheckoutState): CheckoutIssue | null {
  const parsed = InvoiceSchema.safeParse(invoiceInput(state));
  if (parsed.success) return null;
  const [first] = parsed.error.issues;
  return issue(INVOICE_FIELDS[first!.path[0] as keyof InvoiceInput], first!.message);
}

/**
 * The first thing to fix before an order can be sent (spec §5): the delivery and payment form
 * first, then the receiver form, then the invoice when the shop issues one.
 */
export function validateCheckout(state: CheckoutState, { invoiceEnabled }: { invoiceEnabled: boolean }) {
  return deliveryAndPayment(state) ?? receiverForm(state) ?? (invoiceEnabled ? invoiceForm(state) : null);
}

/**
 * What the last pre-check says stands in the way of the order, which the server would refuse
 * anyway: a check that failed, or a promo code it did not accept (which the shopper has to change
 * or clear, so the code's field is where to go). Null while nothing does.
 */
export function pricingBlock(state: CheckoutState): { field: CheckoutField | null; message: string } | null {
  if (state.checkError !== null) return { field: null, message: CHECK_FAILED_BLOCK };
  if (state.promoCode.trim() && state.check?.promoCodeMessage) return issue('promoCode', PROMO_CODE_BLOCK);
  return null;
}
