/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { POST as operatorLine } from '@/app/api-auth/operator/line/route';
import { DELETE as lineBinding } from '@/app/api-client/[shopId]/member/lineBinding/route';
import { POST as lineCallback } from '@/app/api-client/[shopId]/member/lineCallback/route';
import { POST as lineLink } from '@/app/api-client/[shopId]/member/lineLink/route';
import { GET as lineAuthParams } from '@/app/api-client/[shopId]/member/getLineAuthParams/route';
import { GET as me } from '@/app/api-client/[shopId]/member/me/route';
import { POST as memberToken } from '@/app/api-client/[shopId]/member/memberToken/route';
import { GET as sandboxAuthorize, POST as sandboxDecide } from '@/app/api-client/lineSandbox/authorize/route';
import { POST as sandboxToken } from '@/app/api-client/lineSandbox/token/route';
import { POST as sandboxVerify } from '@/app/api-client/lineSandbox/verify/route';
import {
  LineAuthParamsSchema,
  LineCallbackResultSchema,
  MemberSchema,
  MemberTokenResultSchema,
  UserTokenResultSchema,
  type LineAuthParams,
} from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb, type Db } from '@/lib/server/db/client';
import { lineBindings, lineChannels, users } from '@/lib/server/db/schema';
import { verifyIdToken } from '@/lib/server/line/idToken';
import { testDb } from '@/lib/server/testing/db';
import {
  advance,
  bearer,
  demoShops,
  fromAddress,
  get,
  newMember,
  newPhone,
  post,
  provePhone,
  useTestClock,
  type DemoShops,
  type Shop,
} from './authHelpers';
import { expectError } from './helpers';
import { OPERATOR_SECRET, operatorHeaders } from './operatorHelpers';

let db: Db;
let shops: DemoShops;
const realNow = clock.now;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  db = await testDb();
  shops = await demoShops();
}, 60_000);

beforeEach(useTestClock);

