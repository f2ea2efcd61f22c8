/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { GET as outbox } from '@/app/api-auth/dev/outbox/route';
import { POST as sendOtp } from '@/app/api-auth/[orgId]/otp/route';
import { POST as verifyOtp } from '@/app/api-auth/[orgId]/otp/verify/route';
import { POST as staffCodeRoute } from '@/app/api-admin/[shopId]/session/code/route';
import { POST as staffSignIn } from '@/app/api-admin/[shopId]/session/route';
import { and, asc, eq } from 'drizzle-orm';
import { operatorStaff } from '@/lib/server/staff/operatorStaff';
import { codeOnceSent, raw, textsOnceSent } from './consoleHelpers';
import { CHALLENGE_REQUIRED, OtpChallengeSchema, OutboxSchema } from '@/lib/api/contract';
import { CONSOLE_DEVICE_KEY } from '@/lib/console/names';
import { clock } from '@/lib/server/auth/clock';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_MS } from '@/lib/server/auth/otpRules';
import { LIMITS } from '@/lib/server/auth/rateLimit';
import { closeDb, type Db } from '@/lib/server/db/client';
import { orgs, otpCodes, smsConfigs } from '@/lib/server/db/schema';
import { createShop, CreateShopBodySchema } from '@/lib/server/shops/create';
import { MITAKE_TEST_KEYS, mitakeProtocol } from '@/lib/server/sms/testing/mitake';
import type { Reply } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import { advance, fromAddress, get, lastCode, newAddress, newPhone, post, useTestClock } from './authHelpers';
import { expectError } from './helpers';

let db: Db;
const realNow = clock.now;
const saved = { ...process.env };

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  jest.spyOn(console, 'info').mockImplementation(() => {});
  db = await testDb();
}, 60_000);

beforeEach(() => {
  useTestClock();
  process.env.SMS_ORG_HOURLY_LIMIT = saved.SMS_ORG_HOURLY_LIMIT;
  process.env.OTP_CHALLENGE_AFTER = saved.OTP_CHALLENGE_AFTER;
});

afterAll(async () => {
  clock.now = realNow;
  jest.restoreAllMocks();
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

/** Organisations of their own: on PostgreSQL the demo ones carry counts from other files. */
const newOrg = async () => {
  const [created] = await db.insert(orgs).values({ name: '簡訊預算測試' }).returning({ id: orgs.id });
  return String(created!.id);
};

const send = (orgId: string, phone = newPhone(), address = newAddress(), proof?: string) =>
  post(sendOtp, { orgId }, { phone, purpose: 'login', proof }, fromAddress(address));

const texts = async (phone: string) =>
  OutboxSchema.parse((await get(outbox, {}, undefined, { phone })).body).length;

/** The challenge of a `challenge_required` answer. */
function challengeOf(reply: Reply): Challenge {
  expectError(reply, 403);
  const body = reply.body as { code?: string; challenge?: unknown };
  expect(body.code).toBe(CHALLENGE_REQUIRED);
  return OtpChallengeSchema.parse(body.challenge) as unknown as Challenge;
}

/** What the sign-in screens send back: the solved challenge, as altcha's payload. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A request as the sign-in screens make it: solved and sent again when a challenge is demanded. */
async function sendAsShopper(orgId: string, phone = newPhone(), address = newAddress()): Promise<Reply> {
  const first = await send(orgId, phone, address);
  if (first.status !== 403) return first;
  return send(orgId, phone, address, await solve(challengeOf(first)));
}

describe('codes per phone are counted per organisation', () => {
  test('the 6th code of the hour is refused, the next hour allowed, another organisation unaffected', async () => {
    const [one, two] = [await newOrg(), await newOrg()];
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(one, phone)).status).toBe(200);
      advance(61_000);
    }
    expect(expectError(await send(one, phone), 429)).toMatch(/^操作過於頻繁，請於 \d+ 分鐘後再試$/);
    expect((await send(two, phone)).status).toBe(200);
    advance(3600_000);
    expect((await send(one, phone)).status).toBe(200);
  });
});

