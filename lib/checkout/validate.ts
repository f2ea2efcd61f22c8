import { z } from 'zod';
import { INVOICE_MESSAGES, PhoneSchema } from '@/lib/api/contract';
import { toMinutes } from '@/lib/format/time';
import {
  isValidCitizenCertificate,
  isValidDonationCode,
  isValidMobileBarcode,
  isValidTaxId,
} from '@/lib/invoice/rules';
import { selectedDelivery } from './choices';
import type { CheckoutState } from './state';

export const DELIVERY_REQUIRED = '請選擇配送方式';
export const PAYMENT_REQUIRED = '請選擇付款方式';
export const BRANCH_REQUIRED = '請選擇取貨門市';
export const PICKUP_TIME_REQUIRED = '請輸入取貨時間';
export const PICKUP_TIME_FORMAT = '取貨時間格式為 HH:mm';
export const pickupTimeOutside = (open: string, close: string) => `取貨時間需在 ${open} 至 ${close} 之間`;
export const RECEIVER_NAME_REQUIRED = '請輸入收件人姓名';
export const RECEIVER_NAME_TOO_LONG = '收件人姓名最多 50 個字';
export const PHONE_REQUIRED = '請輸入手機號碼';
export const ADDRESS_REQUIRED = '請輸入收件地址';
export const ADDRESS_TOO_LONG = '地址最多 200 個字';
export const EMAIL_INVALID = '請輸入正確的電子郵件';
export const NOTE_TOO_LONG = '備註最多 500 個字';

/** The control each message belongs to, in the order the screen shows them. */
export type CheckoutField =
  | 'delivery'
  | 'branch'
  | 'pickupTime'
  | 'payment'
  | 'receiver.name'
  | 'receiver.phone'
  | 'receiver.address'
  | 'receiver.email'
  | 'receiver.note'
  | 'invoice.carrierNum'
  | 'invoice.customerIdentifier'
  | 'invoice.customerName';

export type CheckoutIssue = { field: CheckoutField; message: string };

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
  if (!state.payment) return issue('payment', PAYMENT_REQUIRED);
  return null;
}

function receiverForm(state: CheckoutState): CheckoutIssue | null {
  const { name, phone, address, email, note } = state.receiver;
  if (!name.trim()) return issue('receiver.name', RECEIVER_NAME_REQUIRED);
  if (name.trim().length > 50) return issue('receiver.name', RECEIVER_NAME_TOO_LONG);
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

function invoiceForm(state: CheckoutState): CheckoutIssue | null {
  const inv = state.invoice;
  if (inv.type === 'B2B') {
    if (!isValidTaxId(inv.customerIdentifier.trim()))
      return issue('invoice.customerIdentifier', INVOICE_MESSAGES.taxId);
    if (!inv.customerName.trim()) return issue('invoice.customerName', INVOICE_MESSAGES.companyName);
    return null;
  }
  const num = inv.carrierNum.trim();
  if (inv.carrierType === 'mobile' && !isValidMobileBarcode(num))
    return issue('invoice.carrierNum', INVOICE_MESSAGES.mobile);
  if (inv.carrierType === 'citizen' && !isValidCitizenCertificate(num))
    return issue('invoice.carrierNum', INVOICE_MESSAGES.citizen);
  if (inv.carrierType === 'donation' && !isValidDonationCode(num))
    return issue('invoice.carrierNum', INVOICE_MESSAGES.donation);
  return null;
}

/**
 * The first thing to fix before an order can be sent (spec §5): the delivery and payment form
 * first, then the receiver form, then the invoice when the shop issues one.
 */
export function validateCheckout(state: CheckoutState, { invoiceEnabled }: { invoiceEnabled: boolean }) {
  return deliveryAndPayment(state) ?? receiverForm(state) ?? (invoiceEnabled ? invoiceForm(state) : null);
}
