import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RefundMethod, RefundStatus, ReturnStatus } from '@/lib/api/contract';
import { at, shopId } from './columns';
import { members } from './members';
import { orders } from './orders';

/** What a return gives back, by where it goes (order_returns.amounts; lib/server/returns/amounts.ts). */
export type ReturnAmounts = {
  /** Money back to the payment used. */
  money: number;
  /** 購物金 back to the member. */
  wallet: number;
  /** The partner wallet back. */
  external: number;
  /** 回饋金 the order spent, back to the member. */
  cashbackSpent: number;
  /** 回饋金 the order earned, taken back. */
  cashbackEarned: number;
  /** What the e-invoice is lowered by: money and stored value, not cashback (a discount there). */
  invoice: number;
};

/**
 * A shopper's return of an order, whole or some of its lines, and what the shop decided. `amounts` is
 * what the approval gave back, computed once in the approving transaction; the refund of money
 * follows through the order's gateway (an intent) or by the shop's hand.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    /** What is returned: stock and quantity, within what the order bought less earlier returns. */
    lines: jsonb('lines').$type<{ stockId: number; quantity: number }[]>().notNull(),
    /** With earlier returns, the return takes the order's last units back. */
    whole: boolean('whole').notNull(),
    reason: text('reason').notNull(),
    rejectReason: text('reject_reason'),
    /** Put the goods back on sale on approval (the shop's choice per return). */
    restock: boolean('restock').notNull().default(true),
    amounts: jsonb('amounts').$type<ReturnAmounts | null>(),
    /** Money owed back to the payment used (part of `amounts`, kept apart to read at a glance). */
    refundAmount: integer('refund_amount').notNull().default(0),
    refundMethod: text('refund_method').$type<RefundMethod>(),
    refundStatus: text('refund_status').$type<RefundStatus>(),
    /** The e-invoice allowance (折讓) the provider gave for a partial return. */
    allowance: jsonb('allowance').$type<Record<string, unknown> | null>(),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('order_returns_order_idx').on(t.shopId, t.orderId),
    // One open return per order, held by the database, so two requests at once make one.
    uniqueIndex('order_returns_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'requested'`),
  ],
);

/**
 * The payment sandbox's own book of refunds, as NewebPay keeps its own: what was refunded of each
 * paid trade (MerchantOrderNo), so a refund beyond what was paid is refused and a query answers
 * what is left, as the gateway would.
 */
export const sandboxPaymentRefunds = pgTable(
  'payment_sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    merchantOrderNo: text('merchant_order_no').notNull(),
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_sandbox_refunds_trade_idx').on(t.merchantId, t.merchantOrderNo)],
);
