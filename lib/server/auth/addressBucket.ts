import { isIPv4, isIPv6 } from 'node:net';

/**
 * The budget an address counts against. An IPv6 subscriber is handed a whole /64 (and can pick any
 * address inside it at will), so per-address limits would be per-request limits; the /64 is what one
 * line, one household or one server holds. IPv4 addresses count one by one, an IPv4 address written
 * in IPv6 (`::ffff:a.b.c.d`) as the IPv4 address, and anything else (`unknown`, a value a proxy wrote
 * oddly) as itself: it can only share a bucket with the same oddity.
 */
export function addressBucket(raw: string): string {
  const address = raw.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return raw.trim().slice(0, 64);
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 split in two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? address.slice(0, dotted.index) +
      [(+dotted[1]! << 8) | +dotted[2]!, (+dotted[3]! << 8) | +dotted[4]!]
        .map((g) => g.toString(16))
        .join(':')
    : address;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}
