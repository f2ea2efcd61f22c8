/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { GET as outbox } from '@/app/api-auth/dev/outbox/route';
import { GET as userMe } from '@/app/api-auth/[orgId]/me/route';
import { POST as sendOtp } from '@/app/api-auth/[orgId]/otp/route';
import { POST as verifyOtp } from '@/app/api-auth/[orgId]/otp/verify/route';
import { POST as resetPassword } from '@/app/api-auth/[orgId]/password/reset/route';
import { POST as signin } from '@/app/api-auth/[orgId]/signin/route';
import { POST as otpSignin } from '@/app/api-auth/[orgId]/signin/otp/route';
import { POST as signup } from '@/app/api-auth/[orgId]/signup/route';
import { POST as memberToken } from '@/app/api-client/[shopId]/member/memberToken/route';
import {
  OutboxSchema,
  SendOtpResultSchema,
  UserMeSchema,
  UserTokenResultSchema,
  VerifyOtpResultSchema,
} from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb, type Db } from '@/lib/server/db/client';
import { authTokens, otpCodes, users } from '@/lib/server/db/schema';
import { testDb } from '@/lib/server/testing/db';
import {
  advance,
  bearer,
  demoShops,
  fromAddress,
  get,
  lastCode,
  newAddress,
  newPhone,
  newUser,
  post,
  provePhone,
  useTestClock,
  type DemoShops,
} from './authHelpers';
import { expectError, UNKNOWN_SHOP_ID } from './helpers';

let db: Db;
let shops: DemoShops;
let org: string;
const realNow = clock.now;
let smsLog: jest.SpyInstance;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  smsLog = jest.spyOn(console, 'info').mockImplementation(() => {});
  db = await testDb();
  shops = await demoShops();
  org = shops.one.orgId;
}, 60_000);

beforeEach(useTestClock);

afterAll(async () => {
  clock.now = realNow;
  smsLog.mockRestore();
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

const send = (phone: string, purpose = 'signup', address = newAddress(), orgId = org) =>
  post(sendOtp, { orgId }, { phone, purpose }, fromAddress(address));
const verify = (phone: string, code: string, purpose = 'signup', orgId = org) =>
  post(verifyOtp, { orgId }, { phone, purpose, code });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api-auth/{OrgId}/otp', () => {
  test('sends a 6-digit code in the shop’s name; only its hash is stored', async () => {
    const phone = newPhone();
    const reply = await send(phone);
    expect(reply.status).toBe(200);
    expect(SendOtpResultSchema.parse(reply.body)).toEqual({ resendAfter: 60, expiresIn: 300 });
    const texts = OutboxSchema.parse((await get(outbox, {}, undefined, { phone })).body);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.phone).toBe(phone);
    expect(texts[0]!.text).toMatch(
      /^【小島選物】您的驗證碼為 \d{6}，5 分鐘內有效。請勿將驗證碼提供給他人。$/,
    );
    const code = await lastCode(phone);
    const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
  });

  test('spaces and dashes in the phone are ignored', async () => {
    const phone = newPhone();
    const spaced = `${phone.slice(0, 4)}-${phone.slice(4, 7)} ${phone.slice(7)}`;
    expect((await send(spaced)).status).toBe(200);
    expect(await lastCode(phone)).toMatch(/^\d{6}$/);
  });

  test('bad input is a 400', async () => {
    for (const body of [
      { phone: '0812345678', purpose: 'signup' },
      { phone: '091234567', purpose: 'signup' },
      { phone: newPhone(), purpose: 'hack' },
      { phone: newPhone() },
      {},
    ]) {
      expectError(await post(sendOtp, { orgId: org }, body), 400);
    }
    expectError(await post(sendOtp, { orgId: org }, 'not json'), 400);
    expectError(await post(sendOtp, { orgId: 'abc' }, { phone: newPhone(), purpose: 'login' }), 400);
  });

  test('an unknown organisation is a 404', async () => {
    expectError(await send(newPhone(), 'login', newAddress(), UNKNOWN_SHOP_ID), 404);
  });

  test('a resend is refused until 60 s have passed, saying how long to wait', async () => {
    const phone = newPhone();
    expect((await send(phone)).status).toBe(200);
    advance(15_000);
    expect(expectError(await send(phone), 429)).toBe('請於 45 秒後再重新發送驗證碼');
    // Another purpose does not get around the delay.
    expectError(await send(phone, 'login'), 429);
    advance(44_999);
    expect(expectError(await send(phone), 429)).toBe('請於 1 秒後再重新發送驗證碼');
    advance(1);
    expect((await send(phone)).status).toBe(200);
  });

  test('at most 5 codes per phone an hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).status).toBe(200);
      advance(61_000);
    }
    expect(expectError(await send(phone), 429)).toMatch(/^操作過於頻繁，請於 \d+ 分鐘後再試$/);
    advance(3600_000);
    expect((await send(phone)).status).toBe(200);
  });

  test('at most 20 codes per client address an hour; other addresses are not affected', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await send(newPhone(), 'signup', address)).status).toBe(200);
    expectError(await send(newPhone(), 'signup', address), 429);
    expect((await send(newPhone(), 'signup', newAddress())).status).toBe(200);
  });

  test('a forged X-Forwarded-For does not get around the per-address limit', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const headers = { ...fromAddress(address), 'x-forwarded-for': `203.0.113.${i}` };
      const reply = await post(sendOtp, { orgId: org }, { phone: newPhone(), purpose: 'signup' }, headers);
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(10).fill(429)]);
  });
});

