import { randomUUID } from 'node:crypto';
import { type ProviderApi, type SmsOutcome, SmsSendError, type SmsSender } from './sender';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Long enough for a provider under load, short enough that a shopper still waits for the answer. */
const SMS_TIMEOUT_MS = 8000;

/** One try: a network error or a timeout is transient like a provider's own "busy". */
async function attempt<K>(
  api: ProviderApi<K>,
  keys: K,
  message: { phone: string; text: string; id: string },
  baseUrl: string,
  fetch: Fetch,
): Promise<SmsOutcome> {
  const { url, ...init } = api.request(keys, message, baseUrl);
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(SMS_TIMEOUT_MS) });
    return api.outcome(response.status, await response.text());
  } catch {
    return 'transient';
  }
}

/** A sender through the provider's HTTP API: a transient failure is tried once more, then it throws. */
export function providerSender<K>(api: ProviderApi<K>, keys: K, baseUrl: string, fetch: Fetch): SmsSender {
  return {
    async send(phone, text) {
      const message = { phone, text, id: randomUUID() };
      let outcome = await attempt(api, keys, message, baseUrl, fetch);
      if (outcome === 'transient') outcome = await attempt(api, keys, message, baseUrl, fetch);
      if (outcome !== 'sent') throw new SmsSendError(api.name, outcome);
    },
  };
}

/** `application/x-www-form-urlencoded`, the body every one of these providers takes. */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
