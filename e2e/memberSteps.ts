import { isPhoneWidth } from '../lib/ui/breakpoints';
import { expect, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { hostHeader, nodeUrl, SHOP1 } from './hosts';
import { codeInOtpText } from '../lib/server/auth/sms';

// Members made for a journey, and the member popover: shared by the journeys that sign in.

export const isPhone = (page: Page) => isPhoneWidth(page.viewportSize()?.width ?? 0);

/**
 * A number no earlier run has registered: 6 digits of the clock (10 ms steps, repeating every ~3 h),
 * then the project and the journey, so the two projects running at once never share one.
 */
export function newPhone(testInfo: TestInfo, journey: number): string {
  const clock = String(Math.floor(Date.now() / 10)).slice(-6);
  return `09${clock}${testInfo.project.name === 'phone' ? 1 : 2}${journey}`;
}

/**
 * The server limits codes per client address. Every journey plays a shopper of its own: behind the
 * deployment's proxy that is a different X-Forwarded-For, which the server trusts.
 */
export const newAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

export const PASSWORD = 'island2024';

export type Shop = { shopId: number; orgId: number };

export async function shopOf(request: APIRequestContext, host: string): Promise<Shop> {
  const res = await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), {
    headers: hostHeader(host),
  });
  expect(res.ok()).toBe(true);
  const config = await res.json();
  return { shopId: config.ShopId, orgId: config.Shop.OrgId };
}

/** How many texts the phone has had: the next code is the first one after this many. */
export async function outboxSize(request: APIRequestContext, phone: string): Promise<number> {
  const res = await request.get(nodeUrl(`/api-auth/dev/outbox?phone=${phone}`), {
    headers: hostHeader(SHOP1.host),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).length;
}

/** The code of the newest text, once there are more than `before` (the outbox lists newest first). */
export async function codeAfter(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await request.get(nodeUrl(`/api-auth/dev/outbox?phone=${phone}`), {
      headers: hostHeader(SHOP1.host),
    });
    const texts: { text: string }[] = await res.json();
    expect(texts.length).toBeGreaterThan(before);
    code = codeInOtpText(texts[0]!.text)!;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** A signed-up account's user token, made through the API alone (code, sign-up with a password). */
export async function apiUserToken(request: APIRequestContext, host: string, phone: string, address: string) {
  const { shopId, orgId } = await shopOf(request, host);
  const before = await outboxSize(request, phone);
  await apiPost(request, host, address, `/api-auth/${orgId}/otp`, { phone, purpose: 'signup' });
  const code = await codeAfter(request, phone, before);
  const { phoneVerifyToken } = await apiPost(request, host, address, `/api-auth/${orgId}/otp/verify`, {
    phone,
    purpose: 'signup',
    code,
  });
  const { userToken } = await apiPost(request, host, address, `/api-auth/${orgId}/signup`, {
    phoneVerifyToken,
    password: PASSWORD,
  });
  return { shopId, userToken: userToken as string };
}

/** A member made through the API alone: a user token, exchanged for the shop's member token. */
export async function apiMember(request: APIRequestContext, host: string, phone: string, address: string) {
  const { shopId, userToken } = await apiUserToken(request, host, phone, address);
  const path = `/api-client/${shopId}/member/memberToken`;
  const { memberToken } = await apiPost(request, host, address, path, {}, userToken);
  return { shopId, memberToken: memberToken as string };
}

async function apiPost(
  request: APIRequestContext,
  host: string,
  address: string,
  path: string,
  data: unknown,
  bearer?: string,
) {
  const headers = { ...hostHeader(host), 'x-forwarded-for': address };
  const res = await request.post(nodeUrl(path), {
    headers: bearer ? { ...headers, authorization: `Bearer ${bearer}` } : headers,
    data,
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

const memberMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: '會員選單' });

/** The member popover opens on hover above 1024 px and on a tap below. */
export async function openMemberMenu(page: Page) {
  const button = memberMenu(page);
  await expect(async () => {
    if (isPhone(page) || (page.viewportSize()?.width ?? 0) <= 1024) {
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click({ timeout: 2_000 });
    } else {
      // A hover that came before the page hydrated found no handler; hovering the same spot again
      // fires no new mouseenter, so the pointer leaves first.
      await page.mouse.move(0, 0);
      await button.hover({ timeout: 2_000 });
    }
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Test hook: the phone's codes in the shop's organisation made `seconds` older (past the resend delay). */
export async function ageCodes(request: APIRequestContext, host: string, phone: string, seconds: number) {
  const { shopId } = await shopOf(request, host);
  const res = await request.post(nodeUrl(`/api-test/${shopId}/otpAge`), {
    headers: hostHeader(host),
    data: { phone, seconds },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
