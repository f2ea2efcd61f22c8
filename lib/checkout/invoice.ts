import type { InvoiceInput } from '@/lib/api/contract';
import { selectedDelivery } from './choices';
import type { CheckoutState } from './types';

const orNull = (s: string) => s.trim() || null;

/**
 * The invoice as the contract takes it. Its notice address and e-mail are the receiver's, so the
 * form does not ask twice; B2C drops the company's number and name, B2B the carrier (spec §4).
 */
export function invoiceInput(state: CheckoutState): InvoiceInput {
  const inv = state.invoice;
  const customerAddress = selectedDelivery(state)?.type === 'home' ? orNull(state.receiver.address) : null;
  const customerEmail = orNull(state.receiver.email);
  return inv.type === 'B2B'
    ? {
        type: 'B2B',
        customerIdentifier: orNull(inv.customerIdentifier),
        customerName: orNull(inv.customerName),
        customerAddress,
        customerEmail,
      }
    : {
        type: 'B2C',
        carrierType: inv.carrierType,
        carrierNum: inv.carrierType === 'member' ? null : orNull(inv.carrierNum),
        customerAddress,
        customerEmail,
      };
}
