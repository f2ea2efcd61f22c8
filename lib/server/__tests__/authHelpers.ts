/**
 * Shared by the member and auth API tests (not a test file itself). Every test uses its own phone and
 * client address: on PostgreSQL accounts and rate-limit counters outlive a file (reseeding replaces
 * shops, not organisations), so nothing may depend on a clean table.
 */
import { randomInt } from 'node:crypto';
import { GET as outbox } from '@/app/api-auth/dev/outbox/route';
import { POST as sendOtp } from '@/app/api-auth/[orgId]/otp/route';
import { POST as verifyOtp } from '@/app/api-auth/[orgId]/otp/verify/route';
import { POST as signup } from '@/app/api-auth/[orgId]/signup/route';
import { POST as memberToken } from '@/app/api-client/[shopId]/member/memberToken/route';
import { GET as allDomain } from '@/app/api-client/ecommerceConfig/allDomain/[domain]/route';
import {
  MemberTokenResultSchema,
  OutboxSchema,
  ShopConfigSchema,
  UserTokenResultSchema,
  VerifyOtpResultSchema,
  type OtpPurpose,
} from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { call, type Reply } from '@/lib/server/testing/call';
import { codeInOtpText } from '@/lib/server/auth/sms';

export type Handler = Parameters<typeof call>[0];
export type Shop = { shopId: string; orgId: string };
export type DemoShops = { one: Shop; two: Shop };

export async function demoShops(): Promise<DemoShops> {
  const shop = async (domain: string) => {
    const config = ShopConfigSchema.parse((await call(allDomain, { domain })).body);
    return { shopId: String(config.ShopId), orgId: String(config.Shop.OrgId) };
  };
  return { one: await shop('localhost'), two: await shop('shop2.localhost') };
}

export const newPhone = () => `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
export const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A request's headers as `npm start` hands them to route handlers: the client's address in its header. */
export const fromAddress = (address = newAddress()) => ({ [process.env.CLIENT_ADDRESS_HEADER!]: address });

/** A fixed time at the start of an hour, so rate-limit windows do not roll over mid-test. */
const BASE = Date.UTC(2031, 0, 1, 0, 1, 0);
let offset = 0;
export function useTestClock(): void {
  offset = 0;
  clock.now = () => new Date(BASE + offset);
}
export const advance = (ms: number) => {
  offset += ms;
};

export function post<T = unknown>(
  handler: Handler,
  params: Record<string, string>,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Reply<T>> {
  return call<T>(
    handler,
    params,
    {},
    {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function get<T = unknown>(
  handler: Handler,
  params: Record<string, string>,
  token?: string,
  query: Record<string, string> = {},
): Promise<Reply<T>> {
  return call<T>(handler, params, query, { headers: token ? bearer(token) : {} });
}

function expectOk(reply: Reply, what: string): void {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
}

/** The code in the newest text to the phone, as a shopper reads it from the demo outbox. */
export async function lastCode(phone: string): Promise<string> {
  const reply = await get(outbox, {}, undefined, { phone });
  expectOk(reply, 'outbox');
  const [text] = OutboxSchema.parse(reply.body);
  return codeInOtpText(text!.text)!;
}

/** Sends a code and verifies it: the phone_verify token. */
export async function provePhone(orgId: string, phone: string, purpose: OtpPurpose): Promise<string> {
  const sent = await post(sendOtp, { orgId }, { phone, purpose }, fromAddress());
  expectOk(sent, 'otp');
  const verified = await post(verifyOtp, { orgId }, { phone, purpose, code: await lastCode(phone) });
  expectOk(verified, 'otp/verify');
  return VerifyOtpResultSchema.parse(verified.body).phoneVerifyToken;
}

/** A new account by quick sign-up: its user token. */
export async function newUser(orgId: string, phone = newPhone(), password?: string): Promise<string> {
  const phoneVerifyToken = await provePhone(orgId, phone, 'signup');
  const reply = await post(signup, { orgId }, { phoneVerifyToken, password }, fromAddress());
  expectOk(reply, 'signup');
  return UserTokenResultSchema.parse(reply.body).userToken;
}

/** A new member of the shop: its member token. */
export async function newMember(shop: Shop, phone = newPhone(), password?: string): Promise<string> {
  const userToken = await newUser(shop.orgId, phone, password);
  const reply = await post(memberToken, { shopId: shop.shopId }, {}, bearer(userToken));
  expectOk(reply, 'memberToken');
  return MemberTokenResultSchema.parse(reply.body).memberToken;
}
