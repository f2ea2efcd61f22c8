import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@/lib/api/contract';
import { products } from './catalog';
import type { GatewayProvider } from '@/lib/console/contract/settings';
import { z } from 'zod';
import { at, shopId } from './columns';
import { members } from './members';

/**
 * The e-invoice of an order as the provider issued it, kept on the order: its number (two letters
 * and eight digits), when it was issued, its four-digit random code, and when it was voided.
 */

/**
 * Automatic promotions. `order_discount`: spend ≥ minAmount, get `discount` off. `order_free_shipping`:
 * spend ≥ minAmount, delivery is free. `product_discount`: every full set of minQuantity units of the
 * product takes `discount` off. Amounts are whole NT dollars; a null window end never ends.
 */
export const IssuedOrderInvoiceSchema = z.object({
  number: z.string().regex(/^[A-Z]{2}\d{8}$/),
  /** ISO time. */
  issuedAt: z.string(),
  randomCode: z.string().regex(/^\d{4}$/),
  voidedAt: z.string().nullable().default(null),
});
export type IssuedOrderInvoice = z.infer<typeof IssuedOrderInvoiceSchema>;

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    kind: text('kind').$type<'order_discount' | 'order_free_shipping' | 'product_discount'>().notNull(),
    minAmount: integer('min_amount').notNull().default(0),
    minQuantity: integer('min_quantity').notNull().default(1),
    discount: integer('discount').notNull().default(0),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    enable: boolean('enable').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
  },
  (t) => [index('promotions_shop_idx').on(t.shopId)],
);

/**
 * Codes a shopper types at checkout. `amount` takes `value` dollars off, `percent` takes value % off
 * the goods. usageLimit caps uses of the code, perMemberLimit the uses by one member (null: no cap).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    /** Stored upper-case; shoppers may type any case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountType: text('discount_type').$type<'amount' | 'percent'>().notNull(),
    value: integer('value').notNull(),
    minAmount: integer('min_amount').notNull().default(0),
    usageLimit: integer('usage_limit'),
    perMemberLimit: integer('per_member_limit'),
    /** Uses by orders that were not cancelled; kept beside the limit so one conditional update checks it. */
    usedCount: integer('used_count').notNull().default(0),
    enable: boolean('enable').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
  },
  (t) => [uniqueIndex('promo_codes_shop_code_uq').on(t.shopId, t.code)],
);

/**
 * An order as charged: every amount is the server's own computation at creation, kept so that the
 * order reads the same after prices, promotions or delivery fees change.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Letters and digits only, ≤ 30 characters: what payment gateways accept as a merchant order number. */
    orderNo: text('order_no').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    statusHistory: jsonb('status_history')
      .$type<{ status: OrderStatus; at: string; note?: string }[]>()
      .notNull()
      .default([]),
    paymentType: text('payment_type').notNull(),
    deliveryId: integer('delivery_id'),
    /** Delivery as it was chosen: name, type, chain, branch, pickup time, store. */
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    receiver: jsonb('receiver').$type<Record<string, unknown>>().notNull(),
    info: jsonb('info').$type<Record<string, unknown> | null>(),
    invoice: jsonb('invoice').$type<Record<string, unknown> | null>(),
    note: text('note'),
    /** The whole price computation (lines, promotions, fees, wallets) as the contract's OrderQuote. */
    amounts: jsonb('amounts').$type<Record<string, unknown>>().notNull(),
    /** What is left to pay with the payment type (also in `amounts`): the sum a payment must bring. */
    paymentPrice: integer('payment_price').notNull(),
    /** Cashback the member earns once the order is paid. */
    addCashback: integer('add_cashback').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /**
     * ATM: the account to transfer to and its due time. The shop's own account, given at creation;
     * or, when `virtualAccount`, the account the shop's gateway issued for this order alone, once
     * the gateway has issued it.
     */
    atm: jsonb('atm').$type<Record<string, unknown> | null>(),
    /**
     * ATM paid into a per-order virtual account issued by the shop's gateway (paid automatically by
     * the gateway's notice), rather than a transfer to the shop's own account that the shop confirms.
     * Decided when the order is placed, by how the shop's `atm` type was configured then.
     */
    virtualAccount: boolean('virtual_account').notNull().default(false),
    /**
     * Ibon: the convenience-store payment code the shop's gateway issued for the order (取號) and its
     * due time, once issued; the shopper keys it in at a store's kiosk and pays at the counter.
     */
    storeCode: jsonb('store_code').$type<Record<string, unknown> | null>(),
    /** The e-invoice issued for the order, as the provider answered: number, date, random code. */
    issuedInvoice: jsonb('issued_invoice').$type<IssuedOrderInvoice | null>(),
    paymentUserResponse: jsonb('payment_user_response').$type<Record<string, unknown> | null>(),
    /**
     * Since when the gateway holds a payment of the order for the shop's own review (PChomePay's
     * 待審單): neither paid nor failed until the shop approves or rejects it; null otherwise. Its
     * attempt (status `review`) names the trade; kept here too so the order's pages, its payability
     * and the sweep read it with the order.
     */
    paymentReviewAt: at('payment_review_at'),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the request body, so a reused key with another body is refused instead of misread. */
    requestHash: text('request_hash'),
    /** An unpaid order waiting for an online payment or a transfer is cancelled after this. */
    paymentDueAt: at('payment_due_at'),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    /**
     * Counts the order's changes (a move, a transfer report, a return, a console note): the console
     * sends the version it showed, and a change made meanwhile by someone else refuses it (409).
     */
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_shop_order_no_uq').on(t.shopId, t.orderNo),
    uniqueIndex('orders_idempotency_uq').on(t.shopId, t.memberId, t.idempotencyKey),
    index('orders_member_idx').on(t.shopId, t.memberId, t.status, t.id),
    index('orders_payment_due_idx').on(t.status, t.paymentDueAt),
  ],
);

