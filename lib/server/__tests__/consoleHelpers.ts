import { POST as mediaRoute } from '@/app/api-admin/[shopId]/media/route';
import { POST as codeRoute } from '@/app/api-admin/[shopId]/session/code/route';
import { POST as signInRoute } from '@/app/api-admin/[shopId]/session/route';
import { GET as outbox } from '@/app/api-auth/dev/outbox/route';
import { OutboxSchema } from '@/lib/api/contract';
import { CONSOLE_REFRESH_KEY } from '@/lib/console/names';
import { operatorStaff } from '@/lib/server/console/operatorStaff';
import type { Db } from '@/lib/server/db/client';
import { bearer, fromAddress, get, newPhone, post } from './authHelpers';

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

/** Signs a staff member in as the console's sign-in screen does: a code by text, then the code. */
export async function signInStaffAt(
  shop: ShopParams,
  phone: string,
): Promise<{ response: Response } & ConsoleSession> {
  const sent = await post(codeRoute, shop, { phone }, fromAddress());
  if (sent.status !== 200) throw new Error(`code request answered ${sent.status}`);
  const [text] = await outboxOf(phone);
  const code = /(\d{6})/.exec(text!.text)![1]!;
  const response = await raw(signInRoute as never, shop, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromAddress() },
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

/** The smallest PNG the media route takes: signature and a header; `seed` makes each one new. */
export const pngBytes = (seed: number) =>
  Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...[0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
    seed & 255,
    (seed >> 8) & 255,
  ]);

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
