import { invoiceHandlers } from '../invoices/intentHandlers';
import { refundHandler } from '../payments/refundIntent';
import { shipmentCreateHandler } from '../shipments/intent';
import type { IntentHandlers } from '../outbox/handler';

/**
 * The handler of each kind the provider adapters send, as the server's worker runs them. An intent
 * of a kind missing here waits in the table: no worker claims it.
 */
export const intentHandlers: IntentHandlers = {
  ...invoiceHandlers(),
  'shipment.create': shipmentCreateHandler,
  'payment.refund': refundHandler(),
};
