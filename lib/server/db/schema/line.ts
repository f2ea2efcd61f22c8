import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, orgId, shopId } from './columns';
import type { LINE_PURPOSES } from '@/lib/api/contract/auth';
import { users } from './members';
import type { LineEnvironment } from '@/lib/console/contract/settings';

/** A shop's LINE Login channel. The secret signs its ID tokens, so it is never answered or logged. */
export const lineChannels = pgTable('line_channels', {
  shopId: shopId().primaryKey(),
  channelId: text('channel_id').notNull(),
  channelSecret: text('channel_secret').notNull(),
  environment: text('environment').$type<LineEnvironment>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type LinePurpose = (typeof LINE_PURPOSES)[number];

/**
 * One LINE authorization under way: the state LINE sends back (only its hash), and the nonce and
 * PKCE verifier that must not leave the server. Used once; a bind belongs to one user.
 */
export const lineLoginStates = pgTable(
  'line_login_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    shopId: shopId(),
    purpose: text('purpose').$type<LinePurpose>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('line_login_states_hash_uq').on(t.stateHash),
    index('line_login_states_exp_idx').on(t.expiresAt),
  ],
);

/** A LINE user signed in to an organisation: one account each way. */
export const lineBindings = pgTable(
  'line_bindings',
  {
    id: serial('id').primaryKey(),
    orgId: orgId(),
    lineUserId: text('line_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('line_bindings_org_line_uq').on(t.orgId, t.lineUserId),
    uniqueIndex('line_bindings_user_uq').on(t.userId),
  ],
);

/**
 * A LINE user proven by an ID token but bound to no account yet: the ticket (only its hash) lets the
 * shopper verify a phone once and be bound to that phone's account.
 */
export const lineLinkTickets = pgTable(
  'line_link_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    orgId: orgId(),
    shopId: shopId(),
    lineUserId: text('line_user_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('line_link_tickets_hash_uq').on(t.ticketHash)],
);

/** Authorization codes the LINE sandbox has issued, as LINE keeps them: one use, minutes long. */
export const lineSandboxCodes = pgTable(
  'line_sandbox_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    channelId: text('channel_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge'),
    nonce: text('nonce'),
    lineUserId: text('line_user_id').notNull(),
    name: text('name').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('line_sandbox_codes_hash_uq').on(t.codeHash)],
);
