import type { Protocol } from './server';

export const TWILIO_TEST_KEYS = {
  accountSid: `AC${'1'.repeat(32)}`,
  authToken: 'f'.repeat(32),
  from: '+15005550006',
};

/** Twilio's Messages.json as documented: basic auth, a form body, a JSON Message or error answer. */
export const twilioProtocol: Protocol = (request, scenario) => {
  const { accountSid, authToken } = TWILIO_TEST_KEYS;
  if (scenario === 'down') return { status: 503, body: '' };
  if (request.method !== 'POST' || request.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
    return error(404, 20404, 'The requested resource was not found');
  const auth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  if (request.headers.authorization !== auth) return error(401, 20003, 'Authenticate');
  if (scenario === 'busy') return error(429, 20429, 'Too Many Requests');
  if (scenario === 'quota')
    return error(400, 21611, "This 'From' number has exceeded the maximum number of queued messages");
  const to = request.form.get('To') ?? '';
  if (scenario === 'badNumber' || !/^\+\d{8,15}$/.test(to))
    return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  const body = {
    sid: `SM${'0'.repeat(32)}`,
    account_sid: accountSid,
    to,
    from: request.form.get('From'),
    messaging_service_sid: request.form.get('MessagingServiceSid'),
    body: request.form.get('Body'),
    status: 'queued',
    error_code: null,
    error_message: null,
    api_version: '2010-04-01',
  };
  return { status: 201, body: JSON.stringify(body), type: 'application/json' };
};

const error = (status: number, code: number, message: string) => ({
  status,
  type: 'application/json',
  body: JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
});