afterAll(async () => {
  clock.now = realNow;
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

const hostOf = (shop: Shop) => (shop === shops.two ? 'shop2.localhost' : 'localhost');
const newLineUser = () =>
  `U${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

/** getLineAuthParams as the shop's browser asks it (its Host names the shop). */
async function authParams(shop: Shop, token?: string, purpose?: 'bind'): Promise<LineAuthParams> {
  const reply = await call(lineAuthParams, shop, { query: purpose ? { purpose } : {}, token });
  expect(reply.status).toBe(200);
  return LineAuthParamsSchema.parse(reply.body);
}

/** A route called with the shop's Host header and, optionally, a bearer token and a JSON body. */
async function call(
  handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
  shop: Shop,
  options: {
    query?: Record<string, string>;
    token?: string;
    body?: unknown;
    method?: string;
    address?: string;
  },
) {
  const url = new URL(`http://${hostOf(shop)}/api-client/test`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {
    host: hostOf(shop),
    'content-type': 'application/json',
    ...fromAddress(options.address),
  };
  if (options.token) Object.assign(headers, bearer(options.token));
  const response = await handler(
    new Request(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { params: Promise.resolve({ shopId: shop.shopId }) },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The tester approves on the sandbox's authorization screen: LINE's redirect back, as a URL. */
async function approve(authorizeUrl: string, lineUserId: string, change: Record<string, string> = {}) {
  const query = new URL(authorizeUrl).searchParams;
  const page = await sandboxAuthorize(new Request(authorizeUrl), { params: Promise.resolve({}) });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('以 LINE 帳號登入');
  const form = new URLSearchParams({
    ...Object.fromEntries(query),
    ...change,
    line_user_id: lineUserId,
    decision: 'approve',
  });
  const decided = await sandboxDecide(
    new Request(new URL('/api-client/lineSandbox/authorize', authorizeUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }),
    { params: Promise.resolve({}) },
  );
  expect(decided.status).toBe(303);
  return new URL(decided.headers.get('location')!);
}

async function callback(shop: Shop, back: URL, token?: string) {
  return call(lineCallback, shop, {
    token,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
}

/** Signs in with LINE; a new LINE user verifies `phone` and is bound. The user token. */
async function signInWithLine(shop: Shop, lineUserId: string, phone?: string): Promise<string> {
  const params = await authParams(shop);
  const reply = await callback(shop, await approve(params.authorizeUrl, lineUserId));
  expect(reply.status).toBe(200);
  const result = LineCallbackResultSchema.parse(reply.body);
  if (result.result === 'signedIn') return result.userToken;
  expect(result.result).toBe('needsPhone');
  if (result.result !== 'needsPhone' || !phone) throw new Error('a new LINE user needs a phone');
  const phoneVerifyToken = await provePhone(shop.orgId, phone, 'login');
  const linked = await call(lineLink, shop, { body: { lineTicket: result.lineTicket, phoneVerifyToken } });
  expect(linked.status).toBe(200);
  return UserTokenResultSchema.parse(linked.body).userToken;
}

async function memberOf(shop: Shop, userToken: string): Promise<string> {
  const reply = await post(memberToken, { shopId: shop.shopId }, {}, bearer(userToken));
  expect(reply.status).toBe(200);
  return MemberTokenResultSchema.parse(reply.body).memberToken;
}

async function meOf(shop: Shop, token: string) {
  const reply = await get(me, { shopId: shop.shopId }, token);
  expect(reply.status).toBe(200);
  return MemberSchema.parse(reply.body);
}

describe('getLineAuthParams', () => {
  test('signing in: LINE Login v2.1 parameters with PKCE, on the shop’s own callback', async () => {
    const params = await authParams(shops.one);
    expect(params).toMatchObject({
      purpose: 'signin',
      redirectUri: 'http://localhost/auth/line/callback',
      scope: 'openid profile',
      codeChallengeMethod: 'S256',
    });
    expect(params.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = new URL(params.authorizeUrl);
    expect(url.origin + url.pathname).toBe('http://localhost/api-client/lineSandbox/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: params.clientId,
      redirect_uri: params.redirectUri,
      state: params.state,
      scope: 'openid profile',
      nonce: params.nonce,
      code_challenge: params.codeChallenge,
      code_challenge_method: 'S256',
    });
    // Each authorization has its own state and nonce.
    const again = await authParams(shops.one);
    expect(again.state).not.toBe(params.state);
    expect(again.nonce).not.toBe(params.nonce);
  });

  test('binding needs the member’s token', async () => {
    expectError(await call(lineAuthParams, shops.one, { query: { purpose: 'bind' } }), 401);
    expectError(await call(lineAuthParams, shops.one, { query: { purpose: 'other' } }), 400);
  });

  test('a shop without a LINE channel answers 409 LINE 登入尚未設定; the secret is never answered', async () => {
    const [channel] = await db
      .select()
      .from(lineChannels)
      .where(eq(lineChannels.shopId, Number(shops.two.shopId)));
    const params = await authParams(shops.two);
    expect(JSON.stringify(params)).not.toContain(channel!.channelSecret);
    await db.delete(lineChannels).where(eq(lineChannels.shopId, Number(shops.two.shopId)));
    try {
      expect(expectError(await call(lineAuthParams, shops.two, {}), 409)).toBe('LINE 登入尚未設定');
    } finally {
      await db.insert(lineChannels).values(channel!);
    }
  });

  test('an address may start 60 LINE authorizations an hour', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 60; i++)
      expect((await call(lineAuthParams, shops.one, { address })).status).toBe(200);
    expectError(await call(lineAuthParams, shops.one, { address }), 429);
    expect((await call(lineAuthParams, shops.one, { address: '10.99.0.2' })).status).toBe(200);
    advance(3600_000);
    expect((await call(lineAuthParams, shops.one, { address })).status).toBe(200);
  });

  test('a sandbox channel is refused outside demo and test mode', async () => {
    const paymentSandbox = process.env.PAYMENT_SANDBOX;
    delete process.env.STOREFRONT_DEMO_MODE;
    delete process.env.PAYMENT_SANDBOX;
    try {
      expect(expectError(await call(lineAuthParams, shops.one, {}), 409)).toBe('LINE 登入尚未設定');
    } finally {
      process.env.STOREFRONT_DEMO_MODE = '1';
      if (paymentSandbox !== undefined) process.env.PAYMENT_SANDBOX = paymentSandbox;
    }
  });
});

describe('signing in with LINE', () => {
  test('a new LINE user verifies a phone once, is bound to a new member, then signs in with LINE alone', async () => {
    const phone = newPhone();
    const lineUserId = newLineUser();
    const first = await signInWithLine(shops.one, lineUserId, phone);
    const member = await memberOf(shops.one, first);
    expect(await meOf(shops.one, member)).toMatchObject({ phone, bindMemberAuthLine: true });

    const second = await signInWithLine(shops.one, lineUserId);
    expect((await meOf(shops.one, await memberOf(shops.one, second))).phone).toBe(phone);
  });

  test('a new LINE user whose phone is already a member is bound to that member', async () => {
    const phone = newPhone();
    const existing = await newMember(shops.one, phone);
    expect((await meOf(shops.one, existing)).bindMemberAuthLine).toBe(false);
    const [before] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    advance(60_000); // the resend delay of the sign-up code
    const token = await signInWithLine(shops.one, newLineUser(), phone);
    const [after] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    expect(after!.id).toBe(before!.id);
    expect((await meOf(shops.one, existing)).bindMemberAuthLine).toBe(true);
    expect((await meOf(shops.one, await memberOf(shops.one, token))).id).toBe(
      (await meOf(shops.one, existing)).id,
    );
  });

  test('a state is used once: the replayed callback is refused', async () => {
    const params = await authParams(shops.one);
    const back = await approve(params.authorizeUrl, newLineUser());
    expect((await callback(shops.one, back)).status).toBe(200);
    expect(expectError(await callback(shops.one, back), 400)).toBe('LINE 登入資訊已使用，請重新以 LINE 登入');
  });

  test.each([
    [
      'an unknown state',
      (back: URL) => back.searchParams.set('state', 'forged'),
      'LINE 登入資訊無效，請重新以 LINE 登入',
    ],
    [
      'an unknown code',
      (back: URL) => back.searchParams.set('code', 'forged'),
      'LINE 登入失敗，請重新以 LINE 登入',
    ],
  ])('%s is refused', async (_, spoil, message) => {
    const params = await authParams(shops.one);
    const back = await approve(params.authorizeUrl, newLineUser());
    spoil(back);
    expect(expectError(await callback(shops.one, back), 400)).toBe(message);
  });

  test('an expired state is refused', async () => {
    const params = await authParams(shops.one);
    const back = await approve(params.authorizeUrl, newLineUser());
    advance(10 * 60_000 + 1);
    expect(expectError(await callback(shops.one, back), 400)).toBe('LINE 登入已逾時，請重新以 LINE 登入');
  });

  test('another shop’s state is refused', async () => {
    const params = await authParams(shops.two);
    const back = await approve(params.authorizeUrl, newLineUser());
    expect(expectError(await callback(shops.one, back), 400)).toBe('LINE 登入資訊無效，請重新以 LINE 登入');
  });

  test('an ID token with another nonce is refused', async () => {
    const params = await authParams(shops.one);
    const back = await approve(params.authorizeUrl, newLineUser(), { nonce: 'not-the-one-sent' });
    const warn = jest.mocked(console.warn);
    warn.mockClear();
    expect(expectError(await callback(shops.one, back), 400)).toBe('LINE 登入失敗，請重新以 LINE 登入');
    // The log says why and nothing else: no code, ID token or channel secret reaches it.
    const logged = warn.mock.calls.map((args) => args.join(' '));
    expect(logged).toEqual([JSON.stringify({ scope: 'line', event: 'id-token-refused', problem: 'nonce' })]);
    expect(logged.join('\n')).not.toContain(back.searchParams.get('code')!);
  });

  test('a code exchanged without the PKCE verifier of its challenge is refused', async () => {
    const params = await authParams(shops.one);
    const back = await approve(params.authorizeUrl, newLineUser(), {
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    });
    expect(expectError(await callback(shops.one, back), 400)).toBe('LINE 登入失敗，請重新以 LINE 登入');
  });

  test('a link ticket is used once and needs a live phone proof of the organisation', async () => {
    const params = await authParams(shops.one);
    const reply = LineCallbackResultSchema.parse(
      (await callback(shops.one, await approve(params.authorizeUrl, newLineUser()))).body,
    );
    if (reply.result !== 'needsPhone') throw new Error('expected a new LINE user');
    const link = (phoneVerifyToken: string) =>
      call(lineLink, shops.one, { body: { lineTicket: reply.lineTicket, phoneVerifyToken } });
    expectError(await link('not-a-proof'), 400);
    const proof = await provePhone(shops.one.orgId, newPhone(), 'login');
    expect((await link(proof)).status).toBe(200);
    expectError(await link(await provePhone(shops.one.orgId, newPhone(), 'login')), 400);
  });
});

describe('binding from the profile', () => {
  async function bind(shop: Shop, member: string, lineUserId: string) {
    const params = await authParams(shop, member, 'bind');
    expect(params.purpose).toBe('bind');
    return callback(shop, await approve(params.authorizeUrl, lineUserId), member);
  }

  test('bind, then unbind: bindMemberAuthLine follows, and the LINE user is free again', async () => {
    const member = await newMember(shops.one);
    const lineUserId = newLineUser();
    const bound = await bind(shops.one, member, lineUserId);
    expect(bound).toEqual({ status: 200, body: { result: 'bound' } });
    expect((await meOf(shops.one, member)).bindMemberAuthLine).toBe(true);
    // Bound already: no second LINE user for the member.
    expect(
      expectError(await call(lineAuthParams, shops.one, { query: { purpose: 'bind' }, token: member }), 409),
    ).toBe('此會員已綁定 LINE，請先解除綁定');

    expect(await call(lineBinding, shops.one, { token: member, method: 'DELETE' })).toEqual({
      status: 200,
      body: { bound: false },
    });
    expect((await meOf(shops.one, member)).bindMemberAuthLine).toBe(false);
    expect(await db.select().from(lineBindings).where(eq(lineBindings.lineUserId, lineUserId))).toEqual([]);
    expectError(await call(lineBinding, shops.one, { method: 'DELETE' }), 401);
  });

  test('a LINE user bound to one member is refused to another of the organisation', async () => {
    const lineUserId = newLineUser();
    expect((await bind(shops.one, await newMember(shops.one), lineUserId)).status).toBe(200);
    expect(expectError(await bind(shops.one, await newMember(shops.one), lineUserId), 409)).toBe(
      '此 LINE 帳號已綁定其他會員',
    );
  });

  test('a bind started by one member cannot be finished by another', async () => {
    const params = await authParams(shops.one, await newMember(shops.one), 'bind');
    const back = await approve(params.authorizeUrl, newLineUser());
    expectError(await callback(shops.one, back, await newMember(shops.one)), 403);
    expectError(await callback(shops.one, back), 400);
  });

  test('a bind’s state without the member token is refused', async () => {
    const params = await authParams(shops.one, await newMember(shops.one), 'bind');
    expectError(await callback(shops.one, await approve(params.authorizeUrl, newLineUser())), 401);
  });
});

describe('the LINE sandbox', () => {
  const form = (fields: Record<string, string>, endpoint = 'token') =>
    new Request(`http://localhost/api-client/lineSandbox/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const channelOf = async (shop: Shop) =>
    (
      await db
        .select()
        .from(lineChannels)
        .where(eq(lineChannels.shopId, Number(shop.shopId)))
    )[0]!;

  test('cancelling goes back with error=access_denied and the state', async () => {
    const params = await authParams(shops.one);
    const query = Object.fromEntries(new URL(params.authorizeUrl).searchParams);
    const decided = await sandboxDecide(
      new Request('http://localhost/api-client/lineSandbox/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...query, decision: 'cancel' }).toString(),
      }),
      { params: Promise.resolve({}) },
    );
    const back = new URL(decided.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(params.redirectUri);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(params.state);
  });

  test('a callback on another site is refused', async () => {
    const params = await authParams(shops.one);
    const url = new URL(params.authorizeUrl);
    url.searchParams.set('redirect_uri', 'https://evil.example/auth/line/callback');
    expect((await sandboxAuthorize(new Request(url), { params: Promise.resolve({}) })).status).toBe(400);
  });

  test('token: the answer of LINE’s Issue access token, with an ID token signed HS256 by the channel secret; verify checks it', async () => {
    const channel = await channelOf(shops.one);
    const params = await authParams(shops.one);
    const lineUserId = newLineUser();
    const back = await approve(params.authorizeUrl, lineUserId, { code_challenge: '' });
    const answer = await sandboxToken(
      form({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: params.redirectUri,
        client_id: channel.channelId,
        client_secret: channel.channelSecret,
      }),
      { params: Promise.resolve({}) },
    );
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'expires_in', 'id_token', 'refresh_token', 'scope', 'token_type'].sort(),
    );
    expect(body.token_type).toBe('Bearer');
    const checked = verifyIdToken(body.id_token, {
      channelId: channel.channelId,
      channelSecret: channel.channelSecret,
      nonce: params.nonce,
      now: clock.now(),
    });
    expect(checked).toMatchObject({
      ok: true,
      claims: { iss: 'https://access.line.me', sub: lineUserId, aud: channel.channelId },
    });

    const verified = await sandboxVerify(
      form({ id_token: body.id_token, client_id: channel.channelId, nonce: params.nonce }, 'verify'),
      { params: Promise.resolve({}) },
    );
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ sub: lineUserId, nonce: params.nonce });
    const wrongNonce = await sandboxVerify(
      form({ id_token: body.id_token, client_id: channel.channelId, nonce: 'x' }, 'verify'),
      {
        params: Promise.resolve({}),
      },
    );
    expect(wrongNonce.status).toBe(400);
    advance(3600_000);
    const expired = await sandboxVerify(
      form({ id_token: body.id_token, client_id: channel.channelId }, 'verify'),
      {
        params: Promise.resolve({}),
      },
    );
    expect(await expired.json()).toMatchObject({ error: 'invalid_request' });
  });

  test('token: a wrong secret is invalid_client, a spent code invalid_grant', async () => {
    const channel = await channelOf(shops.one);
    const params = await authParams(shops.one);
    const back = await approve(params.authorizeUrl, newLineUser(), { code_challenge: '' });
    const fields = {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: params.redirectUri,
      client_id: channel.channelId,
      client_secret: channel.channelSecret,
    };
    const ask = async (f: Record<string, string>) => {
      const r = await sandboxToken(form(f), { params: Promise.resolve({}) });
      return { status: r.status, body: await r.json() };
    };
    expect(await ask({ ...fields, client_secret: 'wrong' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client' },
    });
    expect((await ask(fields)).status).toBe(200);
    expect(await ask(fields)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});

describe('operator line', () => {
  beforeAll(() => {
    process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  });
  afterAll(() => {
    delete process.env.OPERATOR_SECRET;
  });
  const operator = (body: unknown) => post(operatorLine, {}, body, operatorHeaders);

  test('a production channel is saved and its secret never answered', async () => {
    const before = await db
      .select()
      .from(lineChannels)
      .where(eq(lineChannels.shopId, Number(shops.two.shopId)));
    const secret = '0123456789abcdef0123456789abcdef';
    try {
      const reply = await operator({
        host: 'shop2.localhost',
        channelId: '1650000000',
        credentials: { channelSecret: secret },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        host: 'shop2.localhost',
        channelId: '1650000000',
        environment: 'production',
      });
      expect(JSON.stringify(reply.body)).not.toContain(secret);
      const params = await authParams(shops.two);
      expect(new URL(params.authorizeUrl).origin).toBe('https://access.line.me');
      expect(params.clientId).toBe('1650000000');

      expectError(
        await operator({
          host: 'shop2.localhost',
          channelId: '1650000000',
          credentials: { channelSecret: 'short' },
        }),
        400,
      );
      expectError(await operator({ host: 'shop2.localhost', credentials: { channelSecret: secret } }), 400);
    } finally {
      await db.delete(lineChannels).where(eq(lineChannels.shopId, Number(shops.two.shopId)));
      await db.insert(lineChannels).values(before);
    }
  });
});
