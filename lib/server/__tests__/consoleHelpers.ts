import { POST as mediaRoute } from '@/app/api-admin/[shopId]/media/route';
import { POST as codeRoute } from '@/app/api-admin/[shopId]/session/code/route';
import { POST as signInRoute } from '@/app/api-admin/[shopId]/session/route';
import { GET as outbox } from '@/app/api-auth/dev/outbox/route';
import { OutboxSchema } from '@/lib/api/contract';
import { CONSOLE_REFRESH_KEY } from '@/lib/console/names';
import { operatorStaff } from '@/lib/server/staff/operatorStaff';
import type { Db } from '@/lib/server/db/client';
import { pngOf } from '@/lib/server/media/testPictures';
import { bearer, fromAddress, get, newAddress, newPhone, post } from './authHelpers';
import { codeInOtpText } from '@/lib/server/auth/sms';

/** A signed-in console device: the bearer and the refresh token its cookie holds. */
export type ConsoleSession = { token: string; refresh: string };
export type ShopParams = { shopId: string };

/** The refresh token the sign-in set as a cookie. */
function refreshCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${CONSOLE_REFRESH_KEY}=`)) ?? '';
  return /^[^=]+=([^;]*)/.exec(line)?.[1] ?? '';
}

/** Calls a console handler with a request of our own making (cookies, raw bodies). */
export async function raw(
  handler: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  params: Record<string, string>,
  init: RequestInit,
): Promise<Response> {
  return handler(new Request('http://localhost/api-admin/x', init), { params: Promise.resolve(params) });
}

/** The texts the demo outbox holds for a phone (codes in demo mode). */
export async function outboxOf(phone: string) {
  const reply = await get(outbox, {}, undefined, { phone });
  return OutboxSchema.parse(reply.body);
}

/**
 * The phone's texts once there are at least `count`: a console sign-in code is texted after the
 * answer, so it may reach the outbox a moment later.
 */
export async function textsOnceSent(phone: string, count = 1) {
  for (let turn = 0; ; turn++) {
    const texts = await outboxOf(phone);
    if (texts.length >= count || turn === 200) return texts;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The code of the phone's newest text, once its `count`th text has come. */
export async function codeOnceSent(phone: string, count = 1): Promise<string> {
  const [newest] = await textsOnceSent(phone, count);
  return codeInOtpText(newest!.text)!;
}

/**
 * Signs a staff member in as the console's sign-in screen does: a code by text, then the code, from
 * one address (a code is taken only from the address that asked for it).
 */
export async function signInStaffAt(
  shop: ShopParams,
  phone: string,
): Promise<{ response: Response } & ConsoleSession> {
  const address = newAddress();
  const before = (await outboxOf(phone)).length;
  const sent = await post(codeRoute, shop, { phone }, fromAddress(address));
  if (sent.status !== 200) throw new Error(`code request answered ${sent.status}`);
  const code = await codeOnceSent(phone, before + 1);
  const response = await raw(signInRoute as never, shop, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromAddress(address) },
    body: JSON.stringify({ phone, code }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const body = (await response.clone().json()) as { token: string };
  return { response, token: body.token, refresh: refreshCookie(response) };
}

/**
 * A new staff member of the organisation of `host` (added by the operator command), signed in at
 * `shop`. Demo mode must be on (STOREFRONT_DEMO_MODE=1) for the code to reach the outbox.
 */
export async function newStaffMember(
  db: Db,
  role: 'owner' | 'staff',
  at: { host: string; shop: ShopParams; name?: string },
): Promise<ConsoleSession & { phone: string }> {
  const phone = newPhone();
  await operatorStaff(db, { host: at.host, action: 'add', phone, role, name: at.name });
  const { token, refresh } = await signInStaffAt(at.shop, phone);
  return { phone, token, refresh };
}

/** The smallest PNG the media route takes: signature and a 1 × 1 header; `seed` makes each one new. */
export const pngBytes = (seed: number) => pngOf(1, 1, seed);

/** Uploads bytes as the console does (the raw body to the media route); answers its status and body. */
export async function uploadToMedia(
  s: ConsoleSession,
  bytes: Uint8Array,
  shop: ShopParams,
): Promise<{ status: number; body: { url?: string; msg?: string } }> {
  const response = await raw(mediaRoute as never, shop, {
    method: 'POST',
    headers: { ...bearer(s.token), 'content-type': 'application/octet-stream' },
    body: Buffer.from(bytes),
  });
  return { status: response.status, body: (await response.json()) as { url?: string; msg?: string } };
}
