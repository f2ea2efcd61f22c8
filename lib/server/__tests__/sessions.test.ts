/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { POST as grant } from '@/app/api-auth/[orgId]/grant/route';
import { GET as userMe } from '@/app/api-auth/[orgId]/me/route';
import { POST as signin } from '@/app/api-auth/[orgId]/signin/route';
import { POST as otpSignin } from '@/app/api-auth/[orgId]/signin/otp/route';
import { POST as logout } from '@/app/api-client/[shopId]/member/logout/route';
import { POST as logoutAll } from '@/app/api-client/[shopId]/member/logoutAll/route';
import { GET as memberMe } from '@/app/api-client/[shopId]/member/me/route';
import { POST as memberToken } from '@/app/api-client/[shopId]/member/memberToken/route';
import { POST as exchange } from '@/app/api-client/[shopId]/member/memberTokenByAuthGrantCode/route';
import { POST as setPassword } from '@/app/api-client/user/authPhoneAccount/route';
import {
  GrantResultSchema,
  MemberSchema,
  MemberTokenResultSchema,
  SessionsEndedSchema,
  UserTokenResultSchema,
} from '@/lib/api/contract';
import { LIMITS } from '@/lib/server/auth/rateLimit';
import { clock } from '@/lib/server/auth/clock';
import { closeDb, type Db } from '@/lib/server/db/client';
import { shopModules, shops as shopsTable } from '@/lib/server/db/schema';
import { testDb } from '@/lib/server/testing/db';
import {
  advance,
  bearer,
  demoShops,
  fromAddress,
  get,
  newMember,
  newPhone,
  newUser,
  post,
  provePhone,
  useTestClock,
  type DemoShops,
  type Shop,
} from './authHelpers';
import { expectError } from './helpers';

let db: Db;
let shops: DemoShops;
/** A second shop of shop one's organisation: an account signs in to both. */
let sister: Shop;
const realNow = clock.now;
const CALLBACK = 'http://localhost:3000/auth/callback';
const PASSWORD = 'abc12345';
const NEW_PASSWORD = 'xyz98765';

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  jest.spyOn(console, 'info').mockImplementation(() => {});
  db = await testDb();
  shops = await demoShops();
  const [row] = await db
    .insert(shopsTable)
    .values({ orgId: Number(shops.one.orgId), name: '小島選物二店' })
    .returning({ id: shopsTable.id });
  sister = { shopId: String(row!.id), orgId: shops.one.orgId };
  // Members sign in only where the shop has the member module on, as a shop made by `shop create`.
  await db.insert(shopModules).values({ shopId: row!.id, module: 'member', enabled: true });
}, 60_000);

beforeEach(useTestClock);