describe('POST /api-auth/{OrgId}/otp/verify', () => {
  test('the right code gives a single-use phone_verify token; registered tells if the phone has an account', async () => {
    const phone = newPhone();
    await send(phone);
    const reply = await verify(phone, await lastCode(phone));
    expect(reply.status).toBe(200);
    const result = VerifyOtpResultSchema.parse(reply.body);
    expect(result.registered).toBe(false);
    expect(result.phoneVerifyToken.length).toBeGreaterThanOrEqual(43);

    const known = newPhone();
    await newUser(org, known);
    advance(61_000);
    await send(known, 'login');
    const again = VerifyOtpResultSchema.parse((await verify(known, await lastCode(known), 'login')).body);
    expect(again.registered).toBe(true);
  });

  test('a code is used up by the verification', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(phone);
    expect((await verify(phone, code)).status).toBe(200);
    expect(expectError(await verify(phone, code), 400)).toBe('驗證碼已使用，請重新取得驗證碼');
  });

  test('wrong codes count down; the 5th wrong try locks the code, even for the right one', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(phone);
    for (let left = 4; left >= 1; left--) {
      expect(expectError(await verify(phone, wrong(code)), 400)).toBe(`驗證碼錯誤，還可再試 ${left} 次`);
    }
    expect(expectError(await verify(phone, wrong(code)), 400)).toBe('驗證碼錯誤次數過多，請重新取得驗證碼');
    expect(expectError(await verify(phone, code), 400)).toBe('驗證碼錯誤次數過多，請重新取得驗證碼');
    // A new code works again.
    advance(60_000);
    await send(phone);
    expect((await verify(phone, await lastCode(phone))).status).toBe(200);
  });

  test('the right code on the 5th try still works', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(phone);
    for (let i = 0; i < 4; i++) await verify(phone, wrong(code));
    expect((await verify(phone, code)).status).toBe(200);
  });

  test('a code expires at exactly 5 minutes', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(phone);
    advance(300_000);
    expect(expectError(await verify(phone, code), 400)).toBe('驗證碼已過期，請重新取得驗證碼');

    const other = newPhone();
    await send(other);
    advance(299_999);
    expect((await verify(other, await lastCode(other))).status).toBe(200);
  });

  test('a new code replaces the old one', async () => {
    const phone = newPhone();
    await send(phone);
    const first = await lastCode(phone);
    advance(60_000);
    await send(phone);
    const second = await lastCode(phone);
    if (first !== second) expectError(await verify(phone, first), 400);
    expect((await verify(phone, second)).status).toBe(200);
  });

  test('a code is bound to its purpose and organisation', async () => {
    const phone = newPhone();
    await send(phone, 'signup');
    const code = await lastCode(phone);
    expect(expectError(await verify(phone, code, 'reset'), 400)).toBe('請先取得驗證碼');
    expectError(await verify(phone, code, 'signup', shops.two.orgId), 400);
    expect((await verify(phone, code, 'signup')).status).toBe(200);
  });

  test('bad input is a 400', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expectError(await verify(newPhone(), code), 400);
    }
    expectError(
      await post(verifyOtp, { orgId: org }, { phone: 'x', purpose: 'signup', code: '123456' }),
      400,
    );
  });
});

