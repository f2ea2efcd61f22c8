import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, orgId } from './columns';
import { shops } from './shops';
import { staff } from './staff';

/** An account of an organisation: one phone signs in to every shop of the organisation. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    orgId: orgId(),
    phone: text('phone').notNull(),
    /** Null until the shopper sets one: quick sign-up needs only the phone. */
    passwordHash: text('password_hash'),
    name: text('name'),
    gender: text('gender'),
    birthday: date('birthday', { mode: 'string' }),
    address: text('address'),
    email: text('email'),
    /** Answers to the organisation's extra fields (user_info_fields), by key. */
    custom: jsonb('custom').$type<Record<string, string>>().notNull().default({}),
    banAt: at('ban_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_org_phone_uq').on(t.orgId, t.phone)],
);

/** A user's membership of one shop: what a member token stands for. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    orgId: orgId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_shop_user_uq').on(t.shopId, t.userId), index('members_user_idx').on(t.userId)],
);

/** One-time codes sent by SMS; only a salted hash of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    orgId: orgId(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('otp_codes_org_phone_created_idx').on(t.orgId, t.phone, t.createdAt)],
);

/**
 * `staff_device`: a console device a staff member signed in on; its code requests have a budget of
 * their own (lib/server/auth/otpLimits.ts), so no one else can use up that staff member's codes there.
 */
export const TOKEN_KINDS = [
  'user',
  'member',
  'phone_verify',
  'staff',
  'staff_refresh',
  'staff_device',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Grant codes hand a signed-in user from the auth host to a shop's callback, once. */
export const grantCodes = pgTable(
  'grant_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    orgId: orgId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    /** The user token that asked for the code: spent by the exchange, ended with the session it gave. */
    userTokenId: integer('user_token_id').references((): AnyPgColumn => authTokens.id, {
      onDelete: 'set null',
    }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('grant_codes_hash_uq').on(t.codeHash), index('grant_codes_user_idx').on(t.userId)],
);

/**
 * Bearer tokens of every kind; only their sha256 is kept, so a leaked table signs no one in. A user
 * token belongs to the organisation, a member token to one shop, a phone_verify token to one phone
 * and purpose, a console token (staff, the staff_refresh that renews it, and the staff_device that
 * remembers the device) to a staff member.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<TokenKind>().notNull(),
    orgId: orgId(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    purpose: text('purpose'),
    /** The grant code a member token was exchanged for: a replayed code revokes what it gave. */
    grantId: integer('grant_id').references(() => grantCodes.id, { onDelete: 'set null' }),
    /** The staff member a console token (staff, staff_refresh, staff_device) stands for. */
    staffId: integer('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    index('auth_tokens_grant_idx').on(t.grantId),
    index('auth_tokens_shop_idx').on(t.shopId),
  ],
);

/** Fixed-window counters kept in the database, so every server process counts the same requests. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * A member's cashback, one row per movement: earned (+) or spent (−). A spending row carries the
 * expiry of the earning it uses up, so the balance is the sum of the rows not yet expired; null
 * never expires.
 */
export const cashbackWalletEntries = pgTable(
  'cashback_wallet_entries',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    expireAt: at('expire_at'),
    /** earn (an order paid), spend (used on an order), refund (a cancelled order's spend given back), revoke, grant. */
    kind: text('kind').$type<'earn' | 'spend' | 'refund' | 'revoke' | 'grant'>().notNull().default('grant'),
    /** The order that earned or spent it; a refund points at the cancelled order. */
    orderId: integer('order_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cashback_wallet_entries_order_idx').on(t.orderId),
    index('cashback_wallet_entries_member_idx').on(t.shopId, t.memberId, t.expireAt),
  ],
);

/** What the SMS sender would have sent; written only in demo and test mode. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    orgId: orgId(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);
