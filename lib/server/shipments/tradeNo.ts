/**
 * A shipment's MerchantTradeNo: the order number (16 digits), `S` and the attempt's sequence, so a
 * parcel created again after a return has a number of its own. Letters and digits, at most 20, as
 * ECPay requires. Pure.
 */
const MAX_SHIPMENTS = 99;

export function shipmentTradeNo(orderNo: string, attempt: number): string {
  if (!/^\d{16}$/.test(orderNo)) throw new RangeError('order numbers are 16 digits');
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_SHIPMENTS)
    throw new RangeError(`attempt must be 1–${MAX_SHIPMENTS}`);
  return `${orderNo}S${attempt}`;
}