describe('POST /api-auth/{OrgId}/signup', () => {
  test('quick sign-up creates the account; the phone_verify token is used up', async () => {
    const phone = newPhone();
    const phoneVerifyToken = await provePhone(org, phone, 'signup');
    const reply = await post(signup, { orgId: org }, { phoneVerifyToken });
    expect(reply.status).toBe(200);
    const { userToken, isNew } = UserTokenResultSchema.parse(reply.body);
    expect(isNew).toBe(true);
    const me = UserMeSchema.parse((await get(userMe, { orgId: org }, userToken)).body);
    expect(me).toEqual({ phone, name: null, hasPassword: false, banAt: null });
    expect(expectError(await post(signup, { orgId: org }, { phoneVerifyToken }), 400)).toBe(
      '手機驗證已失效，請重新取得驗證碼',
    );
  });

  test('with a password, which is stored hashed', async () => {
    const phone = newPhone();
    const userToken = await newUser(org, phone, 'abc12345');
    expect(UserMeSchema.parse((await get(userMe, { orgId: org }, userToken)).body).hasPassword).toBe(true);
    const [row] = await db.select().from(users).where(eq(users.phone, phone));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  test('a registered phone is a 409; the proof stays good for signing in', async () => {
    const phone = newPhone();
    await newUser(org, phone);
    advance(61_000);
    const phoneVerifyToken = await provePhone(org, phone, 'signup');
    expect(expectError(await post(signup, { orgId: org }, { phoneVerifyToken }), 409)).toBe(
      '此手機號碼已註冊，請直接登入',
    );
    expect((await post(otpSignin, { orgId: org }, { phoneVerifyToken })).status).toBe(200);
  });

  test('the same phone is a separate account in another organisation', async () => {
    const phone = newPhone();
    await newUser(org, phone);
    advance(61_000);
    expect(await newUser(shops.two.orgId, phone)).toBeTruthy();
  });

  test('bad or foreign proofs and weak passwords are a 400', async () => {
    const phoneVerifyToken = await provePhone(org, newPhone(), 'signup');
    for (const password of ['short1', 'abcdefgh', '12345678', 'a1'.repeat(33)]) {
      expectError(await post(signup, { orgId: org }, { phoneVerifyToken, password }), 400);
    }
    expectError(await post(signup, { orgId: org }, { phoneVerifyToken: 'forged' }), 400);
    expectError(await post(signup, { orgId: org }, {}), 400);
    expectError(await post(signup, { orgId: shops.two.orgId }, { phoneVerifyToken }), 400);
    const resetProof = await provePhone(org, newPhone(), 'reset');
    expectError(await post(signup, { orgId: org }, { phoneVerifyToken: resetProof }), 400);
  });

  test('a phone_verify token lasts 10 minutes', async () => {
    const phoneVerifyToken = await provePhone(org, newPhone(), 'signup');
    advance(600_000);
    expectError(await post(signup, { orgId: org }, { phoneVerifyToken }), 400);
  });
});

describe('POST /api-auth/{OrgId}/signin', () => {
  const address = () => fromAddress();

  test('the right phone and password give a user token', async () => {
    const phone = newPhone();
    await newUser(org, phone, 'abc12345');
    const reply = await post(signin, { orgId: org }, { phone, password: 'abc12345' }, address());
    expect(reply.status).toBe(200);
    const { userToken } = UserTokenResultSchema.parse(reply.body);
    expect(UserMeSchema.parse((await get(userMe, { orgId: org }, userToken)).body).phone).toBe(phone);
  });

  test('a wrong password, an unknown phone and an account without password get the same 401', async () => {
    const phone = newPhone();
    const bare = newPhone();
    await newUser(org, phone, 'abc12345');
    await newUser(org, bare);
    const messages = [
      expectError(await post(signin, { orgId: org }, { phone, password: 'abc12346' }, address()), 401),
      expectError(
        await post(signin, { orgId: org }, { phone: newPhone(), password: 'abc12345' }, address()),
        401,
      ),
      expectError(await post(signin, { orgId: org }, { phone: bare, password: 'abc12345' }, address()), 401),
      // The password belongs to the other organisation's account only.
      expectError(
        await post(signin, { orgId: shops.two.orgId }, { phone, password: 'abc12345' }, address()),
        401,
      ),
    ];
    expect(new Set(messages)).toEqual(new Set(['手機號碼或密碼錯誤']));
  });

  test('bad input is a 400', async () => {
    expectError(await post(signin, { orgId: org }, { phone: newPhone(), password: '' }), 400);
    expectError(await post(signin, { orgId: org }, { phone: '12345', password: 'abc12345' }), 400);
  });

  test('attempts are limited per phone and per address', async () => {
    const phone = newPhone();
    await newUser(org, phone, 'abc12345');
    for (let i = 0; i < 10; i++) {
      expectError(await post(signin, { orgId: org }, { phone, password: 'wrong123' }, address()), 401);
    }
    expectError(await post(signin, { orgId: org }, { phone, password: 'abc12345' }, address()), 429);

    const from = fromAddress();
    for (let i = 0; i < 30; i++) {
      await post(signin, { orgId: org }, { phone: newPhone(), password: 'wrong123' }, from);
    }
    const other = newPhone();
    await newUser(org, other, 'abc12345');
    expectError(await post(signin, { orgId: org }, { phone: other, password: 'abc12345' }, from), 429);
    expect(
      (await post(signin, { orgId: org }, { phone: other, password: 'abc12345' }, address())).status,
    ).toBe(200);
  });

  test('a banned account is refused with a clear message', async () => {
    const phone = newPhone();
    await newUser(org, phone, 'abc12345');
    await db.update(users).set({ banAt: clock.now() }).where(eq(users.phone, phone));
    expect(
      expectError(await post(signin, { orgId: org }, { phone, password: 'abc12345' }, address()), 403),
    ).toBe('此帳號已停用，請聯絡商店客服');
    advance(61_000);
    const phoneVerifyToken = await provePhone(org, phone, 'login');
    expectError(await post(otpSignin, { orgId: org }, { phoneVerifyToken }), 403);
  });
});

describe('POST /api-auth/{OrgId}/signin/otp', () => {
  test('a login code signs in', async () => {
    const phone = newPhone();
    await newUser(org, phone);
    advance(61_000);
    const phoneVerifyToken = await provePhone(org, phone, 'login');
    const reply = await post(otpSignin, { orgId: org }, { phoneVerifyToken });
    expect(reply.status).toBe(200);
    expect(UserTokenResultSchema.parse(reply.body).isNew).toBe(false);
    expectError(await post(otpSignin, { orgId: org }, { phoneVerifyToken }), 400);
  });

  test('an unregistered phone is a 404 and the proof is kept for the sign-up', async () => {
    const phoneVerifyToken = await provePhone(org, newPhone(), 'login');
    expect(expectError(await post(otpSignin, { orgId: org }, { phoneVerifyToken }), 404)).toBe(
      '此手機號碼尚未註冊，請先註冊',
    );
    expect((await post(signup, { orgId: org }, { phoneVerifyToken })).status).toBe(200);
  });

  test('a reset proof does not sign in; bad input is a 400', async () => {
    const phone = newPhone();
    await newUser(org, phone);
    advance(61_000);
    const phoneVerifyToken = await provePhone(org, phone, 'reset');
    expectError(await post(otpSignin, { orgId: org }, { phoneVerifyToken }), 400);
    expectError(await post(otpSignin, { orgId: org }, {}), 400);
  });
});

describe('POST /api-auth/{OrgId}/password/reset', () => {
  test('sets the new password and ends every earlier session', async () => {
    const phone = newPhone();
    const oldUserToken = await newUser(org, phone, 'abc12345');
    const member = await post(
      memberToken,
      { shopId: shops.one.shopId },
      {},
      bearer(await newUserToken(phone)),
    );
    expect(member.status).toBe(200);
    advance(61_000);
    const phoneVerifyToken = await provePhone(org, phone, 'reset');
    const body = { phoneVerifyToken, password: 'new12345', confirmPassword: 'new12345' };
    const reply = await post(resetPassword, { orgId: org }, body);
    expect(reply.status).toBe(200);
    const { userToken } = UserTokenResultSchema.parse(reply.body);
    expect((await get(userMe, { orgId: org }, userToken)).status).toBe(200);
    expectError(await get(userMe, { orgId: org }, oldUserToken), 401);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const live = await db.select().from(authTokens).where(eq(authTokens.userId, user!.id));
    expect(live.filter((t) => !t.revokedAt).map((t) => t.kind)).toEqual(['user']);

    const headers = fromAddress();
    expectError(await post(signin, { orgId: org }, { phone, password: 'abc12345' }, headers), 401);
    expect((await post(signin, { orgId: org }, { phone, password: 'new12345' }, headers)).status).toBe(200);
    expectError(await post(resetPassword, { orgId: org }, body), 400);
  });

  async function newUserToken(phone: string): Promise<string> {
    const reply = await post(signin, { orgId: org }, { phone, password: 'abc12345' }, fromAddress());
    return UserTokenResultSchema.parse(reply.body).userToken;
  }

  test('mismatched or weak passwords, and sign-up proofs, are a 400; an unknown phone a 404', async () => {
    const phone = newPhone();
    await newUser(org, phone);
    advance(61_000);
    const phoneVerifyToken = await provePhone(org, phone, 'reset');
    expect(
      expectError(
        await post(
          resetPassword,
          { orgId: org },
          { phoneVerifyToken, password: 'new12345', confirmPassword: 'new1234' },
        ),
        400,
      ),
    ).toContain('兩次輸入的密碼不一致');
    expectError(
      await post(
        resetPassword,
        { orgId: org },
        { phoneVerifyToken, password: 'newnewnew', confirmPassword: 'newnewnew' },
      ),
      400,
    );
    const signupProof = await provePhone(org, newPhone(), 'signup');
    expectError(
      await post(
        resetPassword,
        { orgId: org },
        {
          phoneVerifyToken: signupProof,
          password: 'new12345',
          confirmPassword: 'new12345',
        },
      ),
      400,
    );
    const stranger = await provePhone(org, newPhone(), 'reset');
    expectError(
      await post(
        resetPassword,
        { orgId: org },
        { phoneVerifyToken: stranger, password: 'new12345', confirmPassword: 'new12345' },
      ),
      404,
    );
  });
});

describe('GET /api-auth/{OrgId}/me', () => {
  test('needs a live user token of the organisation', async () => {
    const userToken = await newUser(org);
    expect((await get(userMe, { orgId: org }, userToken)).status).toBe(200);
    expect(expectError(await get(userMe, { orgId: shops.two.orgId }, userToken), 401)).toBe('請重新登入');
    expectError(await get(userMe, { orgId: org }), 401);
    expectError(await get(userMe, { orgId: org }, 'forged'), 401);
    advance(3600_000);
    expectError(await get(userMe, { orgId: org }, userToken), 401);
  });
});

describe('GET /api-auth/dev/outbox', () => {
  test('newest first, filtered by phone; a bad phone is a 400', async () => {
    const phone = newPhone();
    await send(phone);
    advance(61_000);
    await send(phone, 'login');
    const texts = OutboxSchema.parse((await get(outbox, {}, undefined, { phone })).body);
    expect(texts).toHaveLength(2);
    expect(Date.parse(texts[0]!.sentAt)).toBeGreaterThan(Date.parse(texts[1]!.sentAt));
    expectError(await get(outbox, {}, undefined, { phone: 'x' }), 400);
  });

  test('is a 404 and records nothing without demo mode', async () => {
    delete process.env.STOREFRONT_DEMO_MODE;
    try {
      const phone = newPhone();
      // No provider either (lib/server/__tests__/sms.test.ts): the code is neither sent nor logged.
      expectError(await send(phone), 503);
      expect(smsLog).not.toHaveBeenCalled();
      expectError(await get(outbox, {}, undefined, { phone }), 404);
      process.env.STOREFRONT_DEMO_MODE = '1';
      expect(OutboxSchema.parse((await get(outbox, {}, undefined, { phone })).body)).toEqual([]);
    } finally {
      process.env.STOREFRONT_DEMO_MODE = '1';
    }
  });
});
