import type { z } from 'zod';
import { EVERY8D_URL, every8dApi, Every8dKeysSchema } from './every8d/api';
import { MITAKE_URL, mitakeApi, MitakeKeysSchema } from './mitake/api';
import { providerSender } from './send';
import type { ProviderApi, SmsSender } from './sender';
import { TWILIO_URL, twilioApi, TwilioKeysSchema } from './twilio/api';
import type { SmsProvider } from '@/lib/console/contract/settings';

/** Each provider's keys, checked when an operator sets them and again before each use. */
export const SMS_KEYS: Record<SmsProvider, z.ZodType> = {
  mitake: MitakeKeysSchema,
  every8d: Every8dKeysSchema,
  twilio: TwilioKeysSchema,
};

const BASE_URLS: Record<SmsProvider, string> = {
  mitake: MITAKE_URL,
  every8d: EVERY8D_URL,
  twilio: TWILIO_URL,
};

/**
 * Where the provider's API is. Tests point every provider at their loopback fake with
 * SMS_TEST_BASE_URL; outside a test run it is ignored, so no setting can send an organisation's keys
 * anywhere but to its provider.
 */
export function smsBaseUrl(provider: SmsProvider): string {
  const testUrl = process.env.NODE_ENV === 'test' ? process.env.SMS_TEST_BASE_URL : undefined;
  return testUrl || BASE_URLS[provider];
}

/** The sender for stored keys; null when they no longer fit the provider. */
export function senderFor(provider: SmsProvider, credentials: unknown): SmsSender | null {
  const withKeys = <K>(api: ProviderApi<K>, schema: z.ZodType<K>) => {
    const keys = schema.safeParse(credentials);
    return keys.success ? providerSender(api, keys.data, smsBaseUrl(provider), globalThis.fetch) : null;
  };
  switch (provider) {
    case 'mitake':
      return withKeys(mitakeApi, MitakeKeysSchema);
    case 'every8d':
      return withKeys(every8dApi, Every8dKeysSchema);
    case 'twilio':
      return withKeys(twilioApi, TwilioKeysSchema);
    default:
      return null;
  }
}
