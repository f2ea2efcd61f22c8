import { CLIENT_ADDRESS_HEADER, clientAddressOf, stampClientAddress, trustedHops } from './clientAddress';

describe('clientAddressOf', () => {
  test.each([
    // No proxy trusted: the socket, whatever the client wrote.
    [undefined, '203.0.113.7', 0, '203.0.113.7'],
    ['198.51.100.1', '203.0.113.7', 0, '203.0.113.7'],
    ['198.51.100.1, 10.0.0.1', '203.0.113.7', 0, '203.0.113.7'],
    // One proxy: the address it appended; what the client wrote before it is ignored.
    ['203.0.113.7', '10.0.0.2', 1, '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7', '10.0.0.2', 1, '203.0.113.7'],
    ['198.51.100.1,203.0.113.7 ', '10.0.0.2', 1, '203.0.113.7'],
    // Two proxies (a CDN, then a load balancer): the CDN's entry.
    ['198.51.100.1, 203.0.113.7, 10.0.0.1', '10.0.0.2', 2, '203.0.113.7'],
    // Fewer entries than hops (the request did not come through every proxy): the leftmost.
    ['203.0.113.7', '10.0.0.2', 3, '203.0.113.7'],
    [undefined, '203.0.113.7', 1, '203.0.113.7'],
    ['', '203.0.113.7', 1, '203.0.113.7'],
    ['198.51.100.1,, 203.0.113.7', '10.0.0.2', 1, '203.0.113.7'],
    // One spelling per IPv4 client; IPv6 kept as it is.
    [undefined, '::ffff:203.0.113.7', 0, '203.0.113.7'],
    ['::FFFF:203.0.113.7', '::1', 1, '203.0.113.7'],
    [undefined, '2001:db8::1', 0, '2001:db8::1'],
    ['2001:db8::1', '::1', 1, '2001:db8::1'],
    // A socket already gone has no address.
    [undefined, undefined, 0, 'unknown'],
  ])('X-Forwarded-For %j, socket %s, %i hops → %s', (forwardedFor, socket, hops, address) => {
    expect(clientAddressOf(forwardedFor, socket, hops)).toBe(address);
  });
});

describe('trustedHops', () => {
  test.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
  ])('%j → %i', (raw, hops) => {
    expect(trustedHops(raw)).toBe(hops);
  });

  test.each(['-1', '1.5', 'yes', 'true'])('%j is refused', (raw) => {
    expect(() => trustedHops(raw)).toThrow(/TRUST_PROXY_HOPS must be a whole number/);
  });
});

describe('stampClientAddress', () => {
  const request = (headers: Record<string, string>, remoteAddress = '203.0.113.7') => ({
    headers,
    socket: { remoteAddress },
  });

  test('a copy of the header sent by the client is replaced', () => {
    const req = request({ [CLIENT_ADDRESS_HEADER]: '198.51.100.1', 'x-forwarded-for': '198.51.100.2' });
    stampClientAddress(req, 0);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
  });

  test('behind a trusted proxy, the address it appended', () => {
    const req = request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }, '10.0.0.2');
    stampClientAddress(req, 1);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.9');
  });
});
