/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { POST as sendOtp } from '@/app/api-auth/[orgId]/otp/route';
import { POST as resetPassword } from '@/app/api-auth/[orgId]/password/reset/route';
import { POST as signin } from '@/app/api-auth/[orgId]/signin/route';
import { POST as signup } from '@/app/api-auth/[orgId]/signup/route';
import { POST as storeReply } from '@/app/api-client/[shopId]/ecommerceDeliveryEcpayMap/reply/route';
import { POST as notify } from '@/app/api-client/[shopId]/ecommercePayment/[tradeNo]/notify/route';
import { POST as sandboxPayment } from '@/app/api-client/sandboxGateway/payment/route';
import { POST as setPassword } from '@/app/api-client/user/authPhoneAccount/route';
import { clock } from '@/lib/server/auth/clock';
import { createHashQueue, hashQueue, BUSY_MESSAGE } from '@/lib/server/auth/hashQueue';
import { closeDb } from '@/lib/server/db/client';
import { BODY_TOO_LARGE, FORM_BODY_LIMIT, JSON_BODY_LIMIT } from '@/lib/server/kernel/body';
import { testDb } from '@/lib/server/testing/db';
import {
  advance,
  bearer,
  demoShops,
  fromAddress,
  newMember,
  newPhone,
  post,
  provePhone,
  useTestClock,
  type DemoShops,
  type Handler,
} from './authHelpers';
import { expectError } from './helpers';

let shops: DemoShops;
const realNow = clock.now;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  jest.spyOn(console, 'info').mockImplementation(() => {});
  await testDb();
  shops = await demoShops();
}, 60_000);

beforeEach(useTestClock);

afterAll(async () => {
  clock.now = realNow;
  await closeDb();
});

const CHUNK = 64 * 1024;

/** A body sent in 64 KB chunks, pulled only as the reader asks: `pulled` is what it cost to read. */
function streamed(totalBytes: number, fill = 'a') {
  const counter = { pulled: 0 };
  const chunk = new TextEncoder().encode(fill.repeat(CHUNK));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled * CHUNK >= totalBytes) return controller.close();
        counter.pulled++;
        controller.enqueue(chunk);
      },
    },
    // Nothing is pulled ahead of the reader, so the count is what reading cost.
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