/** The lines of an order at the prices charged. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    stockId: integer('stock_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** One row per use of a promo code by an order; removed when the order is cancelled. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('promo_code_uses_order_uq').on(t.orderId),
    index('promo_code_uses_member_idx').on(t.promoCodeId, t.memberId),
  ],
);

export const WALLET_KINDS = ['wallet', 'external'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * Stored value of a member, one row per movement (top-up +, payment −, refund +). `wallet` is the
 * shop's own balance (購物金); `external` a partner wallet the shop accepts.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WalletKind>().notNull(),
    amount: integer('amount').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('wallet_entries_member_idx').on(t.shopId, t.memberId, t.kind)],
);

/** What a member filled in at checkout, newest first, to prefill the next one. */
export const memberStorage = pgTable('member_storage', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  shopId: shopId(),
  checkoutInfos: jsonb('checkout_infos').$type<unknown[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** `review`: held by the gateway for the shop's review (lib/server/payments/review.ts). */
export const ATTEMPT_STATUSES = ['started', 'pending', 'review', 'paid', 'failed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * One try at paying an order through a gateway. An order may be tried again after a failed or
 * abandoned try; each try has its own trade number, as gateways refuse a number they have seen.
 * The attempt, not the order, is what a notification names, so a late answer to an old try is
 * still recognised.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<GatewayProvider>().notNull(),
    /** The order number and the try's sequence, e.g. 2026112300000042P1: letters and digits, ≤ 20. */
    tradeNo: text('trade_no').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<AttemptStatus>().notNull().default('started'),
    /** The gateway's own transaction id; a string, as some exceed 2^53. */
    providerTradeNo: text('provider_trade_no'),
    message: text('message'),
    /** Where the shopper is sent back to: the storefront's addresses, checked to be the shop's own. */
    clientBackURL: text('client_back_url').notNull(),
    clientCompleteURL: text('client_complete_url').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('payment_attempts_trade_no_uq').on(t.tradeNo),
    index('payment_attempts_order_idx').on(t.orderId),
  ],
);

/**
 * A convenience-store map session: the store picked by the shopper on the chain's map is written
 * here by the map's reply, bound to a random token only this member's checkout knows.
 */
export const cvsMapSessions = pgTable(
  'cvs_map_sessions',
  {
    token: text('token').primaryKey(),
    shopId: shopId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id').notNull(),
    /** The chain as the map knows it: UNIMART, FAMI, HILIFE, OKMART or a C2C kind. */
    subType: text('sub_type').notNull(),
    clientCompleteURL: text('client_complete_url').notNull(),
    storeId: text('store_id'),
    storeName: text('store_name'),
    storeAddress: text('store_address'),
    createdAt: at('created_at').notNull().defaultNow(),
    repliedAt: at('replied_at'),
  },
  (t) => [index('cvs_map_sessions_member_idx').on(t.shopId, t.memberId, t.createdAt)],
);