afterAll(async () => {
  clock.now = realNow;
  jest.restoreAllMocks();
  await db.delete(shopsTable).where(eq(shopsTable.id, Number(sister.shopId)));
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

const at = (shop: Shop) => ({ shopId: shop.shopId });
const meStatus = async (token: string, shop = shops.one) => (await get(memberMe, at(shop), token)).status;
const end = (handler: typeof logout, token: string, shop = shops.one) =>
  post(handler, at(shop), {}, bearer(token));

/** A sign-in through the auth host: a user token, a grant code for the callback, the exchange. */
async function signInByGrant(userToken: string): Promise<string> {
  const granted = await post(grant, { orgId: shops.one.orgId }, { redirectUri: CALLBACK }, bearer(userToken));
  expect(granted.status).toBe(200);
  const { code } = GrantResultSchema.parse(granted.body);
  const reply = await post(exchange, at(shops.one), { code, redirectUri: CALLBACK });
  expect(reply.status).toBe(200);
  return MemberTokenResultSchema.parse(reply.body).memberToken;
}

async function signInWithPassword(phone: string, password: string, shop = shops.one): Promise<string> {
  const reply = await post(signin, { orgId: shop.orgId }, { phone, password }, fromAddress());
  expect(reply.status).toBe(200);
  const { userToken } = UserTokenResultSchema.parse(reply.body);
  const traded = await post(memberToken, at(shop), {}, bearer(userToken));
  expect(traded.status).toBe(200);
  return MemberTokenResultSchema.parse(traded.body).memberToken;
}

/** A sign-in by code; the resend delay for the phone has passed first. */
async function signInWithCode(phone: string): Promise<string> {
  advance(60_000);
  const phoneVerifyToken = await provePhone(shops.one.orgId, phone, 'login');
  const reply = await post(otpSignin, { orgId: shops.one.orgId }, { phoneVerifyToken });
  expect(reply.status).toBe(200);
  const { userToken } = UserTokenResultSchema.parse(reply.body);
  return MemberTokenResultSchema.parse((await post(memberToken, at(shops.one), {}, bearer(userToken))).body)
    .memberToken;
}

const change = (token: string, body: Record<string, string>) =>
  post(setPassword, {}, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body }, bearer(token));

describe('the grant exchange spends the user token', () => {
  test('once exchanged, the user token neither asks for another code nor opens the auth host', async () => {
    const userToken = await newUser(shops.one.orgId);
    expect((await get(userMe, { orgId: shops.one.orgId }, userToken)).status).toBe(200);
    const token = await signInByGrant(userToken);
    expect(await meStatus(token)).toBe(200);
    expectError(await get(userMe, { orgId: shops.one.orgId }, userToken), 401);
    expectError(
      await post(grant, { orgId: shops.one.orgId }, { redirectUri: CALLBACK }, bearer(userToken)),
      401,
    );
  });

  test('a code asked for but not yet exchanged leaves the user token live (a sign-in may resume)', async () => {
    const userToken = await newUser(shops.one.orgId);
    const granted = await post(
      grant,
      { orgId: shops.one.orgId },
      { redirectUri: CALLBACK },
      bearer(userToken),
    );
    expect(granted.status).toBe(200);
    expect(await meStatus(await signInByGrant(userToken))).toBe(200);
  });

  test.each([
    'http://localhost:3000/',
    'http://localhost:3000/auth/login',
    'http://localhost:3000/auth/callback?next=/cart',
    'http://localhost:3000/auth/callback#x',
    'http://localhost:3000/auth%2Fcallback',
    'http://user@localhost:3000/auth/callback',
    'https://localhost:3000/auth/callback/..',
  ])('a code is never issued for %s, only for the shop’s /auth/callback', async (redirectUri) => {
    const userToken = await newUser(shops.one.orgId);
    expect(
      expectError(await post(grant, { orgId: shops.one.orgId }, { redirectUri }, bearer(userToken)), 400),
    ).toBe('不允許的轉址網址');
  });
});

describe('POST /api-client/{shopId}/member/logout', () => {
  test('ends the member token and the user token behind it; a second call is a 401', async () => {
    const userToken = await newUser(shops.one.orgId);
    const token = await signInByGrant(userToken);
    const reply = await end(logout, token);
    expect(reply.status).toBe(200);
    expect(SessionsEndedSchema.parse(reply.body)).toEqual({ ended: 1 });
    expect(expectError(await get(memberMe, at(shops.one), token), 401)).toBe('請重新登入');
    expectError(await get(userMe, { orgId: shops.one.orgId }, userToken), 401);
    expectError(await post(memberToken, at(shops.one), {}, bearer(userToken)), 401);
    // Ended is ended: the token is refused like any other that opens nothing.
    expectError(await end(logout, token), 401);
  });

  test('another session of the same account stays signed in', async () => {
    const phone = newPhone();
    const first = await newMember(shops.one, phone, PASSWORD);
    const second = await signInWithPassword(phone, PASSWORD);
    expect((await end(logout, first)).status).toBe(200);
    expect(await meStatus(first)).toBe(401);
    expect(await meStatus(second)).toBe(200);
  });

  test('only the shop’s own member token: another shop’s, a user token or none is a 401', async () => {
    const token = await newMember(shops.one);
    expectError(await end(logout, token, shops.two), 401);
    expectError(await end(logout, token, sister), 401);
    expectError(await end(logout, await newUser(shops.one.orgId)), 401);
    expectError(await post(logout, at(shops.one), {}), 401);
    expect(await meStatus(token)).toBe(200);
  });
});

describe('POST /api-client/{shopId}/member/logoutAll', () => {
  test('ends every session of the account at every shop of the organisation', async () => {
    const phone = newPhone();
    const here = await newMember(shops.one, phone, PASSWORD);
    const elsewhere = await signInWithPassword(phone, PASSWORD);
    const atSister = await signInWithPassword(phone, PASSWORD, sister);
    const pendingUserToken = UserTokenResultSchema.parse(
      (await post(signin, { orgId: shops.one.orgId }, { phone, password: PASSWORD }, fromAddress())).body,
    ).userToken;
    const stranger = await newMember(shops.one);

    const reply = await end(logoutAll, here);
    expect(reply.status).toBe(200);
    expect(SessionsEndedSchema.parse(reply.body)).toEqual({ ended: 4 });
    expect(await meStatus(here)).toBe(401);
    expect(await meStatus(elsewhere)).toBe(401);
    expect(await meStatus(atSister, sister)).toBe(401);
    expectError(await get(userMe, { orgId: shops.one.orgId }, pendingUserToken), 401);
    expect(await meStatus(stranger)).toBe(200);
    // Signing in again works: the account is not locked.
    expect(await meStatus(await signInWithPassword(phone, PASSWORD))).toBe(200);
  });

  test('needs this shop’s member token', async () => {
    const token = await newMember(shops.one);
    expectError(await end(logoutAll, token, shops.two), 401);
    expectError(await post(logoutAll, at(shops.one), {}), 401);
    expect(await meStatus(token)).toBe(200);
  });
});

describe('POST /api-client/user/authPhoneAccount: replacing a password', () => {
  test('the first password needs nothing more, and other sessions stay', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone);
    const other = await signInWithCode(phone);
    const reply = await change(token, {});
    expect(reply.status).toBe(200);
    expect(MemberSchema.parse(reply.body).hasPassword).toBe(true);
    expect(await meStatus(token)).toBe(200);
    expect(await meStatus(other)).toBe(200);
    expect(await meStatus(await signInWithPassword(phone, NEW_PASSWORD))).toBe(200);
  });

  test('without the current password, or with a wrong one, it is refused and nothing changes', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone, PASSWORD);
    expect(expectError(await change(token, {}), 400)).toBe('請輸入目前密碼');
    expect(expectError(await change(token, { currentPassword: 'wrong1234' }), 400)).toBe('目前密碼錯誤');
    expectError(await change(token, { currentPassword: '' }), 400);
    // Still signed in (a 400, not the 401 that signs a browser out), and the old password still works.
    expect(await meStatus(token)).toBe(200);
    expect(await meStatus(await signInWithPassword(phone, PASSWORD))).toBe(200);
  });

  test('the right current password replaces it and ends every other session, this one kept', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone, PASSWORD);
    const other = await signInWithPassword(phone, PASSWORD);
    const atSister = await signInWithPassword(phone, PASSWORD, sister);
    const pendingUserToken = UserTokenResultSchema.parse(
      (await post(signin, { orgId: shops.one.orgId }, { phone, password: PASSWORD }, fromAddress())).body,
    ).userToken;

    expect((await change(token, { currentPassword: PASSWORD })).status).toBe(200);
    expect(await meStatus(token)).toBe(200);
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(atSister, sister)).toBe(401);
    expectError(await get(userMe, { orgId: shops.one.orgId }, pendingUserToken), 401);
    expectError(
      await post(signin, { orgId: shops.one.orgId }, { phone, password: PASSWORD }, fromAddress()),
      401,
    );
    expect(await meStatus(await signInWithPassword(phone, NEW_PASSWORD))).toBe(200);
  });

  test('a code sent for reset to the member’s own phone proves it too, once', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone, PASSWORD);
    const other = await signInWithPassword(phone, PASSWORD);
    const strangersProof = await provePhone(shops.one.orgId, newPhone(), 'reset');
    expect(expectError(await change(token, { phoneVerifyToken: strangersProof }), 400)).toBe(
      '驗證碼的手機號碼與會員不符',
    );
    advance(60_000);
    const loginProof = await provePhone(shops.one.orgId, phone, 'login');
    expectError(await change(token, { phoneVerifyToken: loginProof }), 400);

    advance(60_000);
    const proof = await provePhone(shops.one.orgId, phone, 'reset');
    expect((await change(token, { phoneVerifyToken: proof })).status).toBe(200);
    expect(await meStatus(token)).toBe(200);
    expect(await meStatus(other)).toBe(401);
    expectError(await change(token, { phoneVerifyToken: proof }), 400);
  });

  test('guesses of the current password count against an hourly limit', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone, PASSWORD);
    for (let i = 0; i < LIMITS.passwordPerMember.max; i++) {
      expectError(await change(token, { currentPassword: `wrong${i}x1` }), 400);
    }
    expect(expectError(await change(token, { currentPassword: PASSWORD }), 429)).toMatch(/操作過於頻繁/);
    // Another account is not held back by it.
    const someone = await newMember(shops.one, newPhone(), PASSWORD);
    expect((await change(someone, { currentPassword: PASSWORD })).status).toBe(200);
  });
});
