import {
  expiryOf,
  LABEL_LINK_MINUTES,
  labelLinkCheck,
  labelSignature,
  labelUrl,
  readLabelLink,
} from './labelLink';

const key = Buffer.from('k'.repeat(32));
const now = new Date('2026-11-25T03:00:00Z');
const link = { shopId: 1, merchantTradeNo: '2026112500000001S1', expires: expiryOf(now) };
const signature = labelSignature(key, link);

test.each([
  ['the link as given', link, signature, now, 'ok'],
  [
    'a minute before it expires',
    link,
    signature,
    new Date(now.getTime() + (LABEL_LINK_MINUTES - 1) * 60_000),
    'ok',
  ],
  ['when it expires', link, signature, new Date(now.getTime() + LABEL_LINK_MINUTES * 60_000), 'expired'],
  ['another shop’s', { ...link, shopId: 2 }, signature, now, 'forged'],
  ['another parcel', { ...link, merchantTradeNo: '2026112500000002S1' }, signature, now, 'forged'],
  ['an expiry pushed later', { ...link, expires: link.expires + 3600 }, signature, now, 'forged'],
  ['signed with another key', link, labelSignature(Buffer.from('x'.repeat(32)), link), now, 'forged'],
  ['a signature cut short', link, signature.slice(0, 20), now, 'forged'],
] as const)('%s: %s', (_, l, s, at, verdict) => {
  expect(labelLinkCheck(key, l, s, at)).toBe(verdict);
});

it('reads back the link it writes', () => {
  const url = new URL(labelUrl('https://shop.example.tw', key, link));
  expect(url.pathname).toBe('/api-client/1/ecommerceLogistics/label');
  expect(readLabelLink(1, url.searchParams)).toEqual({ link, signature });
});

test.each([
  ['parcel=&expires=1&signature=' + 'a'.repeat(43)],
  ['parcel=A%20B&expires=1&signature=' + 'a'.repeat(43)],
  ['parcel=A&expires=-1&signature=' + 'a'.repeat(43)],
  ['parcel=A&expires=1e9&signature=' + 'a'.repeat(43)],
  ['parcel=A&expires=1&signature=short'],
  ['expires=1&signature=' + 'a'.repeat(43)],
])('refuses a malformed link %s', (query) => {
  expect(readLabelLink(1, new URLSearchParams(query))).toBeNull();
});
