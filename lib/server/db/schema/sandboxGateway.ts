import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The sandbox gateway's own books of what it issued to be paid later: ATM virtual accounts (NewebPay's
 * VACC option) and convenience-store payment codes (its CVS option), so that a tester can "transfer"
 * to an account or "pay" a code at the counter later and the sandbox sends the payment notice as
 * NewebPay would. Kept apart from the shop's data: the sandbox stands for the gateway, not the shop.
 */
export const sandboxVirtualAccounts = pgTable(
  'payment_sandbox_virtual_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    merchantOrderNo: text('merchant_order_no').notNull(),
    /** The sandbox's own trade number, as NewebPay's TradeNo: the same in the issue and the payment. */
    tradeNo: text('trade_no').notNull(),
    /** NewebPay's payment option: `VACC` (an account, with its bank code) or `CVS` (a store code). */
    kind: text('kind').$type<'VACC' | 'CVS'>().notNull().default('VACC'),
    /** The account's bank; empty for a store code. */
    bankCode: text('bank_code').notNull(),
    /** The account number, or the store code. */
    account: text('account').notNull(),
    amount: integer('amount').notNull(),
    /** Where the payment notice goes: the shop's NotifyURL from the trade. */
    notifyURL: text('notify_url').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_sandbox_virtual_accounts_account_uq').on(t.account),
    index('payment_sandbox_virtual_accounts_trade_idx').on(t.merchantId, t.merchantOrderNo),
  ],
);