describe('the proof of work', () => {
  beforeEach(() => {
    process.env.OTP_CHALLENGE_AFTER = '3';
  });

  test('is demanded past 3 requests of an address; a solved challenge gets the code, once', async () => {
    const org = await newOrg();
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await send(org, newPhone(), address)).status).toBe(200);
    const phone = newPhone();
    const challenge = challengeOf(await send(org, phone, address));
    expect(await texts(phone)).toBe(0);

    const proof = await solve(challenge);
    expect((await send(org, phone, address, proof)).status).toBe(200);
    expect(await texts(phone)).toBe(1);

    const again = newPhone();
    challengeOf(await send(org, again, address, proof));
    expect(await texts(again)).toBe(0);
    // Other addresses still ask in one go.
    expect((await send(org, newPhone(), newAddress())).status).toBe(200);
  });

  test('a wrong, expired, tampered or other organisation’s solution is refused with a new challenge', async () => {
    const [org, other] = [await newOrg(), await newOrg()];
    process.env.OTP_CHALLENGE_AFTER = '0';
    const phone = newPhone();
    const challenge = challengeOf(await send(org, phone));
    const good = await solveChallenge({ challenge, deriveKey });
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const wrongKey = { ...good!, derivedKey: good!.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    for (const proof of [
      encode({ challenge, solution: wrongKey }),
      encode({ challenge: tampered, solution: good }),
      encode({ challenge: { ...challenge, signature: '00' }, solution: good }),
      'garbage',
    ]) {
      const reply = await send(org, phone, newAddress(), proof);
      expect(expectError(reply, 403)).toBe('安全驗證未通過，請再試一次');
      challengeOf(reply);
    }
    expect(
      challengeOf(await send(other, phone, newAddress(), await solve(challenge))).parameters.salt,
    ).not.toBe(challenge.parameters.salt);

    const late = challengeOf(await send(org, newPhone()));
    const lateProof = await solve(late);
    advance(5 * 60_000);
    challengeOf(await send(org, newPhone(), newAddress(), lateProof));
    expect(await texts(phone)).toBe(0);
  });

  test('a challenge refused once, even for a wrong solution, cannot be used again', async () => {
    const org = await newOrg();
    process.env.OTP_CHALLENGE_AFTER = '0';
    const challenge = challengeOf(await send(org));
    const good = await solveChallenge({ challenge, deriveKey });
    const encode = (solution: unknown) =>
      Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const wrongKey = good!.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    challengeOf(await send(org, newPhone(), newAddress(), encode({ ...good, derivedKey: wrongKey })));
    challengeOf(await send(org, newPhone(), newAddress(), encode(good)));
  });

  test('a script that never solves it does not use up the texts of the shoppers sharing its address', async () => {
    const org = await newOrg();
    const address = newAddress();
    for (let i = 0; i < 3; i++) await send(org, newPhone(), address);
    for (let i = 0; i < 40; i++) challengeOf(await send(org, newPhone(), address));
    const phone = newPhone();
    expect((await sendAsShopper(org, phone, address)).status).toBe(200);
    expect(await texts(phone)).toBe(1);
  });

  test('an address is challenged at most 200 times an hour, then refused', async () => {
    const org = await newOrg();
    process.env.OTP_CHALLENGE_AFTER = '0';
    const address = newAddress();
    for (let i = 0; i < 200; i++) expect((await send(org, newPhone(), address)).status).toBe(403);
    expectError(await send(org, newPhone(), address), 429);
    expect((await sendAsShopper(org)).status).toBe(200);
  }, 60_000);

  test('addresses of one IPv6 /64 share their free requests', async () => {
    const org = await newOrg();
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6:a:b:c:d', '2001:DB8:5:6:ffff:ffff:ffff:ffff'])
      expect((await send(org, newPhone(), address)).status).toBe(200);
    challengeOf(await send(org, newPhone(), '2001:db8:5:6::99'));
    expect((await send(org, newPhone(), '2001:db8:5:7::1')).status).toBe(200);
  });

  test('is demanded from everyone once the organisation has sent a quarter of its hourly texts', async () => {
    const [org, other] = [await newOrg(), await newOrg()];
    process.env.SMS_ORG_HOURLY_LIMIT = '8';
    expect((await send(org)).status).toBe(200);
    expect((await send(org)).status).toBe(200);
    challengeOf(await send(org));
    expect((await sendAsShopper(org)).status).toBe(200);
    expect((await send(other)).status).toBe(200);
    advance(3600_000);
    expect((await send(org)).status).toBe(200);
  });
});

