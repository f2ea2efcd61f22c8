import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hostHeader, nodeUrl, SHOP1 } from './hosts';
import { codeInOtpText } from '../lib/server/auth/sms';

/** Signing in through the screens, reading the code from the development outbox. */

/**
 * The server limits codes per client address. A journey that asks for codes plays a shopper of its
 * own: behind the deployment's proxy that is a different X-Forwarded-For, which the server trusts.
 */
export const newAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

async function outbox(request: APIRequestContext, phone: string): Promise<{ text: string }[]> {
  const res = await request.get(nodeUrl(`/api-auth/dev/outbox?phone=${phone}`), {
    headers: hostHeader(SHOP1.host),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** The code of the newest text, once there are more than `before` (the outbox lists newest first). */
async function codeAfter(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let code = '';
  await expect(async () => {
    const texts = await outbox(request, phone);
    expect(texts.length).toBeGreaterThan(before);
    code = codeInOtpText(texts[0]!.text)!;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** From the Login screen: a code by text, typed on OTPVerify, then SignupInfo for the new member. */
export async function signUpByCode(page: Page, request: APIRequestContext, phone: string, name: string) {
  await expect(page).toHaveURL(/\/auth\/login\?/);
  const before = (await outbox(request, phone)).length;
  await page.getByLabel('手機號碼').fill(phone);
  await page.getByRole('button', { name: '以簡訊驗證碼登入 / 註冊' }).click();
  await expect(page).toHaveURL(/\/auth\/otp-verify$/);
  await page.getByLabel('6 位數驗證碼').fill(await codeAfter(request, phone, before));
  await expect(page).toHaveURL(/\/auth\/signup-info$/);
  await page.getByLabel('姓名').fill(name);
  await page.getByRole('button', { name: '完成', exact: true }).click();
}
