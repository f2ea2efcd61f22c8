import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SmsProvider } from '@/lib/console/contract/settings';
import { at, orgId } from './columns';

/**
 * The text-message provider an organisation pays for its sign-in codes. One per organisation, as its
 * members (and so their codes) are shared by its shops.
 */
export const smsConfigs = pgTable(
  'sms_configs',
  {
    id: serial('id').primaryKey(),
    orgId: orgId(),
    provider: text('provider').$type<SmsProvider>().notNull(),
    /** The name in 【】 at the start of each text; the organisation's shop name when null. */
    sender: text('sender'),
    /** The organisation's keys at the provider. Read by the server only; never part of an answer. */
    credentials: jsonb('credentials').$type<Record<string, string>>().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sms_configs_org_uq').on(t.orgId)],
);
