import type { IssuedStoreCode } from './gateway';

/**
 * Reading the convenience-store payment codes gateways issue for Ibon (ECPay's CVS PaymentNo,
 * NewebPay's CVS CodeNo) and showing one on its order. Pure.
 */

/**
 * ECPay's PaymentNo is String(14), NewebPay's CodeNo up to 30; both letters and digits (ECPay's stage
 * codes look like `LLL22098722826`). Anything else is not a code a kiosk takes.
 */
const STORE_CODE = /^[A-Za-z0-9]{6,30}$/;

/** What a gateway's fields say was issued, or null when they do not make a code a shopper could pay. */
export function readIssuedStoreCode(fields: {
  code: unknown;
  expiresAt: Date | null;
}): IssuedStoreCode | null {
  const { code, expiresAt } = fields;
  if (typeof code !== 'string' || !STORE_CODE.test(code)) return null;
  if (!expiresAt) return null;
  return { code, expiresAt };
}

/**
 * The order's `storeCode` once issued. The due time shown is the earlier of the code's expiry and the
 * order's own due time: the order is not held past its due time, and a kiosk refuses an expired code.
 */
export function issuedStoreCodeInfo(issued: IssuedStoreCode, orderDueAt: Date | null) {
  const dueAt =
    orderDueAt && orderDueAt.getTime() < issued.expiresAt.getTime() ? orderDueAt : issued.expiresAt;
  return { code: issued.code, dueAt: dueAt.toISOString() };
}
