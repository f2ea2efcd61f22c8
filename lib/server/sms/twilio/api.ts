import { z } from 'zod';
import { FORM } from '../send';
import type { ProviderApi, SmsOutcome } from '../sender';

/**
 * Twilio Programmable Messaging: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with basic
 * auth (AccountSid:AuthToken) and a form body To, From or MessagingServiceSid, Body. Answered 201
 * with the Message resource, or an error status with `{code, message, more_info, status}`.
 */
export const TWILIO_URL = 'https://api.twilio.com';

export const TwilioKeysSchema = z
  .object({
    accountSid: z.string().regex(/^AC[0-9a-f]{32}$/),
    authToken: z.string().regex(/^[0-9a-f]{32}$/),
    /** An E.164 number or an alphanumeric sender ID; or the messaging service that picks one. */
    from: z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/)
      .optional(),
    messagingServiceSid: z
      .string()
      .regex(/^MG[0-9a-f]{32}$/)
      .optional(),
  })
  .strict()
  .refine((k) => (k.from === undefined) !== (k.messagingServiceSid === undefined));
export type TwilioKeys = z.output<typeof TwilioKeysSchema>;

/** A member's phone (`09xxxxxxxx`, a Taiwan mobile) in the E.164 form Twilio takes. */
export const taiwanE164 = (phone: string) => `+886${phone.slice(1)}`;

/** Twilio's error codes, by what they mean for one code text. */
const ERRORS: Record<number, SmsOutcome> = {
  21211: 'badNumber', // invalid 'To' phone number
  21214: 'badNumber', // 'To' phone number cannot be reached
  21610: 'badNumber', // the recipient replied STOP
  21612: 'badNumber', // no route from this 'From' to the 'To'
  21614: 'badNumber', // 'To' is not a mobile number
  21611: 'quota', // the sender's queue is full
  20429: 'transient', // too many requests; never processed, safe to retry
};

export const twilioApi: ProviderApi<TwilioKeys> = {
  name: 'twilio',
  request(keys, { phone, text }, baseUrl) {
    const form = new URLSearchParams({ To: taiwanE164(phone) });
    if (keys.messagingServiceSid) form.set('MessagingServiceSid', keys.messagingServiceSid);
    else form.set('From', keys.from!);
    form.set('Body', text);
    return {
      url: `${baseUrl}/2010-04-01/Accounts/${keys.accountSid}/Messages.json`,
      method: 'POST',
      headers: {
        ...FORM,
        authorization: `Basic ${Buffer.from(`${keys.accountSid}:${keys.authToken}`).toString('base64')}`,
      },
      body: form.toString(),
    };
  },
  outcome(status, body) {
    if (status === 200 || status === 201) return 'sent';
    if (status >= 500 || status === 429) return 'transient';
    const code = errorCode(body);
    return (code !== null && ERRORS[code]) || 'rejected';
  },
};

function errorCode(body: string): number | null {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}
