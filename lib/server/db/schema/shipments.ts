import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PARCEL_STATES } from '@/lib/api/contract';
import { at, shopId } from './columns';
import { orders } from './orders';

type ParcelState = (typeof PARCEL_STATES)[number];

/** A parcel's state change as a carrier reported it (shipments.events). */
export type ParcelEvent = {
  status: ParcelState;
  /** ISO time the provider gave for the change (UpdateStatusDate), or when it was recorded. */
  at: string;
  /** The provider's own status code, kept for support questions. */
  rtnCode: string;
};

/**
 * A parcel handed to a carrier for an order. MerchantTradeNo is the key the logistics provider
 * knows it by, unique per shop, so a retried create finds the parcel instead of making a second.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'ecpay' | 'sandbox'>().notNull(),
    merchantTradeNo: text('merchant_trade_no').notNull(),
    /** The provider's own number for the parcel (ECPay's AllPayLogisticsID). */
    logisticsId: text('logistics_id').notNull(),
    logisticsType: text('logistics_type').$type<'CVS' | 'HOME'>().notNull(),
    subType: text('sub_type').notNull(),
    /** What the shopper and the store see: CVSPaymentNo at a store, the carrier's BookingNote at home. */
    trackingNo: text('tracking_no'),
    /** 7-ELEVEN's CVSValidationNo, printed with the payment number on the label. */
    validationNo: text('validation_no'),
    status: text('status').$type<ParcelState>().notNull(),
    statusHistory: jsonb('status_history').$type<ParcelEvent[]>().notNull().default([]),
    pickupDeadline: at('pickup_deadline'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_shop_trade_no_uq').on(t.shopId, t.merchantTradeNo),
    index('shipments_order_idx').on(t.shopId, t.orderId),
  ],
);

/**
 * The logistics sandbox's own book of parcels, as ECPay keeps its own: what a create was asked,
 * so a query, a repeated MerchantTradeNo and a status notice answer as the provider would.
 */
export const sandboxParcels = pgTable(
  'logistics_sandbox_parcels',
  {
    id: serial('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    merchantTradeNo: text('merchant_trade_no').notNull(),
    /** The create request's fields as signed, CheckMacValue left out. */
    request: jsonb('request').$type<Record<string, string>>().notNull(),
    /** The create answer's fields, the parcel's numbers among them. */
    answer: jsonb('answer').$type<Record<string, string>>().notNull(),
    /** ECPay's latest logistics status code for the parcel. */
    rtnCode: text('rtn_code').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('logistics_sandbox_parcels_trade_no_uq').on(t.merchantId, t.merchantTradeNo)],
);
