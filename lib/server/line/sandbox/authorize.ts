import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lineSandboxCodes, shopDomains } from '../../db/schema';
import { hiddenFields, html, page, SafeHtml } from '../../payments/sandbox/page';
import { clock } from '../../auth/clock';
import { callbackHost } from '../../auth/grantRules';
import { LINE_CALLBACK_PATH } from '@/lib/member/paths';
import { hashSecret, newSecret } from '../../auth/tokens';
import { LINE_SANDBOX_PATH } from '../endpoints';
import type { LineChannel } from '../channel';
import { LINE_USER_ID, SANDBOX_CODE_TTL_MS, sandboxChannel } from './channel';

/**
 * The LINE sandbox's authorization screen: where LINE would ask the shopper to log in and agree, the
 * tester types (or keeps) a LINE user id and a display name and approves or cancels. Then, as LINE
 * does, back to redirect_uri with `code` and `state`, or with `error=access_denied`.
 */

const PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'nonce',
  'code_challenge',
  'code_challenge_method',
];

type Authorization = { channel: LineChannel; params: Record<string, string> };

/** Checked as LINE checks it: a known channel, a registered callback (a host of the channel's shop), openid, S256. */
async function readAuthorization(db: Db, source: URLSearchParams): Promise<Authorization | null> {
  const params = Object.fromEntries(PARAMS.map((name) => [name, source.get(name) ?? '']));
  const channel = await sandboxChannel(db, params.client_id!);
  if (!channel || params.response_type !== 'code' || !params.state) return null;
  if (!params.scope!.split(' ').includes('openid')) return null;
  if (params.code_challenge && params.code_challenge_method !== 'S256') return null;
  const host = callbackHost(params.redirect_uri!, LINE_CALLBACK_PATH);
  if (!host) return null;
  const [own] = await db
    .select({ shopId: shopDomains.shopId })
    .from(shopDomains)
    .where(and(eq(shopDomains.shopId, channel.shopId), eq(shopDomains.domain, host)));
  return own ? { channel, params } : null;
}

const refused = () =>
  page(
    'LINE 測試登入',
    html`<h1>無法登入</h1>
      <p>登入要求的參數不正確，請回到商店重新以 LINE 登入。</p>`,
    400,
  );

/** The shared sandbox style has no text fields; LINE's green (darkened for contrast) for the approving button. */
const FIELDS = new SafeHtml(
  '<style>label{display:block;font-size:.9rem;color:#3f3f46;margin:.5rem 0}' +
    'input{display:block;width:100%;box-sizing:border-box;margin-top:.25rem;padding:.6rem;border:1px solid #d4d4d8;border-radius:.5rem;font-size:1rem}' +
    '.pay{background:#007a37}</style>',
);

const newLineUserId = () => `U${randomBytes(16).toString('hex')}`;

/** GET {sandbox}/authorize */
export async function sandboxAuthorizePage(db: Db, query: URLSearchParams): Promise<Response> {
  const authorization = await readAuthorization(db, query);
  if (!authorization) return refused();
  return page(
    'LINE 測試登入',
    html`${FIELDS}<span class="badge">LINE 測試環境・不會連線到 LINE</span>
      <h1>以 LINE 帳號登入</h1>
      <form method="post" action="${LINE_SANDBOX_PATH}/authorize">
        ${hiddenFields(authorization.params)}
        <div class="card">
          <label
            >LINE 使用者 ID
            <input name="line_user_id" value="${newLineUserId()}" required pattern="U[0-9a-f]{32}" />
          </label>
          <label>顯示名稱 <input name="display_name" value="LINE 測試用戶" required maxlength="50" /></label>
        </div>
        <p class="note">商店將取得你的 LINE 使用者 ID 與顯示名稱（openid、profile）。</p>
        <button class="pay" name="decision" value="approve">同意並登入</button>
        <button class="fail" name="decision" value="cancel" formnovalidate>取消</button>
      </form>`,
  );
}

function backTo(redirectUri: string, query: Record<string, string>): Response {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return new Response(null, { status: 303, headers: { location: url.href, 'cache-control': 'no-store' } });
}

/** POST {sandbox}/authorize: the tester's decision. */
export async function sandboxAuthorizeDecision(db: Db, form: URLSearchParams): Promise<Response> {
  const authorization = await readAuthorization(db, form);
  if (!authorization) return refused();
  const { channel, params } = authorization;
  if (form.get('decision') !== 'approve') {
    return backTo(params.redirect_uri!, {
      error: 'access_denied',
      error_description: 'The resource owner denied the request.',
      state: params.state!,
    });
  }
  const lineUserId = form.get('line_user_id')?.trim() ?? '';
  const name = form.get('display_name')?.trim().slice(0, 50) || 'LINE 測試用戶';
  if (!LINE_USER_ID.test(lineUserId)) return refused();
  const code = newSecret();
  const now = clock.now();
  await db.insert(lineSandboxCodes).values({
    codeHash: hashSecret(code),
    channelId: channel.channelId,
    redirectUri: params.redirect_uri!,
    codeChallenge: params.code_challenge || null,
    nonce: params.nonce || null,
    lineUserId,
    name,
    expiresAt: new Date(now.getTime() + SANDBOX_CODE_TTL_MS),
    createdAt: now,
  });
  return backTo(params.redirect_uri!, { code, state: params.state! });
}
