import { z } from 'zod';
import { checkMacValue, checkMacValueMatches } from '../../logistics/ecpay/checkMacValue';
import type {
  CallbackUrls,
  Charge,
  Gateway,
  GatewayEnvironment,
  Incoming,
  IssuedAccount,
  IssuedStoreCode,
  Outcome,
  Verdict,
} from '../gateway';
import { GatewayRefusal } from '../gateway';
import { readIssuedStoreCode } from '../storeCode';
import { readIssuedAccount, taiwanWallTime } from '../virtualAccount';
import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';

/**
 * ECPay AIO (綠界全方位金流), used for Ibon (ECPay issues a convenience-store code, 超商代碼, paid at
 * a 7-ELEVEN ibon kiosk) and for ATM (ECPay issues a virtual account for the order, paid by a
 * transfer). The shopper's browser posts a signed form to ECPay; the code or account issued comes to
 * PaymentInfoURL and with the shopper's browser to ClientRedirectURL, the payment later to ReturnURL.
 */

export const EcpayCredentialsSchema = z.object({
  merchantId: z.string().trim().min(1),
  hashKey: z.string().min(1),
  hashIV: z.string().min(1),
});
export type EcpayCredentials = z.infer<typeof EcpayCredentialsSchema>;

const ENDPOINTS: Record<GatewayEnvironment, string> = {
  test: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
  production: 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
};

/** ECPay takes a code's lifetime in minutes, at most 30 days. */
const STORE_EXPIRE_MAX_MINUTES = 43_200;
/** ECPay truncates longer names, and a truncated name no longer matches its CheckMacValue. */
const TEXT_MAX = 200;

/** ECPay takes an ATM account's lifetime in whole days, 1 to 60 (its default is 3). */
const ATM_EXPIRE_MAX_DAYS = 60;

/*
 * Return codes, from ECPay's AIO documentation: 1 is paid; 10100073 is a convenience-store code
 * issued (取號成功) and 2 an ATM virtual account issued, both posted to PaymentInfoURL, with the
 * payment itself still to come to ReturnURL.
 */
const RTN_PAID = '1';
const RTN_CVS_CODE_ISSUED = '10100073';
const RTN_ATM_ACCOUNT_ISSUED = '2';

/** MerchantTradeNo: letters and digits only, at most 20. */
const MERCHANT_TRADE_NO = /^[A-Za-z0-9]{1,20}$/;