describe('the hourly text budget of an organisation', () => {
  test('counts every address and phone together; over it is a 429 that names the shop’s limit', async () => {
    const [one, two] = [await newOrg(), await newOrg()];
    process.env.SMS_ORG_HOURLY_LIMIT = '3';
    for (let i = 0; i < 3; i++) expect((await sendAsShopper(one)).status).toBe(200);
    expect(expectError(await sendAsShopper(one), 429)).toBe(
      '本商店的簡訊驗證碼已達每小時發送上限，請於 59 分鐘後再試',
    );
    expect((await sendAsShopper(two)).status).toBe(200);
    advance(3600_000);
    expect((await sendAsShopper(one)).status).toBe(200);
  });

  test('requests refused by the per-address limit or the challenge do not use it up', async () => {
    const one = await newOrg();
    process.env.SMS_ORG_HOURLY_LIMIT = '21';
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await sendAsShopper(one, newPhone(), address)).status).toBe(200);
    for (let i = 0; i < 10; i++) expectError(await sendAsShopper(one, newPhone(), address), 429);
    for (let i = 0; i < 10; i++) challengeOf(await send(one));
    expect((await sendAsShopper(one)).status).toBe(200);
  });

  test('reaching it is logged once per organisation and hour, as one JSON line', async () => {
    const [one, two] = [await newOrg(), await newOrg()];
    process.env.SMS_ORG_HOURLY_LIMIT = '2';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const alarms = () =>
      warn.mock.calls
        .map(([line]) => JSON.parse(String(line)) as { event: string; orgId: number; max: number })
        .filter((line) => line.event === 'org-hourly-budget-reached');
    for (let i = 0; i < 2; i++) await sendAsShopper(one);
    expect(alarms()).toEqual([]);
    for (let i = 0; i < 5; i++) expectError(await sendAsShopper(one), 429);
    expect(alarms()).toEqual([expect.objectContaining({ orgId: Number(one), max: 2 })]);
    for (let i = 0; i < 3; i++) await sendAsShopper(two);
    advance(3600_000);
    for (let i = 0; i < 4; i++) await sendAsShopper(one);
    expect(alarms().map((line) => line.orgId)).toEqual([Number(one), Number(two), Number(one)]);
    warn.mockRestore();
  });
});

/** A code that is surely not this one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('wrong codes', () => {
  const verify = (orgId: string, phone: string, code: string, address: string) =>
    post(verifyOtp, { orgId }, { phone, purpose: 'login', code }, fromAddress(address));

  /** Sends a code to a new phone and tries it wrongly `times` times from the address. */
  async function guess(orgId: string, address: string, times: number) {
    const phone = newPhone();
    expect((await sendAsShopper(orgId, phone)).status).toBe(200);
    const code = await lastCode(phone);
    for (let i = 0; i < times; i++) expectError(await verify(orgId, phone, wrong(code), address), 400);
  }

  test('30 an hour per address: then even the right code waits; other addresses are not affected', async () => {
    const org = await newOrg();
    const address = newAddress();
    for (let i = 0; i < 6; i++) await guess(org, address, 5);
    const phone = newPhone();
    await send(org, phone);
    const code = await lastCode(phone);
    expect(expectError(await verify(org, phone, code, address), 429)).toMatch(/^操作過於頻繁/);
    expect((await verify(org, phone, code, newAddress())).status).toBe(200);
  });

  test('twice the hourly texts per organisation, whatever the addresses; other organisations unaffected', async () => {
    const [one, two] = [await newOrg(), await newOrg()];
    process.env.SMS_ORG_HOURLY_LIMIT = '4';
    await guess(one, newAddress(), 4);
    await guess(one, newAddress(), 4);
    const phone = newPhone();
    await sendAsShopper(one, phone);
    expectError(await verify(one, phone, await lastCode(phone), newAddress()), 429);

    const elsewhere = newPhone();
    await sendAsShopper(two, elsewhere);
    expect((await verify(two, elsewhere, await lastCode(elsewhere), newAddress())).status).toBe(200);
    advance(3600_000);
    await sendAsShopper(one, phone);
    expect((await verify(one, phone, await lastCode(phone), newAddress())).status).toBe(200);
  });
});

