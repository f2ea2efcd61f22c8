import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatPrice } from '@/lib/format/price';
import type { Db } from '../../db/client';
import { sandboxVirtualAccounts } from '../../db/schema';
import { SANDBOX_ATM_PATH, sandboxAllowed } from './gateway';
import { refused, sameOrigin, sandboxCredentials, taipeiTime, type Trade } from './trade';
import { issuedFor, payIssued, signed } from './issued';
import { hiddenFields, html, page } from './page';

/**
 * The sandbox's ATM virtual accounts, in NewebPay's VACC protocol: the hosted page issues an account
 * for the trade (取號) and sends the shopper's browser to the shop's CustomerURL with it, encrypted and
 * signed; later a tester "transfers" to it on the sandbox's ATM page, and the sandbox posts the payment
 * notice (PayTime, PayBankCode, PayerAccount5Code) to the shop's NotifyURL. No money moves, and no
 * bank knows the account: its order shows it as a test account.
 */

/** A code our bank table does not name, so no bank name is ever shown beside a sandbox account. */
export const SANDBOX_BANK_CODE = '999';
/** The payer's bank the sandbox reports, as NewebPay reports the bank a transfer came from. */
const PAYER_BANK_CODE = '004';
const ACCOUNT_DIGITS = 14;

export const SANDBOX_ATM_MESSAGES = {
  unknown: '查無此虛擬帳號（請確認銀行代碼與帳號）',
  expired: '此虛擬帳號已超過繳費期限，無法轉入',
  amount: '轉帳金額須與應繳金額完全相同：虛擬帳號不收其他金額',
  paid: '此虛擬帳號已完成繳款',
  payer: '請輸入轉出帳號末 5 碼（5 位數字）',
} as const;

const newAccount = () => `9${Array.from({ length: ACCOUNT_DIGITS - 1 }, () => randomInt(10)).join('')}`;

/**
 * 取號: the account issued for the trade, shown, and carried back by the shopper's browser to the
 * shop's CustomerURL (the shop learns it there, as from NewebPay).
 */
export async function issueSandboxAccount(db: Db, trade: Trade, origin: string): Promise<Response> {
  const { credentials, params } = trade;
  const row = await issuedFor(db, trade, { kind: 'VACC', bankCode: SANDBOX_BANK_CODE, account: newAccount });
  const expires = taipeiTime(row.expiresAt);
  const answer = signed(credentials, {
    Status: 'SUCCESS',
    Message: '取號成功（測試）',
    Result: {
      MerchantID: credentials.merchantId,
      Amt: row.amount,
      TradeNo: row.tradeNo,
      MerchantOrderNo: row.merchantOrderNo,
      PaymentType: 'VACC',
      ExpireDate: expires.slice(0, 10),
      ExpireTime: expires.slice(11),
      BankCode: row.bankCode,
      CodeNo: row.account,
    },
  });
  const customerURL = params.get('CustomerURL') ?? '';
  // The browser carries the result to the shop only: never a way to post it elsewhere.
  const back = sameOrigin(customerURL, origin) ? customerURL : null;
  return page(
    '測試付款',
    html`<span class="badge">測試環境・不會扣款</span>
      <h1>已取得轉帳帳號</h1>
      <div class="card">
        <dl>
          <dt>銀行代碼</dt>
          <dd data-testid="sandbox-bank">${row.bankCode}</dd>
          <dt>轉帳帳號</dt>
          <dd class="amount" data-testid="sandbox-account">${row.account}</dd>
          <dt>金額</dt>
          <dd data-testid="sandbox-amount">${formatPrice(row.amount)}</dd>
          <dt>繳費期限</dt>
          <dd>${expires}</dd>
        </dl>
      </div>
      <p class="note">
        這是測試金流發給此訂單的虛擬帳號，沒有任何銀行認得它：請勿實際轉帳。要模擬付款，請到
        <a href="${SANDBOX_ATM_PATH}?account=${row.account}" data-testid="sandbox-atm-link">測試 ATM</a>
        轉入剛好的金額，測試金流會通知商店入帳。
      </p>
      ${
        back
          ? html`<form method="post" action="${back}">
              ${hiddenFields(answer)} <button class="pay" data-testid="sandbox-return">返回商店</button>
            </form>`
          : html``
      }`,
  );
}

