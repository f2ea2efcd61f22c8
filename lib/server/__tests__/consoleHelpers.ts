import { POST as codeRoute } from '@/app/api-admin/[shopId]/session/code/route';
import { POST as signInRoute } from '@/app/api-admin/[shopId]/session/route';
import { GET as outbox } from '@/app/api-auth/dev/outbox/route';
import { OutboxSchema } from '@/lib/api/contract';
import { CONSOLE_REFRESH_KEY } from '@/lib/console/names';
import { operatorStaff } from '@/lib/server/console/operatorStaff';
import type { Db } from '@/lib/server/db/client';
import { fromAddress, get, newPhone, post } from './authHelpers';

/** A signed-in console device: the bearer and the refresh token its cookie holds. */
export type ConsoleSession = { token: string; refresh: string };
export type ShopParams = { shopId: string };

/** The refresh token the sign-in set as a cookie. */
export function refreshCookie(response: Response): string {
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
