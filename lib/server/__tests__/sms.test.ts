/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as outbox } from '@/app/api-auth/dev/outbox/route';
import { POST as sendOtp } from '@/app/api-auth/[orgId]/otp/route';
import { POST as verifyOtp } from '@/app/api-auth/[orgId]/otp/verify/route';
import { POST as operatorSms } from '@/app/api-auth/operator/sms/route';
import { OutboxSchema } from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import { orgs, otpCodes, smsConfigs } from '@/lib/server/db/schema';
import { SMS_KEYS_INVALID } from '@/lib/server/sms/operatorConfig';
import { SMS_FAILED, SMS_NOT_CONFIGURED } from '@/lib/server/sms/sender';
import { NO_PROVIDER_WARNING, warnWithoutSmsProvider } from '@/lib/server/sms/startupCheck';
import { MITAKE_TEST_KEYS, mitakeProtocol } from '@/lib/server/sms/testing/mitake';
import { type Fake, type Scenario, startFake } from '@/lib/server/sms/testing/server';
import { TWILIO_TEST_KEYS, twilioProtocol } from '@/lib/server/sms/testing/twilio';
import { testDb } from '@/lib/server/testing/db';
import { demoShops, fromAddress, get, newPhone, post, useTestClock } from './authHelpers';
import { expectError } from './helpers';

const SECRET = 'sms-operator-secret';
const operator = { 'x-operator-secret': SECRET, ...fromAddress('127.0.0.1') };
const CONSOLE = ['log', 'info', 'warn', 'error', 'debug'] as const;

let db: Db;
let orgId: string;
let orgKey: string;
let printed: string[];
let spies: jest.SpyInstance[];

beforeAll(async () => {
  process.env.OPERATOR_SECRET = SECRET;
  db = await testDb();
  // An organisation of its own: on PostgreSQL others may have providers from other runs.
  orgKey = `sms-${randomBytes(4).toString('hex')}`;
  const [org] = await db
    .insert(orgs)
    .values({ name: '山茶有限公司', key: orgKey })
    .returning({ id: orgs.id });
  orgId = String(org!.id);
}, 60_000);

beforeEach(() => {
  useTestClock();
  delete process.env.STOREFRONT_DEMO_MODE;
  printed = [];
  spies = CONSOLE.map((name) =>
    jest.spyOn(console, name).mockImplementation((...args: unknown[]) => void printed.push(args.join(' '))),
  );
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  delete process.env.SMS_TEST_BASE_URL;
});

afterAll(async () => {
  delete process.env.OPERATOR_SECRET;
  await closeDb();
});

const send = (phone: string, org = orgId) =>
  post(sendOtp, { orgId: org }, { phone, purpose: 'signup' }, fromAddress());
const configure = (body: Record<string, unknown>, headers: Record<string, string> = operator) =>
  post(operatorSms, {}, { org: orgKey, ...body }, headers);
const codesOf = (phone: string) => db.select().from(otpCodes).where(eq(otpCodes.phone, phone));

/** The provider's fake for the next requests, answering by the script. */
async function withFake<T>(
  protocol: typeof mitakeProtocol,
  script: Scenario[],
  run: (fake: Fake) => Promise<T>,
): Promise<T> {
  const fake = await startFake(protocol, ...script);
  process.env.SMS_TEST_BASE_URL = fake.baseUrl;
  try {
    return await run(fake);
  } finally {
    await fake.close();
  }
}

/** Nothing printed carries the code or a key. */
function expectNothingSecretPrinted(...secrets: string[]) {
  for (const secret of secrets) for (const line of printed) expect(line).not.toContain(secret);
}

describe('without a provider, outside demo mode', () => {
  test('a code request is a 503 簡訊服務尚未設定, before any code is stored', async () => {
    const phone = newPhone();
    expect(expectError(await send(phone), 503)).toBe(SMS_NOT_CONFIGURED);
    expect(await codesOf(phone)).toEqual([]);
  });

  test('the server warns at start, once there is no provider anywhere; demo mode does not', async () => {
    const any = await db.select({ id: smsConfigs.id }).from(smsConfigs).limit(1);
    expect(await warnWithoutSmsProvider(db)).toBe(any.length === 0);
    if (!any.length) expect(printed).toEqual([NO_PROVIDER_WARNING]);
    process.env.STOREFRONT_DEMO_MODE = '1';
    expect(await warnWithoutSmsProvider(db)).toBe(false);
  });
});

describe('the operator command', () => {
  test('refuses keys that do not fit the provider, with a 400 that names none of them', async () => {
    const given = [
      { username: 'only-a-user-AAAA' },
      { username: 'u', password: 'pw-BBBB', extra: 'x-CCCC' },
      { accountSid: 'AC-not-DDDD', authToken: 'tok-EEEE', from: '+15005550006' },
    ];
    for (const [provider, credentials] of [
      ['mitake', given[0]],
      ['mitake', given[1]],
      ['twilio', given[2]],
      ['every8d', null],
    ] as const) {
      const reply = await configure({ provider, credentials });
      expect(expectError(reply, 400)).toBe(SMS_KEYS_INVALID);
      expect(JSON.stringify(reply.body)).not.toMatch(/AAAA|BBBB|CCCC|DDDD|EEEE/);
    }
    expectNothingSecretPrinted('AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE');
    expect(
      await db
        .select()
        .from(smsConfigs)
        .where(eq(smsConfigs.orgId, Number(orgId))),
    ).toEqual([]);
  });

  test('refuses an unknown provider or organisation, and a caller without the secret', async () => {
    expectError(await configure({ provider: 'smsgo', credentials: MITAKE_TEST_KEYS }), 400);
    expectError(await post(operatorSms, {}, { org: 'no-such-org', provider: 'none' }, operator), 404);
    expectError(
      await configure(
        { provider: 'mitake', credentials: MITAKE_TEST_KEYS },
        { 'x-operator-secret': 'wrong' },
      ),
      403,
    );
  });
});

