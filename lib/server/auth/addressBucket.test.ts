import { addressBucket } from './addressBucket';

describe('addressBucket', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:0db8:0000:0001:0000:0000:0000:0001', '2001:db8:0:1::/64'],
    ['2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:1::abcd', '2001:db8:0:1::/64'],
    ['2001:db8:0:2::1', '2001:db8:0:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['fe80::1%25en0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
    ['not an address', 'not an address'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['1.2.3.256', '1.2.3.256'],
    ['a'.repeat(100), 'a'.repeat(64)],
    ['', ''],
  ])('%j → %j', (raw, bucket) => {
    expect(addressBucket(raw)).toBe(bucket);
  });

  test('every address of one /64 shares a bucket, the next /64 does not', () => {
    const buckets = new Set(['2001:db8:1:2::1', '2001:db8:1:2:a:b:c:d', '2001:db8:1:2::'].map(addressBucket));
    expect(buckets.size).toBe(1);
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
  });
});
