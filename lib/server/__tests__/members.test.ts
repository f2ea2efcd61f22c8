/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { POST as grant } from '@/app/api-auth/[orgId]/grant/route';
import { POST as operatorToken } from '@/app/api-auth/operator/memberToken/route';
import { GET as authHost } from '@/app/api-client/[shopId]/authService/authHost/route';
import { GET as lineParams } from '@/app/api-client/[shopId]/member/getLineAuthParams/route';
import { GET as memberMe } from '@/app/api-client/[shopId]/member/me/route';
import { GET as wallet } from '@/app/api-client/[shopId]/member/me/cashbackWallet/route';
import { GET as expirations } from '@/app/api-client/[shopId]/member/me/cashbackWalletYearExpirations/route';
import { POST as memberToken } from '@/app/api-client/[shopId]/member/memberToken/route';
import { POST as exchange } from '@/app/api-client/[shopId]/member/memberTokenByAuthGrantCode/route';
import { POST as setPassword } from '@/app/api-client/user/authPhoneAccount/route';
import { PUT as userInfo } from '@/app/api-client/user/me/userInfo/route';
import { POST as signin } from '@/app/api-auth/[orgId]/signin/route';
import {
  AuthHostSchema,
  CashbackExpirationsSchema,
  CashbackWalletSchema,
  GrantResultSchema,
  MemberSchema,
  MemberTokenResultSchema,
} from '@/lib/api/contract';
import { requireUser } from '@/lib/server/auth/bearer';
import { clock } from '@/lib/server/auth/clock';
import { closeDb, type Db } from '@/lib/server/db/client';
import { cashbackWalletEntries, members, userInfoFields, users } from '@/lib/server/db/schema';
import { memberTokenForUser } from '@/lib/server/members/memberTokens';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import {
  advance,
  bearer,
  demoShops,
  get,
  fromAddress,
  newMember,
  newPhone,
  newUser,
  post,
  useTestClock,
  type DemoShops,
} from './authHelpers';
import { expectError, UNKNOWN_SHOP_ID } from './helpers';

let db: Db;
let shops: DemoShops;
const realNow = clock.now;
const CALLBACK = 'http://localhost:3000/auth/callback';

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  process.env.OPERATOR_SECRET = 'test-operator-secret';
  jest.spyOn(console, 'info').mockImplementation(() => {});
  db = await testDb();
  shops = await demoShops();
}, 60_000);

beforeEach(useTestClock);

afterAll(async () => {
  clock.now = realNow;
  jest.restoreAllMocks();
  delete process.env.STOREFRONT_DEMO_MODE;
  delete process.env.OPERATOR_SECRET;
  await closeDb();
});

const one = () => ({ shopId: shops.one.shopId });
const two = () => ({ shopId: shops.two.shopId });
const me = async (token: string) => MemberSchema.parse((await get(memberMe, one(), token)).body);
const ban = (phone: string) => db.update(users).set({ banAt: clock.now() }).where(eq(users.phone, phone));

async function grantCode(userToken: string, redirectUri = CALLBACK): Promise<string> {
  const reply = await post(grant, { orgId: shops.one.orgId }, { redirectUri }, bearer(userToken));
  expect(reply.status).toBe(200);
  return GrantResultSchema.parse(reply.body).code;
}

describe('GET /api-client/{shopId}/authService/authHost', () => {
  test('the shop’s own origin under /auth, https unless local or told otherwise', async () => {
    const host = async (headers: Record<string, string>) =>
      AuthHostSchema.parse((await call(authHost, one(), {}, { headers })).body).host;
    expect(await host({ host: 'localhost:3000' })).toBe('http://localhost:3000/auth');
    expect(await host({ host: 'shop.example.com' })).toBe('https://shop.example.com/auth');
    expect(await host({ host: 'shop.example.com', 'x-forwarded-proto': 'http' })).toBe(
      'http://shop.example.com/auth',
    );
    expectError(await call(authHost, { shopId: UNKNOWN_SHOP_ID }), 404);
  });
});

