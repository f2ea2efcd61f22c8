import { z } from 'zod';
import { ECOMMERCE_MODULE } from '@/lib/api/contract';

/**
 * The value sets and rules of a shop's settings, as the console shows and saves them, the operator
 * commands take them and the tables store them: one copy for all of them.
 */

/** The text-message providers an organisation can send its sign-in codes through. */
export const SMS_PROVIDERS = ['mitake', 'every8d', 'twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** Where a shop's e-invoices are issued: ECPay, or the built-in sandbox speaking ECPay's protocol. */
export const INVOICE_PROVIDERS = ['ecpay', 'sandbox'] as const;
export type InvoiceProvider = (typeof INVOICE_PROVIDERS)[number];

export const INVOICE_ENVIRONMENTS = ['test', 'production'] as const;
export type InvoiceEnvironment = (typeof INVOICE_ENVIRONMENTS)[number];

/**
 * When a shop issues an order's invoice: `paid`, once the money is in (an online payment, a confirmed
 * transfer, a free order at creation, a cash-on-delivery order once completed), or `shipped`, once
 * the parcel leaves.
 */
export const INVOICE_MOMENTS = ['paid', 'shipped'] as const;
export type InvoiceMoment = (typeof INVOICE_MOMENTS)[number];

/** A shop's LINE Login channel: LINE's own, or the built-in sandbox speaking its protocol. */
export const LINE_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type LineEnvironment = (typeof LINE_ENVIRONMENTS)[number];

/** The payment gateways a shop can take online payments through. */
export const GATEWAY_PROVIDERS = ['sandbox', 'newebpay', 'linepay', 'jkos', 'pchomepay', 'ecpay'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

/** Off, cashback is neither earned nor spent; nothing is refused (an order simply uses none). */
export const CASHBACK_MODULE = 'cashback';

/** The modules the storefront knows; a mistyped name would otherwise be stored and do nothing. */
export const SHOP_MODULES = [ECOMMERCE_MODULE, 'member', CASHBACK_MODULE] as const;
export type ShopModule = (typeof SHOP_MODULES)[number];

/**
 * Every order waiting for its money holds stock. Without a cap one member could place orders (or ATM
 * orders with a made-up transfer report, or COD orders never collected) until the whole shop shows
 * 已售罄, so each shop caps how many one member may have open at once.
 */
export const OPEN_ORDER_LIMIT = { default: 3, min: 1, max: 20 } as const;

/** Below this many units a stock option is listed as low on the console's today page, unless the shop sets its own. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/**
 * The shop's own bank account that ATM orders are transferred to. The shop confirms each transfer
 * itself (`order --to paid`), reading the shopper's report (name and last 5 digits) against its
 * statement; no account is ever made up for an order.
 */
export const ATM_ACCOUNT_MESSAGES = {
  bankCode: '銀行代碼須為 3 位數字（例如 808）',
  account: '帳號須為 8 至 16 位數字，不含空白或連字號',
  accountName: '請給戶名（50 字以內）',
  required: 'ATM 轉帳須設定收款帳戶：--bank-code、--account、--account-name',
  onlyAtm: '只有 ATM 轉帳需要收款帳戶',
} as const;

export const AtmAccountSchema = z.object({
  bankCode: z
    .string()
    .trim()
    .regex(/^\d{3}$/, ATM_ACCOUNT_MESSAGES.bankCode),
  account: z
    .string()
    .trim()
    .regex(/^\d{8,16}$/, ATM_ACCOUNT_MESSAGES.account),
  accountName: z
    .string()
    .trim()
    .min(1, ATM_ACCOUNT_MESSAGES.accountName)
    .max(50, ATM_ACCOUNT_MESSAGES.accountName),
});
export type AtmAccount = z.infer<typeof AtmAccountSchema>;