/** yyyy/MM/dd HH:mm:ss in Taiwan time, as ECPay reads MerchantTradeDate. */
export function taiwanDateTime(at: Date): string {
  const iso = new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

function cut(s: string): string {
  return Array.from(s).slice(0, TEXT_MAX).join('');
}

/** yyyy/MM/dd of a time, in Taiwan. */
function taiwanDate(at: Date): string {
  return taiwanDateTime(at).slice(0, 10);
}

/**
 * Whole Taiwan days from today to the order's due day: ECPay's account then lasts to the end of that
 * day, which is when the order stops being held (its due time is the end of a Taiwan day).
 */
export function atmExpireDays(expiresAt: Date, now: Date): number {
  const day = (at: Date) => Date.parse(`${taiwanDate(at).replaceAll('/', '-')}T00:00:00Z`);
  const days = Math.round((day(expiresAt) - day(now)) / 86_400_000);
  if (expiresAt.getTime() <= now.getTime() || days < 1) {
    throw new Error('The order is no longer held long enough for an ATM account');
  }
  return Math.min(days, ATM_EXPIRE_MAX_DAYS);
}

/** What the payment type asks of ECPay's cashier, and how long what it issues lasts. */
function paymentFields(charge: Charge, urls: CallbackUrls, now: Date): Record<string, string> {
  if (charge.paymentType === 'Ibon') {
    return {
      ChoosePayment: 'CVS',
      StoreExpireDate: String(storeExpireMinutes(charge.expiresAt, now)),
      // ECPay's CVS does not use OrderResultURL (as ATM, below): once the code is issued the
      // shopper's browser is sent here with it, signed, and on to the order that shows it.
      ClientRedirectURL: urls.returnURL,
    };
  }
  if (charge.paymentType === 'atm') {
    return {
      ChoosePayment: 'ATM',
      ExpireDate: String(atmExpireDays(charge.expiresAt, now)),
      // ECPay's ATM does not use OrderResultURL: once the account is issued, the shopper's browser is
      // sent here with it (signed like the server's notice), and on to the order that shows it.
      ClientRedirectURL: urls.returnURL,
    };
  }
  throw new Error(`ECPay does not take payment type ${charge.paymentType} here`);
}

/** The account in an ATM 取號 notice; ECPay's ExpireDate is a day, the account lasting to its end. */
function issuedAccountOf(form: Record<string, string>): IssuedAccount | undefined {
  if (form.RtnCode !== RTN_ATM_ACCOUNT_ISSUED || !form.PaymentType?.startsWith('ATM')) return undefined;
  const expiresAt = form.ExpireDate ? taiwanWallTime(form.ExpireDate, '23:59:59') : null;
  return readIssuedAccount({ bankCode: form.BankCode, account: form.vAccount, expiresAt }) ?? undefined;
}

/** The code in a CVS 取號 notice: PaymentNo String(14), ExpireDate as yyyy/MM/dd HH:mm:ss. */
function issuedStoreCodeOf(form: Record<string, string>): IssuedStoreCode | undefined {
  if (form.RtnCode !== RTN_CVS_CODE_ISSUED || !form.PaymentType?.startsWith('CVS')) return undefined;
  const [day = '', time = '23:59:59'] = (form.ExpireDate ?? '').trim().split(/\s+/);
  const expiresAt = day ? taiwanWallTime(day, time) : null;
  return readIssuedStoreCode({ code: form.PaymentNo, expiresAt }) ?? undefined;
}

function storeExpireMinutes(expiresAt: Date, now: Date): number {
  const minutes = Math.floor((expiresAt.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) throw new Error('The order is no longer held for payment');
  return Math.min(minutes, STORE_EXPIRE_MAX_MINUTES);
}

export function createEcpayGateway(options: {
  environment: GatewayEnvironment;
  credentials: EcpayCredentials;
}): Gateway {
  const { environment, credentials } = options;

  async function start(charge: Charge, urls: CallbackUrls) {
    if (!MERCHANT_TRADE_NO.test(charge.tradeNo)) {
      throw new Error(
        `Trade number ${charge.tradeNo} is not an ECPay MerchantTradeNo (letters and digits, ≤ 20)`,
      );
    }
    const now = new Date();
    const fields: Record<string, string> = {
      MerchantID: credentials.merchantId,
      MerchantTradeNo: charge.tradeNo,
      MerchantTradeDate: taiwanDateTime(now),
      PaymentType: 'aio',
      TotalAmount: String(charge.amount),
      TradeDesc: cut(charge.description),
      ItemName: cut(charge.description),
      ReturnURL: urls.notifyURL,
      // The code-issued notice goes here; without it ECPay tells only the shopper the code.
      PaymentInfoURL: urls.notifyURL,
      ClientBackURL: urls.backURL,
      ...paymentFields(charge, urls, now),
      EncryptType: '1',
    };
    fields.CheckMacValue = checkMacValue(fields, credentials.hashKey, credentials.hashIV, 'sha256');
    return { kind: 'form' as const, action: ENDPOINTS[environment], fields };
  }

  function outcomeOf(form: Record<string, string>): Outcome {
    // ECPay's back office can send a simulated payment (模擬付款) even to a live shop; it is not money.
    if (form.SimulatePaid === '1' && environment === 'production') return 'failed';
    if (form.RtnCode === RTN_PAID) return 'paid';
    if (form.RtnCode === RTN_CVS_CODE_ISSUED && form.PaymentType?.startsWith('CVS')) return 'pending';
    if (form.RtnCode === RTN_ATM_ACCOUNT_ISSUED && form.PaymentType?.startsWith('ATM')) return 'pending';
    return 'failed';
  }

  async function verify(incoming: Incoming): Promise<Verdict> {
    const form = Object.fromEntries(new URLSearchParams(incoming.body));
    if (!form.MerchantID || !form.CheckMacValue) throw new GatewayRefusal('ECPay notice lacks its fields');
    if (form.MerchantID !== credentials.merchantId)
      throw new GatewayRefusal('ECPay notice for another merchant');
    if (!checkMacValueMatches(form, credentials.hashKey, credentials.hashIV, 'sha256')) {
      throw new GatewayRefusal('ECPay CheckMacValue does not match');
    }
    const amount = Number(form.TradeAmt);
    if (!form.MerchantTradeNo || !form.RtnCode || !form.TradeAmt || !Number.isFinite(amount)) {
      throw new GatewayRefusal('ECPay notice lacks the trade fields');
    }
    const outcome = outcomeOf(form);
    const issuedAccount = outcome === 'pending' ? issuedAccountOf(form) : undefined;
    const issuedStoreCode = outcome === 'pending' ? issuedStoreCodeOf(form) : undefined;
    return {
      tradeNo: form.MerchantTradeNo,
      outcome,
      amount,
      providerTradeNo: form.TradeNo || null,
      message: form.SimulatePaid === '1' ? `${form.RtnMsg ?? ''} (模擬付款)`.trim() : (form.RtnMsg ?? ''),
      ...(issuedAccount ? { issuedAccount } : {}),
      ...(issuedStoreCode ? { issuedStoreCode } : {}),
    };
  }

  return { provider: 'ecpay', start, verify, acknowledgement: '1|OK' };
}