describe('POST /api-client/{shopId}/member/memberToken', () => {
  test('trades the user token for a member token; the user token is spent', async () => {
    const phone = newPhone();
    const userToken = await newUser(shops.one.orgId, phone);
    const reply = await post(memberToken, one(), {}, bearer(userToken));
    expect(reply.status).toBe(200);
    const token = MemberTokenResultSchema.parse(reply.body).memberToken;
    expect((await me(token)).phone).toBe(phone);
    expect(expectError(await post(memberToken, one(), {}, bearer(userToken)), 401)).toBe('請重新登入');
  });

  test('a user token of another organisation, a forged or missing one, is a 401', async () => {
    const other = await newUser(shops.two.orgId);
    expectError(await post(memberToken, one(), {}, bearer(other)), 401);
    expectError(await post(memberToken, one(), {}, bearer('forged')), 401);
    expectError(await post(memberToken, one(), {}, {}), 401);
    expectError(await post(memberToken, one(), {}, { authorization: 'Basic abc' }), 401);
  });

  test('a member token is not a user token', async () => {
    const token = await newMember(shops.one);
    expectError(await post(memberToken, one(), {}, bearer(token)), 401);
  });

  test('the exchange is all or nothing: a failure after the spend leaves the user token usable', async () => {
    const phone = newPhone();
    const userToken = await newUser(shops.one.orgId, phone);
    const request = new Request('http://localhost/', { headers: bearer(userToken) });
    const session = await requireUser(db, request, Number(shops.one.orgId));
    // A shop that is not there makes the member row fail after the user token was spent, as a crash
    // at that moment would.
    const gone = { id: Number(UNKNOWN_SHOP_ID), orgId: Number(shops.one.orgId), name: 'gone' };
    await expect(memberTokenForUser(db, gone, session)).rejects.toThrow();
    const reply = await post(memberToken, one(), {}, bearer(userToken));
    expect(reply.status).toBe(200);
    expect((await me(MemberTokenResultSchema.parse(reply.body).memberToken)).phone).toBe(phone);
  });

  test('an expired user token is a 401', async () => {
    const userToken = await newUser(shops.one.orgId);
    advance(3600_000);
    expectError(await post(memberToken, one(), {}, bearer(userToken)), 401);
  });

  test('a banned user is refused', async () => {
    const phone = newPhone();
    const userToken = await newUser(shops.one.orgId, phone);
    await ban(phone);
    expect(expectError(await post(memberToken, one(), {}, bearer(userToken)), 403)).toBe(
      '此帳號已停用，請聯絡商店客服',
    );
  });
});

describe('member tokens', () => {
  test("shop 1's member token is refused by shop 2", async () => {
    const token = await newMember(shops.one);
    expect((await get(memberMe, one(), token)).status).toBe(200);
    expect(expectError(await get(memberMe, two(), token), 401)).toBe('請重新登入');
    expectError(await get(wallet, two(), token), 401);
    expectError(await get(expirations, two(), token), 401);
    expectError(await get(lineParams, two(), token, { purpose: 'bind' }), 401);
  });

  test('expire after 30 days; stored only as a hash', async () => {
    const token = await newMember(shops.one);
    advance(30 * 24 * 3600_000 - 1);
    expect((await get(memberMe, one(), token)).status).toBe(200);
    advance(1);
    expectError(await get(memberMe, one(), token), 401);
  });

  test('missing, forged and user tokens are a 401', async () => {
    expectError(await get(memberMe, one()), 401);
    expectError(await get(memberMe, one(), 'x'.repeat(43)), 401);
    expectError(await get(memberMe, one(), await newUser(shops.one.orgId)), 401);
  });
});

describe('GET /api-client/{shopId}/member/me', () => {
  test('the member’s profile', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone, 'abc12345');
    const member = await me(token);
    const [row] = await db.select().from(members).where(eq(members.id, member.id));
    expect(row!.shopId).toBe(Number(shops.one.shopId));
    expect(member).toEqual({
      id: member.id,
      phone,
      name: null,
      gender: null,
      birthday: null,
      address: null,
      email: null,
      custom: {},
      hasPassword: true,
      bindMemberAuthLine: false,
      banAt: null,
    });
  });

  test('a banned member sees when the account was stopped', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone);
    await ban(phone);
    expect((await me(token)).banAt).toBe(clock.now().toISOString());
  });
});

