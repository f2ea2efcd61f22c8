import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceEnvironment, InvoiceMoment, InvoiceProvider } from '@/lib/console/contract/settings';
import { at, shopId } from './columns';

/** The e-invoice provider a shop issues its invoices through, with the merchant's keys there. */
export const invoiceConfigs = pgTable('invoice_configs', {
  shopId: shopId().primaryKey(),
  provider: text('provider').$type<InvoiceProvider>().notNull(),
  environment: text('environment').$type<InvoiceEnvironment>().notNull().default('test'),
  /** MerchantID, HashKey and HashIV. Read by the server only; never part of an answer or a log. */
  credentials: jsonb('credentials').$type<Record<string, string>>().notNull(),
  /** When an order's invoice is issued: once it is paid (COD: once completed), or once it ships. */
  issueAt: text('issue_at').$type<InvoiceMoment>().notNull().default('paid'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * What the e-invoice sandbox issued, as the provider keeps it: one invoice per merchant and
 * RelateNumber (a second is refused), found again by either.
 */
export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    id: serial('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    relateNumber: text('relate_number').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    /** As the provider writes it: `yyyy-MM-dd HH:mm:ss`, Taiwan time. */
    invoiceDate: text('invoice_date').notNull(),
    randomNumber: text('random_number').notNull(),
    salesAmount: integer('sales_amount').notNull(),
    remainingAllowance: integer('remaining_allowance').notNull(),
    invalidAt: at('invalid_at'),
    /** The Issue request's Data as received, for GetIssue's answer. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_invoices_relate_uq').on(t.merchantId, t.relateNumber),
    uniqueIndex('sandbox_invoices_number_uq').on(t.invoiceNo),
  ],
);
