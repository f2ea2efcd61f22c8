/** @jest-environment node */
import { senderFor, smsBaseUrl } from './providers';
import type { SmsProvider } from '@/lib/console/contract/settings';
import { SmsSendError } from './sender';
import { EVERY8D_TEST_KEYS, every8dProtocol } from './testing/every8d';
import { MITAKE_TEST_KEYS, mitakeProtocol } from './testing/mitake';
import { type Protocol, type Scenario, startFake } from './testing/server';
import { TWILIO_TEST_KEYS, twilioProtocol } from './testing/twilio';

const TEXT = '【小島選物】您的驗證碼為 654321，5 分鐘內有效。';
const FAKES: Record<
  SmsProvider,
  { protocol: Protocol; keys: Record<string, string>; text: string; to: string }
> = {
  mitake: { protocol: mitakeProtocol, keys: MITAKE_TEST_KEYS, text: 'smbody', to: 'dstaddr' },
  every8d: { protocol: every8dProtocol, keys: EVERY8D_TEST_KEYS, text: 'MSG', to: 'DEST' },
  twilio: { protocol: twilioProtocol, keys: TWILIO_TEST_KEYS, text: 'Body', to: 'To' },
};

afterEach(() => {
  delete process.env.SMS_TEST_BASE_URL;
});

/** Sends one text through the provider's loopback fake, which answers by the script. */
async function sendThrough(provider: SmsProvider, script: Scenario[], keys = FAKES[provider].keys) {
  const fake = await startFake(FAKES[provider].protocol, ...script);
  process.env.SMS_TEST_BASE_URL = fake.baseUrl;
  try {
    const sender = senderFor(provider, keys)!;
    const error = await sender.send('0912345678', TEXT).then(
      () => null,
      (e: unknown) => e,
    );
    return { error, received: fake.received };
  } finally {
    await fake.close();
  }
}

describe.each(Object.keys(FAKES) as SmsProvider[])('%s over HTTP', (provider) => {
  const { text, to } = FAKES[provider];

  test('a text the provider takes is sent once, the text and number as it reads them', async () => {
    const { error, received } = await sendThrough(provider, ['ok']);
    expect(error).toBeNull();
    expect(received).toHaveLength(1);
    expect(received[0]!.form.get(text)).toBe(TEXT);
    expect(received[0]!.form.get(to)).toBe(provider === 'twilio' ? '+886912345678' : '0912345678');
  });

  test.each([
    [['busy', 'ok'] as Scenario[], null, 2],
    [['down', 'ok'] as Scenario[], null, 2],
    [['drop', 'ok'] as Scenario[], null, 2],
    [['busy', 'busy'] as Scenario[], 'transient', 2],
    [['down', 'drop'] as Scenario[], 'transient', 2],
    [['quota'] as Scenario[], 'quota', 1],
    [['badNumber'] as Scenario[], provider === 'every8d' ? 'rejected' : 'badNumber', 1],
  ])('answers %j: %s, after %i requests', async (script, outcome, requests) => {
    const { error, received } = await sendThrough(provider, script);
    expect(received).toHaveLength(requests);
    if (outcome === null) expect(error).toBeNull();
    else {
      expect(error).toBeInstanceOf(SmsSendError);
      expect((error as SmsSendError).outcome).toBe(outcome);
      expect((error as Error).message).toBe(`sms ${provider}: ${outcome}`);
    }
  });

  test('wrong keys are refused by the provider, without a retry', async () => {
    const wrong = { ...FAKES[provider].keys };
    const [field] = Object.keys(wrong).filter((k) => k !== 'from');
    wrong[field!] = provider === 'twilio' ? `AC${'9'.repeat(32)}` : 'someone-else';
    const { error, received } = await sendThrough(provider, ['ok'], wrong);
    expect((error as SmsSendError).outcome).toBe('rejected');
    expect(received).toHaveLength(1);
  });
});

test('a retry of a Mitake text carries the same clientid, so Mitake can drop the double', async () => {
  const { received } = await sendThrough('mitake', ['busy', 'ok']);
  const [first, second] = received.map((r) => r.form.get('clientid'));
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(second).toBe(first);
});

test('keys that do not fit the provider give no sender', () => {
  expect(senderFor('mitake', { user: 'a' })).toBeNull();
  expect(senderFor('twilio', null)).toBeNull();
});

test('the test override of the providers’ address counts only in a test run', () => {
  const env = process.env as Record<string, string | undefined>;
  const saved = env.NODE_ENV;
  process.env.SMS_TEST_BASE_URL = 'http://127.0.0.1:1';
  try {
    expect(smsBaseUrl('mitake')).toBe('http://127.0.0.1:1');
    env.NODE_ENV = 'production';
    expect(smsBaseUrl('mitake')).toBe('https://smsapi.mitake.com.tw');
    expect(smsBaseUrl('every8d')).toBe('https://api.e8d.tw');
    expect(smsBaseUrl('twilio')).toBe('https://api.twilio.com');
  } finally {
    env.NODE_ENV = saved;
  }
});