describe('grant codes: POST /api-auth/{OrgId}/grant, POST member/memberTokenByAuthGrantCode', () => {
  test('a code for the shop’s callback is exchanged once for a member token', async () => {
    const phone = newPhone();
    const code = await grantCode(await newUser(shops.one.orgId, phone));
    const reply = await post(exchange, one(), { code, redirectUri: CALLBACK });
    expect(reply.status).toBe(200);
    const token = MemberTokenResultSchema.parse(reply.body).memberToken;
    expect((await me(token)).phone).toBe(phone);
  });

  test('a reused code is refused, and the token it gave is revoked', async () => {
    const code = await grantCode(await newUser(shops.one.orgId));
    const first = await post(exchange, one(), { code, redirectUri: CALLBACK });
    const token = MemberTokenResultSchema.parse(first.body).memberToken;
    expect(expectError(await post(exchange, one(), { code, redirectUri: CALLBACK }), 400)).toBe(
      '授權碼已使用過，請重新登入',
    );
    expectError(await get(memberMe, one(), token), 401);
  });

  test('a code expires after 5 minutes', async () => {
    const userToken = await newUser(shops.one.orgId);
    const late = await grantCode(userToken);
    advance(300_000);
    expect(expectError(await post(exchange, one(), { code: late, redirectUri: CALLBACK }), 400)).toBe(
      '授權碼已過期，請重新登入',
    );
    const fresh = await grantCode(await newUser(shops.one.orgId));
    advance(299_999);
    expect((await post(exchange, one(), { code: fresh, redirectUri: CALLBACK })).status).toBe(200);
  });

  test('a code is bound to its redirect URI and its organisation', async () => {
    const code = await grantCode(await newUser(shops.one.orgId));
    expectError(await post(exchange, one(), { code, redirectUri: `${CALLBACK}?x=1` }), 400);
    expectError(await post(exchange, two(), { code, redirectUri: CALLBACK }), 400);
    expectError(await post(exchange, one(), { code: 'forged', redirectUri: CALLBACK }), 400);
    // A failed try does not use the code up.
    expect((await post(exchange, one(), { code, redirectUri: CALLBACK })).status).toBe(200);
  });

  test('only the organisation’s shop hosts may receive a code', async () => {
    const userToken = await newUser(shops.one.orgId);
    const to = (redirectUri: string) =>
      post(grant, { orgId: shops.one.orgId }, { redirectUri }, bearer(userToken));
    expect((await to('http://127.0.0.1:3000/auth/callback')).status).toBe(200);
    for (const uri of [
      'https://evil.example.com/auth/callback',
      'http://shop2.localhost:3000/auth/callback',
      'http://localhost.evil.com/auth/callback',
      'javascript:alert(1)//localhost',
    ]) {
      expect(expectError(await to(uri), 400)).toMatch(/轉址網址|redirectUri/);
    }
    expectError(await to('not a url'), 400);
  });

  test('a code needs a user token of the organisation', async () => {
    const body = { redirectUri: CALLBACK };
    expectError(await post(grant, { orgId: shops.one.orgId }, body), 401);
    expectError(
      await post(grant, { orgId: shops.one.orgId }, body, bearer(await newUser(shops.two.orgId))),
      401,
    );
    expectError(await post(grant, { orgId: shops.one.orgId }, body, bearer(await newMember(shops.one))), 401);
  });

  test('bad input is a 400', async () => {
    expectError(await post(exchange, one(), { code: '', redirectUri: CALLBACK }), 400);
    expectError(await post(exchange, one(), { code: 'x', redirectUri: 'nope' }), 400);
    expectError(await post(exchange, one(), {}), 400);
  });

  test('a user banned after the code was issued gets no member token', async () => {
    const phone = newPhone();
    const code = await grantCode(await newUser(shops.one.orgId, phone));
    await ban(phone);
    expectError(await post(exchange, one(), { code, redirectUri: CALLBACK }), 403);
  });
});