/** Calls a handler with a raw body, as Next hands it a request: the status, message and headers. */
async function send(
  handler: Handler,
  params: Record<string, string>,
  body: BodyInit,
  headers: Record<string, string> = {},
) {
  const request = new Request('http://localhost/api-auth/test', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

const msgOf = (text: string) => (JSON.parse(text) as { msg: string }).msg;

describe('JSON bodies over 1 MB', () => {
  test('a declared Content-Length of 2 MB is a 413 before a byte is read', async () => {
    const { stream, counter } = streamed(2 * 1024 * 1024);
    const reply = await send(sendOtp, { orgId: shops.one.orgId }, stream, {
      'content-length': String(2 * 1024 * 1024),
    });
    expect(reply.status).toBe(413);
    expect(msgOf(reply.text)).toBe(BODY_TOO_LARGE);
    expect(reply.headers.get('connection')).toBe('close');
    expect(counter.pulled).toBe(0);
  });

  test('a streamed 2 MB body without a length is refused once past 1 MB, not read to the end', async () => {
    const { stream, counter } = streamed(2 * 1024 * 1024);
    const reply = await send(sendOtp, { orgId: shops.one.orgId }, stream);
    expect(reply.status).toBe(413);
    expect(msgOf(reply.text)).toBe(BODY_TOO_LARGE);
    // The 17th chunk of 64 KB passes 1 MB; the request's own stream may pull one ahead of the reader.
    expect(counter.pulled).toBeGreaterThanOrEqual(JSON_BODY_LIMIT / CHUNK + 1);
    expect(counter.pulled).toBeLessThanOrEqual(JSON_BODY_LIMIT / CHUNK + 2);
  });

  test('a Content-Length that understates the body does not let the rest through', async () => {
    const { stream, counter } = streamed(2 * 1024 * 1024);
    const reply = await send(sendOtp, { orgId: shops.one.orgId }, stream, { 'content-length': '100' });
    expect(reply.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(JSON_BODY_LIMIT / CHUNK + 2);
  });

  test('a 900 KB body is read and reaches validation (a 400 naming the field)', async () => {
    const body = JSON.stringify({ phone: '9'.repeat(900 * 1024), purpose: 'signup' });
    const reply = await send(sendOtp, { orgId: shops.one.orgId }, body, fromAddress());
    expect(reply.status).toBe(400);
    expect(msgOf(reply.text)).toMatch(/phone/);
  });

  test('a body that is not JSON is still a 400', async () => {
    const reply = await send(sendOtp, { orgId: shops.one.orgId }, '{"phone":', fromAddress());
    expect(reply.status).toBe(400);
    expect(msgOf(reply.text)).toBe('請求內容不是有效的 JSON');
  });
});

describe('gateway and sandbox forms over 64 KB', () => {
  const form = `MerchantID=MS1&TradeInfo=${'a'.repeat(FORM_BODY_LIMIT)}`;
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
  const tradeNo = '2031010100000001P1';

  test.each([
    ['a payment notification', notify, () => ({ shopId: shops.one.shopId, tradeNo })],
    ['the ECPay store map reply', storeReply, () => ({ shopId: shops.one.shopId })],
    ['the sandbox payment page', sandboxPayment, () => ({})],
  ])('%s is a 413, declared or streamed', async (_, handler, params) => {
    const declared = await send(handler, params(), form, {
      ...formHeaders,
      'content-length': String(form.length),
    });
    expect(declared.status).toBe(413);
    const { stream, counter } = streamed(FORM_BODY_LIMIT * 4);
    const counted = await send(handler, params(), stream, formHeaders);
    expect(counted.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(FORM_BODY_LIMIT / CHUNK + 2);
  });
});

describe('every body is read through the bounded reader', () => {
  /** Files that could read a request body; tests and the reader itself aside. */
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  test('no route or server module reads a request body another way', () => {
    const root = path.resolve(__dirname, '../../..');
    const files = [...sources(path.join(root, 'app')), ...sources(path.join(root, 'lib/server'))].filter(
      (file) => !file.endsWith(path.join('lib', 'server', 'kernel', 'body.ts')),
    );
    expect(files.length).toBeGreaterThan(100);
    // A request is `request` or `req` throughout; outgoing `response.text()` and `Response.json()` are not bodies read.
    const rawRead = /\b(request|req)\s*\.\s*(json|text|formData|arrayBuffer|blob|body)\b/;
    const offenders = files.filter((file) => rawRead.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});

describe('password hashing', () => {
  test('sign-up with a phone already registered is a 409 without hashing', async () => {
    const phone = newPhone();
    await newMember(shops.one, phone);
    const run = jest.spyOn(hashQueue, 'run');
    try {
      advance(61_000);
      const phoneVerifyToken = await provePhone(shops.one.orgId, phone, 'login');
      const reply = await post(
        signup,
        { orgId: shops.one.orgId },
        { phoneVerifyToken, password: 'abc12345' },
        fromAddress(),
      );
      expectError(reply, 409);
      expect(run).not.toHaveBeenCalled();
      // The spy does see a hash: a new phone with a password costs exactly one.
      const fresh = await provePhone(shops.one.orgId, newPhone(), 'signup');
      const created = await post(
        signup,
        { orgId: shops.one.orgId },
        { phoneVerifyToken: fresh, password: 'abc12345' },
        fromAddress(),
      );
      expect(created.status).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
    }
  });

  test('a full queue answers 503 with Retry-After and a clear message, not a wait without end', async () => {
    // A queue with its one slot taken and no room to wait, standing in for the process's own.
    const full = createHashQueue({ slots: 1, maxWaiting: 0 });
    let release!: () => void;
    const held = full.run(() => new Promise<void>((resolve) => (release = resolve)));
    const run = jest.spyOn(hashQueue, 'run').mockImplementation((task) => full.run(task));
    const early = jest.spyOn(hashQueue, 'refuseWhenFull').mockImplementation(() => full.refuseWhenFull());
    try {
      const reply = await send(
        signin,
        { orgId: shops.one.orgId },
        JSON.stringify({ phone: newPhone(), password: 'abc12345' }),
        fromAddress(),
      );
      expect(reply.status).toBe(503);
      expect(msgOf(reply.text)).toBe(BUSY_MESSAGE);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(early).toHaveBeenCalled();
    } finally {
      run.mockRestore();
      early.mockRestore();
      release();
      await held;
    }
  });

  test('while passwords wait for their hash, the database answers everyone else', async () => {
    const org = { orgId: shops.one.orgId };
    const resetPhone = newPhone();
    await newMember(shops.one, resetPhone, 'abc12345');
    const member = await newMember(shops.one);
    advance(61_000);
    const proofs = {
      signup: await provePhone(org.orgId, newPhone(), 'signup'),
      reset: await provePhone(org.orgId, resetPhone, 'reset'),
    };
    const password = { password: 'abc12345', confirmPassword: 'abc12345' };
    // The one slot held: each password call below stops at its hash until released.
    const queue = createHashQueue({ slots: 1, maxWaiting: 8 });
    let release!: () => void;
    const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const run = jest.spyOn(hashQueue, 'run').mockImplementation((task) => queue.run(task));
    const early = jest.spyOn(hashQueue, 'refuseWhenFull').mockImplementation(() => queue.refuseWhenFull());
    try {
      const calls = [
        post(signin, org, { phone: newPhone(), password: 'abc12345' }, fromAddress()),
        post(signup, org, { phoneVerifyToken: proofs.signup, password: 'abc12345' }, fromAddress()),
        post(resetPassword, org, { phoneVerifyToken: proofs.reset, ...password }, fromAddress()),
        post(setPassword, {}, password, bearer(member)),
      ];
      while (queue.state().waiting < calls.length) await new Promise((resolve) => setTimeout(resolve, 5));
      // The embedded database is one connection: a transaction or lock kept across a hash would hold
      // this read, and every page's, until the hashes are done.
      const read = post(sendOtp, org, { phone: newPhone(), purpose: 'signup' }, fromAddress());
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'waited'>((resolve) => (timer = setTimeout(resolve, 5_000, 'waited')));
      const first = await Promise.race([read.then((reply) => reply.status), timeout]);
      clearTimeout(timer);
      expect(first).toBe(200);
      release();
      expect((await Promise.all(calls)).map((reply) => reply.status)).toEqual([401, 200, 200, 200]);
    } finally {
      run.mockRestore();
      early.mockRestore();
      release();
      await held;
    }
  });

  test('sign-up allows 20 an hour per address; the 21st is a 429, another address is not affected', async () => {
    const headers = fromAddress();
    const signUp = async (from: Record<string, string>) => {
      const phoneVerifyToken = await provePhone(shops.two.orgId, newPhone(), 'signup');
      return post(signup, { orgId: shops.two.orgId }, { phoneVerifyToken }, from);
    };
    for (let i = 0; i < 20; i++) expect((await signUp(headers)).status).toBe(200);
    expectError(await signUp(headers), 429);
    expect((await signUp(fromAddress())).status).toBe(200);
    advance(3600_000);
    expect((await signUp(headers)).status).toBe(200);
  });

  test('a reset allows 20 an hour per address, counted before the code is checked', async () => {
    const headers = fromAddress();
    const body = { phoneVerifyToken: 'not-a-proof', password: 'abc12345', confirmPassword: 'abc12345' };
    for (let i = 0; i < 20; i++)
      expectError(await post(resetPassword, { orgId: shops.one.orgId }, body, headers), 400);
    expectError(await post(resetPassword, { orgId: shops.one.orgId }, body, headers), 429);
    expectError(await post(resetPassword, { orgId: shops.one.orgId }, body, fromAddress()), 400);
  });

  test('a member sets a password at most 10 times an hour', async () => {
    const token = await newMember(shops.one);
    const body = { password: 'abc12345', confirmPassword: 'abc12345', currentPassword: 'abc12345' };
    for (let i = 0; i < 10; i++) expect((await post(setPassword, {}, body, bearer(token))).status).toBe(200);
    expectError(await post(setPassword, {}, body, bearer(token)), 429);
    advance(3600_000);
    expect((await post(setPassword, {}, body, bearer(token))).status).toBe(200);
  });
});
