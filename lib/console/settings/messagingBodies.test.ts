import { lineBody, smsBody } from './messagingBodies';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

test.each<[string, Record<string, string>, string, Record<string, unknown>]>([
  [
    'a provider with its keys and sender',
    { 'key.username': 'u', 'key.password': ' p ', sender: '小島' },
    'mitake',
    { provider: 'mitake', credentials: { username: 'u', password: 'p' }, sender: '小島' },
  ],
  [
    'keys left empty send none: the stored ones stay',
    { 'key.username': '' },
    'mitake',
    {
      provider: 'mitake',
      credentials: {},
    },
  ],
  ['an empty sender is none', { sender: '  ' }, 'twilio', { provider: 'twilio', credentials: {} }],
  [
    'the demo outbox has no keys',
    { 'key.username': 'u', sender: '小島' },
    'none',
    { provider: 'none', sender: '小島' },
  ],
])('text messages: %s', (_, fields, provider, expected) => {
  expect(smsBody(form(fields), provider)).toEqual(expected);
});

test.each<[string, Record<string, string>, string, Record<string, unknown>]>([
  [
    'a production channel with its id and secret',
    { channelId: '1650000000', 'key.channelSecret': 's' },
    'production',
    { environment: 'production', channelId: '1650000000', credentials: { channelSecret: 's' } },
  ],
  [
    'a production channel, secret kept',
    { channelId: '1650000000' },
    'production',
    {
      environment: 'production',
      channelId: '1650000000',
      credentials: {},
    },
  ],
  [
    'a sandbox channel has neither',
    { channelId: '1650000000', 'key.channelSecret': 's' },
    'sandbox',
    {
      environment: 'sandbox',
    },
  ],
])('LINE Login: %s', (_, fields, environment, expected) => {
  expect(lineBody(form(fields), environment)).toEqual(expected);
});
