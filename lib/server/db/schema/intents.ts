import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IntentKind, IntentStatus } from '../../outbox/kinds';
import { at, shopId } from './columns';
import { orders } from './orders';

/**
 * One intended call to an outside provider (issue an e-invoice, create a shipment…), written in the
 * same transaction as the order change that needs it, then sent by the intent worker until it is
 * done or given up. The key is what the provider dedupes on, so a call sent twice has one effect.
 */
export const providerIntents = pgTable(
  'provider_intents',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IntentKind>().notNull(),
    /** The provider's idempotency key for this call (e.g. ECPay's RelateNumber or MerchantTradeNo). */
    key: text('key').notNull(),
    /** What the handler needs to make the call: no keys, and no personal data beyond the call's own. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<IntentStatus>().notNull().default('pending'),
    /** Claims so far, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** The worker sending it now, and until when: past that, another worker may take it over. */
    claimOwner: text('claim_owner'),
    claimExpiresAt: at('claim_expires_at'),
    /** A short code and message of the last failure; never a key nor the payload. */
    lastError: text('last_error'),
    /** The provider's answer as the handler kept it (e.g. the invoice number). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('provider_intents_key_uq').on(t.shopId, t.kind, t.key),
    // The worker's two questions: which pending rows are due, and whose lease ran out.
    index('provider_intents_due_idx').on(t.status, t.nextAttemptAt),
    index('provider_intents_lease_idx').on(t.status, t.claimExpiresAt),
    index('provider_intents_order_idx').on(t.orderId),
  ],
);