/** A shop of an organisation of its own, with its owner: no other test's counts reach it. */
async function consoleShop() {
  const run = randomBytes(4).toString('hex');
  const host = `guess-${run}.localhost`;
  const owner = newPhone();
  const created = await createShop(
    db,
    CreateShopBodySchema.parse({
      org: `guess-${run}`,
      orgName: '猜碼測試',
      name: '猜碼小舖',
      domains: [host],
      owner,
    }),
  );
  return { shop: { shopId: String(created.shopId) }, orgId: created.orgId, host, owner };
}
describe('staff sign-in codes have budgets of their own', () => {
  // A shop of its own: on PostgreSQL the demo shops' ids and counts depend on the files before.
  let shop: { shopId: string };
  let orgId: string;
  let host: string;
  beforeAll(async () => {
    const created = await consoleShop();
    shop = created.shop;
    orgId = String(created.orgId);
    host = created.host;
  });
  const staffCode = (phone: string, address: string, proof?: string) =>
    post(staffCodeRoute, shop, { phone, proof }, fromAddress(address));
  const newStaff = async () => {
    const phone = newPhone();
    await operatorStaff(db, { host, action: 'add', phone, role: 'staff' });
    return phone;
  };

  test('four staff of one office sign in from one address: the fourth solves the challenge and gets a code', async () => {
    process.env.OTP_CHALLENGE_AFTER = '3';
    const address = newAddress();
    const phones = [await newStaff(), await newStaff(), await newStaff(), await newStaff()];
    for (const phone of phones.slice(0, 3)) expect((await staffCode(phone, address)).status).toBe(200);
    const fourth = phones[3]!;
    const challenge = challengeOf(await staffCode(fourth, address));
    expect((await staffCode(fourth, address, await solve(challenge))).status).toBe(200);
    expect(await textsOnceSent(fourth)).toHaveLength(1);
  });

  test('shoppers (or a script posing as them) using up the address, the phone and the shop leave the staff code alone', async () => {
    process.env.SMS_ORG_HOURLY_LIMIT = '4';
    process.env.OTP_CHALLENGE_AFTER = '1';
    const address = newAddress();
    const owner = await newStaff();
    // The public code endpoint, for the owner's own phone and others, from the owner's network.
    await sendAsShopper(orgId, owner, address);
    for (let i = 0; i < 6; i++) await sendAsShopper(orgId, newPhone(), address);
    expect(expectError(await sendAsShopper(orgId, newPhone(), newAddress()), 429)).toMatch(/每小時/);
    // Wrong shopper codes do not count against the staff's.
    for (let i = 0; i < 5; i++)
      await post(
        verifyOtp,
        { orgId },
        { phone: owner, purpose: 'login', code: '000000' },
        fromAddress(address),
      );
    const before = await texts(owner);
    expect((await staffCode(owner, address)).status).toBe(200);
    const code = await codeOnceSent(owner, before + 1);
    const signedIn = await post(staffSignIn, shop, { phone: owner, code }, fromAddress(address));
    expect(signedIn.status).toBe(200);
  });
  /** Signs in with the code the phone was texted, from `address`, as the console's screen does. */
  async function signIn(phone: string, address: string, device = '') {
    const before = await texts(phone);
    const asked = await post(staffCodeRoute, shop, { phone }, { ...fromAddress(address), ...cookie(device) });
    expect(asked.status).toBe(200);
    const code = await codeOnceSent(phone, before + 1);
    const response = await raw(staffSignIn as never, shop, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromAddress(address), ...cookie(device) },
      body: JSON.stringify({ phone, code }),
    });
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${CONSOLE_DEVICE_KEY}=`));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Path=\/api-admin/);
    return /^[^=]+=([^;]*)/.exec(line!)![1]!;
  }
  const cookie = (device: string): Record<string, string> =>
    device ? { cookie: `${CONSOLE_DEVICE_KEY}=${device}` } : {};
  const resendWait = () => advance(OTP_RESEND_MS + 1000);

  test("a device the owner signed in on before still gets a code once others have used up the phone's", async () => {
    const owner = await newStaff();
    const colleague = await newStaff();
    const device = await signIn(owner, newAddress());
    const colleagues = await signIn(colleague, newAddress());
    // Anyone who knows the owner's phone asks for its codes, from addresses of their own.
    for (let i = 1; i < LIMITS.otpPerPhone.max; i++) {
      resendWait();
      expect((await staffCode(owner, newAddress())).status).toBe(200);
    }
    resendWait();
    expectError(await staffCode(owner, newAddress()), 429);
    // Without the device's cookie, with a made-up one or with a colleague's, the owner waits too.
    const office = newAddress();
    expectError(await staffCode(owner, office), 429);
    const made = post(
      staffCodeRoute,
      shop,
      { phone: owner },
      { ...fromAddress(office), ...cookie('x'.repeat(43)) },
    );
    expectError(await made, 429);
    const others = post(
      staffCodeRoute,
      shop,
      { phone: owner },
      { ...fromAddress(office), ...cookie(colleagues) },
    );
    expectError(await others, 429);
    // From the remembered device the owner signs in, and the device is remembered anew.
    const renewed = await signIn(owner, office, device);
    expect(renewed).not.toBe(device);
    resendWait();
    const spent = post(staffCodeRoute, shop, { phone: owner }, { ...fromAddress(office), ...cookie(device) });
    expectError(await spent, 429);
    // The renewed device's own codes are bounded: 5 an hour.
    for (let i = 0; i < LIMITS.otpPerDevice.max; i++) {
      resendWait();
      const again = await post(
        staffCodeRoute,
        shop,
        { phone: owner },
        { ...fromAddress(office), ...cookie(renewed) },
      );
      expect(again.status).toBe(200);
    }
    resendWait();
    const over = post(staffCodeRoute, shop, { phone: owner }, { ...fromAddress(office), ...cookie(renewed) });
    expectError(await over, 429);
    // Each code answered 200 was texted: two sign-ins, the others' four, the device's five.
    const texted = 2 + (LIMITS.otpPerPhone.max - 1) + LIMITS.otpPerDevice.max;
    expect(await textsOnceSent(owner, texted)).toHaveLength(texted);
  });
});

describe('console sign-in codes', () => {
  type Shop = { shopId: string };
  const ask = (shop: Shop, phone: string, address: string) =>
    post(staffCodeRoute, shop, { phone }, fromAddress(address));
  const tryCode = (shop: Shop, phone: string, code: string, address: string) =>
    post(staffSignIn, shop, { phone, code }, fromAddress(address));
  /** The tries counted against each of the phone's console codes, oldest first. */
  const triesAt = async (orgId: number, phone: string) =>
    (
      await db
        .select({ attempts: otpCodes.attempts })
        .from(otpCodes)
        .where(and(eq(otpCodes.orgId, orgId), eq(otpCodes.phone, phone), eq(otpCodes.purpose, 'staff')))
        .orderBy(asc(otpCodes.id))
    ).map((row) => row.attempts);

  /** A provider speaking Mitake's protocol that takes each text and answers none until closed. */
  async function silentProvider() {
    const held: { phone: string; answer: () => void }[] = [];
    let heard!: () => void;
    const asked = new Promise<void>((resolve) => (heard = resolve));
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, form };
        const answer = () => {
          const { status, body } = mitakeProtocol(request, 'ok');
          res.writeHead(status, { connection: 'close' });
          res.end(body);
        };
        held.push({ phone: form.get('dstaddr') ?? '', answer });
        heard();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      asked,
      phones: () => held.map((h) => h.phone),
      close: async () => {
        for (const h of held) h.answer();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  }

  test('the answer does not wait for the text: any phone gets it while the provider has not answered', async () => {
    const { shop, orgId, owner } = await consoleShop();
    await db
      .insert(smsConfigs)
      .values({ orgId, provider: 'mitake', credentials: MITAKE_TEST_KEYS, updatedAt: clock.now() });
    const provider = await silentProvider();
    process.env.SMS_TEST_BASE_URL = provider.baseUrl;
    try {
      const staffAnswer = await ask(shop, owner, newAddress());
      const otherAnswer = await ask(shop, newPhone(), newAddress());
      expect(staffAnswer).toEqual({ status: 200, body: { sent: true } });
      expect(otherAnswer).toEqual(staffAnswer);
      // Both answered, and the provider has answered nothing: the owner's text goes out all the same.
      await provider.asked;
      expect(provider.phones()).toEqual([owner]);
    } finally {
      await provider.close();
      delete process.env.SMS_TEST_BASE_URL;
    }
  });

  test('sign-in tries, the resend wait and the phone’s budget answer a staff phone as any other', async () => {
    const { shop, owner } = await consoleShop();
    const other = newPhone();
    const [here, there] = [newAddress(), newAddress()];
    const alike = async (reply: (phone: string, address: string) => Promise<Reply>) => {
      const [staffs, others] = [await reply(owner, here), await reply(other, there)];
      expect(others).toEqual(staffs);
      return staffs;
    };
    expect((await alike((phone, address) => ask(shop, phone, address))).status).toBe(200);
    const guess = wrong(await codeOnceSent(owner));
    for (let i = 0; i < OTP_MAX_ATTEMPTS + 1; i++)
      expectError(await alike((phone, address) => tryCode(shop, phone, guess, address)), 400);
    expectError(await alike((phone, address) => ask(shop, phone, address)), 429);
    for (let i = 1; i < LIMITS.otpPerPhone.max; i++) {
      advance(61_000);
      expect((await alike((phone, address) => ask(shop, phone, address))).status).toBe(200);
    }
    advance(61_000);
    expectError(await alike((phone, address) => ask(shop, phone, address)), 429);
    expect(await textsOnceSent(owner, LIMITS.otpPerPhone.max)).toHaveLength(LIMITS.otpPerPhone.max);
    expect(await texts(other)).toBe(0);
  });

  test('guessers on many addresses cannot wear out or replace the owner’s code', async () => {
    const { shop, owner } = await consoleShop();
    const home = newAddress();
    expect((await ask(shop, owner, home)).status).toBe(200);
    const code = await codeOnceSent(owner);
    for (let i = 0; i < 20; i++) {
      const address = newAddress();
      for (let t = 0; t < OTP_MAX_ATTEMPTS; t++)
        expectError(await tryCode(shop, owner, wrong(code), address), 400);
    }
    // One of them asks for a newer code for the owner's phone, which the owner never reads.
    advance(61_000);
    expect((await ask(shop, owner, newAddress())).status).toBe(200);
    await textsOnceSent(owner, 2);
    expect((await tryCode(shop, owner, code, home)).status).toBe(200);
  });

  test('guessers using up the organisation’s wrong codes cannot stop the owner’s fresh code from a new address', async () => {
    process.env.SMS_ORG_HOURLY_LIMIT = '4'; // 8 wrong staff codes an hour for the organisation
    const { shop, host, owner } = await consoleShop();
    const clerk = newPhone();
    await operatorStaff(db, { host, action: 'add', phone: clerk, role: 'staff' });
    for (let round = 1; round <= 2; round++) {
      const address = newAddress();
      expect((await ask(shop, clerk, address)).status).toBe(200);
      const code = await codeOnceSent(clerk, round);
      for (let t = 0; t < OTP_MAX_ATTEMPTS; t++) await tryCode(shop, clerk, wrong(code), address);
      advance(61_000);
    }
    const home = newAddress();
    expect((await ask(shop, owner, home)).status).toBe(200);
    const code = await codeOnceSent(owner);
    for (let i = 0; i < 20; i++)
      expect((await tryCode(shop, owner, wrong(code), newAddress())).status).not.toBe(200);
    expect((await tryCode(shop, owner, code, home)).status).toBe(200);
  });

  test.each([
    ['200 texts an hour', [5, 5, 5, 5, 5], '200'],
    ['4 texts an hour, whose wrong codes the second code uses up', [5, 3, 1, 1, 1], '4'],
  ])(
    'an organisation of %s: one phone’s codes take %j tries in the hour, whatever the addresses',
    async (_what, tries, limit) => {
      process.env.SMS_ORG_HOURLY_LIMIT = limit;
      const { shop, orgId, owner } = await consoleShop();
      const answers: number[] = [];
      let code = '';
      for (let minute = 0; minute < 8; minute++) {
        const asker = newAddress();
        const asked = await ask(shop, owner, asker);
        answers.push(asked.status);
        if (asked.status === 200) code = await codeOnceSent(owner, answers.filter((s) => s === 200).length);
        for (let t = 0; t < OTP_MAX_ATTEMPTS + 1; t++) await tryCode(shop, owner, wrong(code), asker);
        for (let g = 0; g < 5; g++) await tryCode(shop, owner, wrong(code), newAddress());
        advance(61_000);
      }
      expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const counted = await triesAt(orgId, owner);
      expect(counted).toEqual(tries);
      const total = counted.reduce((sum, n) => sum + n, 0);
      expect(total).toBeLessThanOrEqual(LIMITS.otpPerPhone.max * OTP_MAX_ATTEMPTS);
      advance(3600_000);
      expect((await ask(shop, owner, newAddress())).status).toBe(200);
      await textsOnceSent(owner, 6);
    },
    60_000,
  );
});