describe('cashback wallet', () => {
  test('balance of unexpired entries; expirations per day, soonest first, future only', async () => {
    const token = await newMember(shops.one);
    const { id: memberId } = await me(token);
    const shopId = Number(shops.one.shopId);
    const now = clock.now().getTime();
    const day = 24 * 3600_000;
    await db.insert(cashbackWalletEntries).values([
      { shopId, memberId, amount: 100, expireAt: new Date(now + 10 * day) },
      { shopId, memberId, amount: -30, expireAt: new Date(now + 10 * day) },
      { shopId, memberId, amount: 50, expireAt: new Date(now + 40 * day) },
      { shopId, memberId, amount: 999, expireAt: new Date(now - 1) },
      { shopId, memberId, amount: 5, expireAt: null },
    ]);
    expect(CashbackWalletSchema.parse((await get(wallet, one(), token)).body)).toEqual({ balance: 125 });
    expect(CashbackExpirationsSchema.parse((await get(expirations, one(), token)).body)).toEqual([
      { amount: 70, expireAt: '2031/01/11' },
      { amount: 50, expireAt: '2031/02/10' },
    ]);
    advance(10 * day);
    expect(CashbackWalletSchema.parse((await get(wallet, one(), token)).body)).toEqual({ balance: 55 });
  });

  test('a new member has nothing', async () => {
    const token = await newMember(shops.one);
    expect((await get(wallet, one(), token)).body).toEqual({ balance: 0 });
    expect((await get(expirations, one(), token)).body).toEqual([]);
    expectError(await get(wallet, one()), 401);
  });
});

describe('POST /api-client/user/authPhoneAccount', () => {
  test('sets the password, which then signs in', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone);
    const reply = await post(
      setPassword,
      {},
      { password: 'abc12345', confirmPassword: 'abc12345' },
      bearer(token),
    );
    expect(reply.status).toBe(200);
    expect(MemberSchema.parse(reply.body).hasPassword).toBe(true);
    const headers = fromAddress();
    expect(
      (await post(signin, { orgId: shops.one.orgId }, { phone, password: 'abc12345' }, headers)).status,
    ).toBe(200);
  });

  test('mismatched or weak passwords are a 400; no member token is a 401', async () => {
    const token = await newMember(shops.one);
    expectError(
      await post(setPassword, {}, { password: 'abc12345', confirmPassword: 'abc1234' }, bearer(token)),
      400,
    );
    expectError(
      await post(setPassword, {}, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, bearer(token)),
      400,
    );
    expectError(await post(setPassword, {}, { password: 'abc12345', confirmPassword: 'abc12345' }), 401);
    const userToken = await newUser(shops.one.orgId);
    expectError(
      await post(setPassword, {}, { password: 'abc12345', confirmPassword: 'abc12345' }, bearer(userToken)),
      401,
    );
  });
});

