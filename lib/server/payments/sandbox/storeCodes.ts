import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatPrice } from '@/lib/format/price';
import type { Db } from '../../db/client';
import { sandboxVirtualAccounts } from '../../db/schema';
import { SANDBOX_STORE_PATH, sandboxAllowed } from './gateway';
import { refused, sameOrigin, sandboxCredentials, taipeiTime, type Trade } from './trade';
import { issuedFor, payIssued, signed } from './issued';
import { hiddenFields, html, page } from './page';

/**
 * The sandbox's convenience-store codes, in NewebPay's CVS protocol: the hosted page issues a code
 * for the trade (取號) and sends the shopper's browser to the shop's CustomerURL with it, encrypted
 * and signed; later a tester "pays" it at the sandbox's store counter, and the sandbox posts the
 * payment notice (PayTime, PayStore) to the shop's NotifyURL. No money moves, and no store knows it.
 */

/** 14 characters, as the codes a kiosk takes (ECPay's PaymentNo is String(14)); `SBX` marks a test. */
const newCode = () => `SBX${Array.from({ length: 11 }, () => randomInt(10)).join('')}`;

export const SANDBOX_STORE_MESSAGES = {
  unknown: '查無此繳費代碼',
  expired: '此繳費代碼已超過繳費期限，無法繳費',
  paid: '此繳費代碼已完成繳費',
} as const;

/** 取號: the code issued for the trade, shown, and carried back by the browser to CustomerURL. */
export async function issueSandboxStoreCode(db: Db, trade: Trade, origin: string): Promise<Response> {
  const { credentials, params } = trade;
  const row = await issuedFor(db, trade, { kind: 'CVS', bankCode: '', account: newCode });
  const expires = taipeiTime(row.expiresAt);
  const answer = signed(credentials, {
    Status: 'SUCCESS',
    Message: '取號成功（測試）',
    Result: {
      MerchantID: credentials.merchantId,
      Amt: row.amount,
      TradeNo: row.tradeNo,
      MerchantOrderNo: row.merchantOrderNo,
      PaymentType: 'CVS',
      ExpireDate: expires.slice(0, 10),
      ExpireTime: expires.slice(11),
      CodeNo: row.account,
    },
  });
  const customerURL = params.get('CustomerURL') ?? '';
  // The browser carries the result to the shop only: never a way to post it elsewhere.
  const back = sameOrigin(customerURL, origin) ? customerURL : null;
  return page(
    '測試付款',
    html`<span class="badge">測試環境・不會扣款</span>
      <h1>已取得繳費代碼</h1>
      <div class="card">
        <dl>
          <dt>繳費代碼</dt>
          <dd class="amount" data-testid="sandbox-store-code">${row.account}</dd>
          <dt>金額</dt>
          <dd data-testid="sandbox-amount">${formatPrice(row.amount)}</dd>
          <dt>繳費期限</dt>
          <dd>${expires}</dd>
        </dl>
      </div>
      <p class="note">
        這是測試金流發給此訂單的繳費代碼，超商不認得它。要模擬繳費，請到
        <a href="${SANDBOX_STORE_PATH}?code=${row.account}" data-testid="sandbox-store-link">測試超商櫃檯</a>
        輸入代碼，測試金流會通知商店入帳。
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

/** GET …/sandboxGateway/store: the sandbox's store counter, where a tester pays a code it issued. */
export function sandboxStorePage(query: URLSearchParams, status = 200, message?: string): Response {
  if (!sandboxAllowed()) return refused();
  const code = (query.get('code') ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 30);
  return page(
    '測試超商',
    html`<span class="badge">測試環境・不會扣款</span>
      <h1>測試超商代碼繳費</h1>
      ${message ? html`<p class="note" role="alert" data-testid="sandbox-store-error">${message}</p>` : html``}
      <form method="post" action="${SANDBOX_STORE_PATH}" class="card">
        <dl>
          <dt><label for="code">繳費代碼</label></dt>
          <dd><input id="code" name="code" value="${code}" /></dd>
        </dl>
        <button class="pay">確認繳費</button>
      </form>
      <p class="note">只能繳測試金流發出的繳費代碼；繳費後，測試金流會通知商店，訂單自動變為已付款。</p>`,
    status,
  );
}

/**
 * POST …/sandboxGateway/store: the code paid at the counter. As a store does, it is refused unless
 * the code is one issued, not yet paid nor expired; the amount is the code's own. Then the payment
 * notice goes to the shop, signed with the merchant's sandbox keys.
 */
export async function sandboxStorePayment(db: Db, form: URLSearchParams, origin: string): Promise<Response> {
  if (!sandboxAllowed()) return refused();
  const code = (form.get('code') ?? '').trim().toUpperCase();
  const again = (message: string) => sandboxStorePage(new URLSearchParams({ code }), 400, message);
  const [row] = await db
    .select()
    .from(sandboxVirtualAccounts)
    .where(and(eq(sandboxVirtualAccounts.kind, 'CVS'), eq(sandboxVirtualAccounts.account, code)));
  if (!row) return again(SANDBOX_STORE_MESSAGES.unknown);
  const now = new Date();
  if (row.paidAt) return again(SANDBOX_STORE_MESSAGES.paid);
  if (row.expiresAt.getTime() < now.getTime()) return again(SANDBOX_STORE_MESSAGES.expired);
  const credentials = await sandboxCredentials(db, row.merchantId);
  if (!credentials) return again(SANDBOX_STORE_MESSAGES.unknown);
  if (!(await payIssued(db, row, credentials, origin, { CodeNo: row.account, StoreType: '7-11' })))
    return again(SANDBOX_STORE_MESSAGES.paid);
  return page(
    '測試超商',
    html`<span class="badge">測試環境・不會扣款</span>
      <h1 data-testid="sandbox-store-done">繳費成功</h1>
      <div class="card">
        <dl>
          <dt>繳費代碼</dt>
          <dd>${row.account}</dd>
          <dt>金額</dt>
          <dd class="amount">${formatPrice(row.amount)}</dd>
        </dl>
      </div>
      <p class="note">已通知商店入帳（測試，未實際收款）。回到商店的訂單頁即可看到已付款。</p>`,
  );
}
