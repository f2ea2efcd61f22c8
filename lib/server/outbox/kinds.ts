import { z } from 'zod';

/** Every call the outbox knows how to send; a provider adapter registers a handler for its own. */
export const IntentKindSchema = z.enum([
  'invoice.issue',
  'invoice.void',
  'invoice.allowance',
  'shipment.create',
  'payment.refund',
]);
export type IntentKind = z.infer<typeof IntentKindSchema>;

export type IntentStatus = 'pending' | 'sending' | 'done' | 'failed';

/** The part before the dot: `invoice` names every invoice kind at once. */
export const intentFamily = (kind: IntentKind): string => kind.slice(0, kind.indexOf('.'));