/** GET …/sandboxGateway/atm: the sandbox's ATM, where a tester transfers to an account it issued. */
export function sandboxAtmPage(query: URLSearchParams, status = 200, message?: string): Response {
  if (!sandboxAllowed()) return refused();
  const account = (query.get('account') ?? '').replace(/\D/g, '').slice(0, 20);
  return page(
    '測試 ATM',
    html`<span class="badge">測試環境・不會扣款</span>
      <h1>測試 ATM 轉帳</h1>
      ${message ? html`<p class="note" role="alert" data-testid="sandbox-atm-error">${message}</p>` : html``}
      <form method="post" action="${SANDBOX_ATM_PATH}" class="card">
        <dl>
          <dt><label for="bank">轉入銀行代碼</label></dt>
          <dd><input id="bank" name="bankCode" inputmode="numeric" value="${SANDBOX_BANK_CODE}" /></dd>
          <dt><label for="account">轉入帳號</label></dt>
          <dd><input id="account" name="account" inputmode="numeric" value="${account}" /></dd>
          <dt><label for="amount">轉帳金額</label></dt>
          <dd><input id="amount" name="amount" inputmode="numeric" /></dd>
          <dt><label for="payer">轉出帳號末 5 碼</label></dt>
          <dd><input id="payer" name="payer" inputmode="numeric" value="12345" /></dd>
        </dl>
        <button class="pay">確認轉帳</button>
      </form>
      <p class="note">
        只能轉入測試金流發出的虛擬帳號；轉帳成功後，測試金流會通知商店，訂單自動變為已付款。
      </p>`,
    status,
  );
}

/**
 * POST …/sandboxGateway/atm: a transfer. As a bank does with a virtual account, it is refused unless
 * the account is one issued, not yet paid nor expired, and the amount is exactly its amount; then the
 * payment notice goes to the shop, signed with the merchant's sandbox keys.
 */
export async function sandboxAtmTransfer(db: Db, form: URLSearchParams, origin: string): Promise<Response> {
  if (!sandboxAllowed()) return refused();
  const account = (form.get('account') ?? '').trim();
  const again = (message: string) => sandboxAtmPage(new URLSearchParams({ account }), 400, message);
  const payer = (form.get('payer') ?? '').trim();
  if (!/^\d{5}$/.test(payer)) return again(SANDBOX_ATM_MESSAGES.payer);
  const [row] = await db
    .select()
    .from(sandboxVirtualAccounts)
    .where(
      and(
        eq(sandboxVirtualAccounts.kind, 'VACC'),
        eq(sandboxVirtualAccounts.account, account),
        eq(sandboxVirtualAccounts.bankCode, (form.get('bankCode') ?? '').trim()),
      ),
    );
  if (!row) return again(SANDBOX_ATM_MESSAGES.unknown);
  const now = new Date();
  if (row.paidAt) return again(SANDBOX_ATM_MESSAGES.paid);
  if (row.expiresAt.getTime() < now.getTime()) return again(SANDBOX_ATM_MESSAGES.expired);
  if (Number((form.get('amount') ?? '').replace(/[,\s]/g, '')) !== row.amount)
    return again(SANDBOX_ATM_MESSAGES.amount);
  const credentials = await sandboxCredentials(db, row.merchantId);
  if (!credentials) return again(SANDBOX_ATM_MESSAGES.unknown);
  if (
    !(await payIssued(db, row, credentials, origin, {
      PayBankCode: PAYER_BANK_CODE,
      PayerAccount5Code: payer,
    }))
  )
    return again(SANDBOX_ATM_MESSAGES.paid);
  return page(
    '測試 ATM',
    html`<span class="badge">測試環境・不會扣款</span>
      <h1 data-testid="sandbox-atm-done">轉帳成功</h1>
      <div class="card">
        <dl>
          <dt>轉入帳號</dt>
          <dd>${row.bankCode} ${row.account}</dd>
          <dt>金額</dt>
          <dd class="amount">${formatPrice(row.amount)}</dd>
        </dl>
      </div>
      <p class="note">已通知商店入帳（測試，未實際扣款）。回到商店的訂單頁即可看到已付款。</p>`,
  );
}