describe('PUT /api-client/user/me/userInfo', () => {
  const put = (token: string | null, body: unknown) =>
    post(userInfo, {}, body, token ? bearer(token) : {}, 'PUT');

  test('saves the profile with the organisation’s fields; it persists', async () => {
    const token = await newMember(shops.one);
    const body = {
      name: ' 王小明 ',
      gender: 'male',
      birthday: '1990-02-28',
      address: '台北市信義區',
      email: 'ming@example.com',
      custom: { line_id: 'ming', size: 'M', referrer: '' },
    };
    const reply = await put(token, body);
    expect(reply.status).toBe(200);
    const expected = {
      name: '王小明',
      gender: 'male',
      birthday: '1990-02-28',
      address: '台北市信義區',
      email: 'ming@example.com',
      custom: { line_id: 'ming', size: 'M' },
    };
    expect(MemberSchema.parse(reply.body)).toMatchObject(expected);
    expect(await me(token)).toMatchObject(expected);

    const cleared = await put(token, { name: '王小明', email: '', address: null, custom: {} });
    expect(MemberSchema.parse(cleared.body)).toMatchObject({
      email: null,
      address: null,
      custom: {},
      gender: null,
    });
  });

  test('custom fields are checked against the settings', async () => {
    const token = await newMember(shops.one);
    const cases: [Record<string, string>, string][] = [
      [{ evil: 'x' }, '不支援的欄位：evil'],
      [{ size: 'XXL' }, '常穿尺寸請從選項中選擇'],
      [{ line_id: 'x'.repeat(51) }, 'LINE ID最多 50 個字'],
    ];
    for (const [custom, message] of cases) {
      expect(expectError(await put(token, { name: '王小明', custom }), 400)).toBe(message);
    }
  });

  test('a required field must be answered', async () => {
    const orgId = Number(shops.one.orgId);
    const token = await newMember(shops.one);
    const key = `must_${Date.now()}`;
    await db.insert(userInfoFields).values({ orgId, key, name: '必填欄', type: 'text', required: true });
    try {
      expect(expectError(await put(token, { name: '王小明', custom: {} }), 400)).toBe('請填寫必填欄');
      expect((await put(token, { name: '王小明', custom: { [key]: 'ok' } })).status).toBe(200);
    } finally {
      await db.delete(userInfoFields).where(eq(userInfoFields.key, key));
    }
  });

  test('bad input is a 400; no member token is a 401; a banned member cannot edit', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone);
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(51) },
      { name: 'a', gender: 'robot' },
      { name: 'a', birthday: '1990/01/01' },
      { name: 'a', birthday: '1990-02-30' },
      { name: 'a', email: 'nope' },
      { name: 'a', custom: { size: 1 } },
    ]) {
      expectError(await put(token, body), 400);
    }
    expectError(await put(null, { name: 'a' }), 401);
    await ban(phone);
    expectError(await put(token, { name: 'a' }), 403);
  });

  test('the profile belongs to the organisation: the same account at shop 2’s organisation is another', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone);
    await put(token, { name: '小島會員' });
    advance(61_000);
    const other = await newMember(shops.two, phone);
    expect(MemberSchema.parse((await get(memberMe, two(), other)).body).name).toBeNull();
  });
});

describe('POST /api-auth/operator/memberToken', () => {
  // From this machine, as `npm start` records the socket's address.
  const local = { [process.env.CLIENT_ADDRESS_HEADER!]: '127.0.0.1' };
  const secret = { 'x-operator-secret': 'test-operator-secret', ...local };

  test('creates or finds the member of the shop behind the host', async () => {
    const phone = newPhone();
    const reply = await post(operatorToken, {}, { host: 'shop2.localhost', phone }, secret);
    expect(reply.status).toBe(200);
    const token = MemberTokenResultSchema.parse(reply.body).memberToken;
    const member = MemberSchema.parse((await get(memberMe, two(), token)).body);
    expect(member.phone).toBe(phone);
    const again = await post(operatorToken, {}, { host: 'SHOP2.localhost:3000', phone }, secret);
    const second = MemberTokenResultSchema.parse(again.body).memberToken;
    expect(second).not.toBe(token);
    expect(MemberSchema.parse((await get(memberMe, two(), second)).body).id).toBe(member.id);
  });

  test('refuses a wrong or missing secret, a forwarded or non-local request', async () => {
    const body = { host: 'localhost', phone: newPhone() };
    expectError(await post(operatorToken, {}, body), 403);
    expectError(await post(operatorToken, {}, body, { ...local, 'x-operator-secret': 'wrong' }), 403);
    const elsewhere = { [process.env.CLIENT_ADDRESS_HEADER!]: '203.0.113.9' };
    expectError(await post(operatorToken, {}, body, { ...secret, ...elsewhere }), 403);
    // A client's own X-Forwarded-For does not make it local.
    expectError(
      await post(operatorToken, {}, body, { ...secret, ...elsewhere, 'x-forwarded-for': '127.0.0.1' }),
      403,
    );
    const remote = new Request('http://shop.example.com/api-auth/operator/memberToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...secret },
      body: JSON.stringify(body),
    });
    const response = await operatorToken(remote, { params: Promise.resolve({}) });
    expect(response.status).toBe(403);
  });

  test('an unknown host is a 404; bad input a 400', async () => {
    expectError(
      await post(operatorToken, {}, { host: 'nowhere.example.com', phone: newPhone() }, secret),
      404,
    );
    expectError(await post(operatorToken, {}, { host: 'localhost', phone: '123' }, secret), 400);
    expectError(await post(operatorToken, {}, { phone: newPhone() }, secret), 400);
  });
});
