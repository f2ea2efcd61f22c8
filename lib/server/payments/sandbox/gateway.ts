import { randomBytes } from 'node:crypto';
import type { PaymentType } from '@/lib/api/contract';
import type { Fetch, Gateway } from '../gateway';
import { createNewebPayGateway, type NewebPayCredentials } from '../newebpay/gateway';
import { newebPayRefunds } from '../newebpay/refund';

/**
 * The sandbox takes no money, so it works only where it is meant to: the demo (STOREFRONT_DEMO_MODE=1)
 * or a deployment that says so (PAYMENT_SANDBOX=1). Elsewhere a shop configured with it offers no
 * online payment, and neither its pages nor its store map answer.
 */
export const sandboxAllowed = () =>
  process.env.PAYMENT_SANDBOX === '1' || process.env.STOREFRONT_DEMO_MODE === '1';

export const SANDBOX_NOT_ALLOWED = '測試金流未開啟（PAYMENT_SANDBOX=1 或示範模式才可使用）';

/** Written in the order's history when the sandbox "pays" it: nothing was collected. */
export const SANDBOX_PAID_NOTE = '測試付款完成（未實際收款）';

/** The hosted payment page of our own sandbox, on this deployment. */
export const SANDBOX_PAYMENT_PATH = '/api-client/sandboxGateway/payment';

/** The sandbox's ATM, where a tester transfers to a virtual account the sandbox issued. */
export const SANDBOX_ATM_PATH = '/api-client/sandboxGateway/atm';

/** The sandbox's store counter, where a tester pays a convenience-store code the sandbox issued. */
export const SANDBOX_STORE_PATH = '/api-client/sandboxGateway/store';

/**
 * The holder a sandbox-issued virtual account is shown with on its order: no bank knows the account,
 * and the order page must say so to anyone tempted to transfer real money to it.
 */
export const SANDBOX_ACCOUNT_HOLDER = '測試金流虛擬帳號（請勿實際轉帳）';

/** Where the sandbox answers NewebPay's API calls (`/API/CreditCard/Close`, `/API/QueryTradeInfo`). */
const SANDBOX_API_PATH = '/api-client/sandboxGateway';

/** Types the MPG protocol itself has options for; the others are shown on the card page. */
const MPG_TYPES: readonly PaymentType[] = ['newebpay', 'atm', 'Ibon'];

/**
 * The built-in sandbox: a gateway that speaks NewebPay's MPG protocol (encrypted TradeInfo, TradeSha,
 * signed notification and return) with the shop's own sandbox keys, so every online payment type
 * runs end to end on a machine with no outside network, through the same verification code a real
 * gateway's answers go through; its card refunds too. No money moves.
 */
export function createSandboxGateway(options: {
  credentials: NewebPayCredentials;
  origin: string;
  fetch?: Fetch;
}): Gateway {
  const mpg = createNewebPayGateway({
    environment: 'test',
    credentials: options.credentials,
    endpoint: `${options.origin}${SANDBOX_PAYMENT_PATH}`,
  });
  return {
    provider: 'sandbox',
    acknowledgement: mpg.acknowledgement,
    start: (charge, urls) =>
      mpg.start(
        { ...charge, paymentType: MPG_TYPES.includes(charge.paymentType) ? charge.paymentType : 'newebpay' },
        urls,
      ),
    verify: async (incoming, lookup) => {
      const verdict = await mpg.verify(incoming, lookup);
      return verdict.issuedAccount
        ? { ...verdict, issuedAccount: { ...verdict.issuedAccount, holder: SANDBOX_ACCOUNT_HOLDER } }
        : verdict;
    },
    refund: newebPayRefunds({
      base: `${options.origin}${SANDBOX_API_PATH}`,
      credentials: options.credentials,
      fetch: options.fetch,
    }),
  };
}

/** Fresh sandbox keys for a shop: the sandbox signs with them as a real gateway signs with a merchant's. */
export function newSandboxCredentials(shopId: number): NewebPayCredentials {
  return {
    merchantId: `SANDBOX${shopId}`,
    hashKey: randomBytes(16).toString('hex'),
    hashIV: randomBytes(8).toString('hex'),
  };
}
