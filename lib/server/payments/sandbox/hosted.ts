import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentTypeLabel } from '@/lib/order/labels';
import type { PaymentType } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import type { Db } from '../../db/client';
import { orders, paymentAttempts } from '../../db/schema';
import { paymentLog } from '../log';
import { decryptTradeInfo, encryptTradeInfo, tradeSha, tradeShaMatches } from '../newebpay/crypto';
import { hiddenFields, html, page } from './page';
import { postForm } from './postBack';
import { SANDBOX_PAYMENT_PATH, sandboxAllowed } from './gateway';
import { refused, sameOrigin, sandboxCredentials, taipeiTime, type Trade } from './trade';
import { issueSandboxStoreCode } from './storeCodes';
import { issueSandboxAccount } from './virtualAccounts';

/**
 * The sandbox gateway's side: its hosted payment page, and the shopper's decision, after which it
 * notifies the shop server to server and sends the browser back, both signed with the merchant's
 * sandbox keys exactly as NewebPay's MPG does.
 */

/** The posted MPG form, checked as NewebPay checks it: a known merchant, a matching TradeSha. */
async function readTrade(db: Db, form: URLSearchParams): Promise<Trade | null> {
  if (!sandboxAllowed()) return null;
  const merchantId = form.get('MerchantID') ?? '';
  const tradeInfo = form.get('TradeInfo') ?? '';
  const sha = form.get('TradeSha') ?? '';
  const credentials = merchantId ? await sandboxCredentials(db, merchantId) : null;
  if (!credentials || !tradeShaMatches(tradeInfo, sha, credentials.hashKey, credentials.hashIV)) return null;
  try {
    const params = new URLSearchParams(decryptTradeInfo(tradeInfo, credentials.hashKey, credentials.hashIV));
    return { credentials, params, fields: { MerchantID: merchantId, TradeInfo: tradeInfo, TradeSha: sha } };
  } catch {
    return null;
  }
}

/** The payment type of the order behind a trade number, for the page's heading. */
async function paymentTypeOf(db: Db, tradeNo: string): Promise<string> {
  const [row] = await db
    .select({ type: orders.paymentType })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.tradeNo, tradeNo));
  return row ? paymentTypeLabel(row.type as PaymentType) : '線上付款';
}

/** POST /api-client/sandboxGateway/payment: the hosted page with the amount, 付款 and 付款失敗. */
export async function sandboxPaymentPage(db: Db, form: URLSearchParams): Promise<Response> {
  const trade = await readTrade(db, form);
  if (!trade) return refused();
  const { params } = trade;
  const amount = Number(params.get('Amt'));
  const tradeNo = params.get('MerchantOrderNo') ?? '';
  const back = params.get('ClientBackURL');
  // NewebPay's VACC issues an account (取號) here, its CVS a store code; the payment comes later,
  // at an ATM or a store's counter.
  const issues = params.get('VACC') === '1' ? '轉帳帳號' : params.get('CVS') === '1' ? '繳費代碼' : null;
  return page(
    '測試付款',
    html`<span class="badge">測試環境・不會扣款</span>
      <h1>${await paymentTypeOf(db, tradeNo)}</h1>
      <div class="card">
        <dl>
          <dt>商店</dt>
          <dd>${params.get('ItemDesc') ?? ''}</dd>
          <dt>交易編號</dt>
          <dd>${tradeNo}</dd>
          <dt>金額</dt>
          <dd class="amount" data-testid="sandbox-amount">${formatPrice(amount)}</dd>
        </dl>
      </div>
      <form method="post" action="${SANDBOX_PAYMENT_PATH}/decide">
        ${hiddenFields(trade.fields)}
        ${
          issues
            ? html`<button class="pay" name="result" value="issue">取得${issues}</button>
                <button class="fail" name="result" value="failed">模擬取號失敗</button>`
            : html`<button class="pay" name="result" value="paid">確認付款</button>
                <button class="fail" name="result" value="failed">模擬付款失敗</button>`
        }
      </form>
      ${back ? html`<p><a href="${back}">返回商店</a></p>` : html``}
      <p class="note">這是商店的測試付款頁。正式收款前，商店需在設定中換上金流業者的正式金鑰。</p>`,
  );
}

/**
 * POST …/payment/decide: the shopper paid or failed. The result is encrypted and signed, posted to
 * the shop's NotifyURL, then the browser is sent to ReturnURL with the same fields.
 */
export async function sandboxPaymentDecision(
  db: Db,
  form: URLSearchParams,
  origin: string,
): Promise<Response> {
  const trade = await readTrade(db, form);
  if (!trade) return refused();
  const { credentials, params } = trade;
  const issuing = params.get('VACC') === '1' || params.get('CVS') === '1';
  if (issuing && form.get('result') === 'issue') {
    return params.get('VACC') === '1'
      ? issueSandboxAccount(db, trade, origin)
      : issueSandboxStoreCode(db, trade, origin);
  }
  // What is issued is paid later, never on the gateway's page.
  const paid = form.get('result') === 'paid' && !issuing;
  const options = ['VACC', 'CVS'].find((o) => params.get(o) === '1') ?? 'CREDIT';
  const result = {
    Status: paid ? 'SUCCESS' : 'MPG03009',
    Message: paid ? '授權成功（測試）' : '授權失敗（測試）',
    Result: {
      MerchantID: credentials.merchantId,
      Amt: Number(params.get('Amt')),
      TradeNo: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
      MerchantOrderNo: params.get('MerchantOrderNo'),
      PaymentType: options,
      RespondType: 'JSON',
      ...(paid ? { PayTime: taipeiTime(new Date()) } : {}),
    },
  };
  const tradeInfo = encryptTradeInfo(JSON.stringify(result), credentials.hashKey, credentials.hashIV);
  const answer = {
    Status: result.Status,
    MerchantID: credentials.merchantId,
    Version: params.get('Version') ?? '2.0',
    TradeInfo: tradeInfo,
    TradeSha: tradeSha(tradeInfo, credentials.hashKey, credentials.hashIV),
  };
  const notifyURL = params.get('NotifyURL');
  // The sandbox notifies this deployment only: it is never a way to make the server post elsewhere.
  if (notifyURL && sameOrigin(notifyURL, origin)) {
    await postForm(notifyURL, answer).catch((error) =>
      paymentLog('notify-failed', { tradeNo: result.Result.MerchantOrderNo, error }),
    );
  }
  const returnURL = params.get('ReturnURL') ?? '';
  return page(
    '測試付款',
    html`<span class="badge">測試環境・不會扣款</span>
      <h1>${paid ? '付款成功' : '付款失敗'}</h1>
      <form method="post" action="${returnURL}">
        ${hiddenFields(answer)} <button class="pay" data-testid="sandbox-return">返回商店</button>
      </form>`,
  );
}
