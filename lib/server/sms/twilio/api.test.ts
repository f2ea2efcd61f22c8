import { taiwanE164, TWILIO_URL, twilioApi, TwilioKeysSchema } from './api';

const accountSid = `AC${'a'.repeat(32)}`;
const authToken = '0123456789abcdef0123456789abcdef';
const message = { phone: '0912345678', text: 'Your code is 123456', id: 'ignored' };

describe('the Messages.json request', () => {
  test('posts To (E.164), From and Body to the account with basic auth', () => {
    const request = twilioApi.request({ accountSid, authToken, from: '+15005550006' }, message, TWILIO_URL);
    expect(request.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
    );
    expect(request.body).toBe('To=%2B886912345678&From=%2B15005550006&Body=Your+code+is+123456');
  });

  test('names the messaging service instead of a From when given one', () => {
    const messagingServiceSid = `MG${'b'.repeat(32)}`;
    const request = twilioApi.request({ accountSid, authToken, messagingServiceSid }, message, TWILIO_URL);
    expect([...new URLSearchParams(request.body)]).toEqual([
      ['To', '+886912345678'],
      ['MessagingServiceSid', messagingServiceSid],
      ['Body', 'Your code is 123456'],
    ]);
  });
});

const error = (code: number) =>
  JSON.stringify({ code, message: '…', more_info: `https://www.twilio.com/docs/errors/${code}` });

test.each([
  ['201 Created, queued', 201, JSON.stringify({ sid: 'SM1', status: 'queued' }), 'sent'],
  ['200 accepted', 200, JSON.stringify({ sid: 'SM1', status: 'accepted' }), 'sent'],
  ['21211 invalid To', 400, error(21211), 'badNumber'],
  ['21614 not a mobile number', 400, error(21614), 'badNumber'],
  ['21612 no route', 400, error(21612), 'badNumber'],
  ['21610 unsubscribed', 400, error(21610), 'badNumber'],
  ['21611 queue full', 400, error(21611), 'quota'],
  ['20429 too many requests', 429, error(20429), 'transient'],
  ['a bare 429', 429, '', 'transient'],
  ['503', 503, '', 'transient'],
  ['20003 authenticate', 401, error(20003), 'rejected'],
  ['an error without JSON', 400, 'Bad Request', 'rejected'],
])('%s → %s', (_, status, body, outcome) => {
  expect(twilioApi.outcome(status, body)).toBe(outcome);
});

test.each([
  ['0912345678', '+886912345678'],
  ['0987654321', '+886987654321'],
])('%s in E.164 is %s', (phone, e164) => {
  expect(taiwanE164(phone)).toBe(e164);
});

test.each([
  [{ accountSid, authToken, from: '+15005550006' }, true],
  [{ accountSid, authToken, from: 'TeaHouse' }, true],
  [{ accountSid, authToken, messagingServiceSid: `MG${'c'.repeat(32)}` }, true],
  [{ accountSid, authToken }, false],
  [{ accountSid, authToken, from: '+15005550006', messagingServiceSid: `MG${'c'.repeat(32)}` }, false],
  [{ accountSid: 'AC123', authToken, from: '+15005550006' }, false],
  [{ accountSid, authToken: 'short', from: '+15005550006' }, false],
])('keys %j fit: %s', (given, fits) => {
  expect(TwilioKeysSchema.safeParse(given).success).toBe(fits);
});