describe('with Mitake configured', () => {
  beforeEach(async () => {
    const reply = await configure({ provider: 'mitake', credentials: MITAKE_TEST_KEYS, sender: '山茶小舖' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ changedShops: [], org: orgKey, provider: 'mitake', sender: '山茶小舖' });
  });

  test('a code goes out through the provider and verifies; no log holds it', async () => {
    const phone = newPhone();
    const code = await withFake(mitakeProtocol, ['ok'], async (fake) => {
      expect((await send(phone)).status).toBe(200);
      expect(fake.received).toHaveLength(1);
      const { form } = fake.received[0]!;
      expect(form.get('dstaddr')).toBe(phone);
      expect(form.get('smbody')).toMatch(/^【山茶小舖】您的驗證碼為 \d{6}，/);
      return /(\d{6})/.exec(form.get('smbody')!)![1]!;
    });
    const verified = await post(verifyOtp, { orgId }, { phone, purpose: 'signup', code });
    expect(verified.status).toBe(200);
    expectNothingSecretPrinted(code, MITAKE_TEST_KEYS.password);
  });

  test('a provider busy once is asked again, and the code goes out', async () => {
    const phone = newPhone();
    await withFake(mitakeProtocol, ['busy', 'ok'], async (fake) => {
      expect((await send(phone)).status).toBe(200);
      expect(fake.received).toHaveLength(2);
    });
    expect(await codesOf(phone)).toHaveLength(1);
  });

  test('a text that does not go out is a 502 簡訊發送失敗，請稍後再試; its code is gone, a resend is not held up', async () => {
    const phone = newPhone();
    const sentCode = await withFake(mitakeProtocol, ['down', 'down', 'ok'], async (fake) => {
      expect(expectError(await send(phone), 502)).toBe(SMS_FAILED);
      expect(fake.received).toHaveLength(2);
      expect(await codesOf(phone)).toEqual([]);
      expect((await send(phone)).status).toBe(200);
      return /(\d{6})/.exec(fake.received[2]!.form.get('smbody')!)![1]!;
    });
    // The log says which provider failed and how, with the phone masked; never a code or key.
    const failure = printed.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failure).toEqual([
      {
        scope: 'sms',
        event: 'send-failed',
        provider: 'mitake',
        outcome: 'transient',
        org: Number(orgId),
        phone: `${phone.slice(0, 4)}…`,
      },
    ]);
    expectNothingSecretPrinted(sentCode, MITAKE_TEST_KEYS.password, phone);
  });

  test.each([
    ['quota', 'statuscode=s'],
    ['badNumber', 'statuscode=v'],
  ] as const)('%s (%s) is a 502 too, without a retry', async (scenario, _answer) => {
    const phone = newPhone();
    await withFake(mitakeProtocol, [scenario], async (fake) => {
      expect(expectError(await send(phone), 502)).toBe(SMS_FAILED);
      expect(fake.received).toHaveLength(1);
    });
    expect(await codesOf(phone)).toEqual([]);
  });

  test('--provider none takes it away: codes are a 503 again', async () => {
    expect((await configure({ provider: 'none' })).status).toBe(200);
    expect(expectError(await send(newPhone()), 503)).toBe(SMS_NOT_CONFIGURED);
  });
});

test('Twilio gets the number in E.164 and the shop name as the sender of the text', async () => {
  const reply = await configure({ provider: 'twilio', credentials: TWILIO_TEST_KEYS });
  expect(reply.status).toBe(200);
  expect(JSON.stringify(reply.body)).not.toContain(TWILIO_TEST_KEYS.authToken);
  const phone = newPhone();
  await withFake(twilioProtocol, ['ok'], async (fake) => {
    expect((await send(phone)).status).toBe(200);
    const { form } = fake.received[0]!;
    expect(form.get('To')).toBe(`+886${phone.slice(1)}`);
    expect(form.get('From')).toBe(TWILIO_TEST_KEYS.from);
    expect(form.get('Body')).toMatch(/^【山茶有限公司】您的驗證碼為 \d{6}，/);
  });
  expectNothingSecretPrinted(TWILIO_TEST_KEYS.authToken);
  await configure({ provider: 'none' });
});

describe('the demo outbox', () => {
  test('keeps the texts of an organisation without a provider, per phone; without a phone it lists nothing', async () => {
    process.env.STOREFRONT_DEMO_MODE = '1';
    const demoOrg = (await demoShops()).one.orgId;
    const phone = newPhone();
    expect((await send(phone, demoOrg)).status).toBe(200);
    expect(OutboxSchema.parse((await get(outbox, {}, undefined, { phone })).body)).toHaveLength(1);
    expect((await get(outbox, {})).body).toEqual([]);
    // The code is in the outbox, and nowhere in the log.
    expect(printed).toEqual([]);
  });
});
