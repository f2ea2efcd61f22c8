/** Where a text goes: a provider, or in demo mode the outbox. It throws when the text did not go out. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/**
 * What a provider made of one request. `transient` is worth one more try (the provider was busy or
 * out of reach); `rejected` is the organisation's account or keys, which no retry mends.
 */
export type SmsOutcome = 'sent' | 'quota' | 'badNumber' | 'transient' | 'rejected';

/** A text that did not go out. Its message names the provider and the outcome, never the text or keys. */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly outcome: Exclude<SmsOutcome, 'sent'>,
  ) {
    super(`sms ${provider}: ${outcome}`);
  }
}

export const SMS_FAILED = '簡訊發送失敗，請稍後再試';
export const SMS_NOT_CONFIGURED = '簡訊服務尚未設定';

/** One HTTP request to a provider, as the provider documents it: built by a pure function. */
type ProviderRequest = {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
};

/** What an adapter knows of its provider's protocol; the sending and retrying is shared (send.ts). */
export type ProviderApi<K> = {
  name: string;
  /** `id` is the same for a try and its retry, so a provider that takes one can drop the double. */
  request(keys: K, message: { phone: string; text: string; id: string }, baseUrl: string): ProviderRequest;
  outcome(status: number, body: string): SmsOutcome;
};
