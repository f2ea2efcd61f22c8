import { authHostOf } from './authHost';
import { clientAddress } from './clientAddress';
import { isLoopbackRequest } from './loopback';

describe('clientAddress', () => {
  const saved = process.env.CLIENT_ADDRESS_HEADER;
  afterEach(() => {
    if (saved === undefined) delete process.env.CLIENT_ADDRESS_HEADER;
    else process.env.CLIENT_ADDRESS_HEADER = saved;
  });

  describe('behind npm start, which names the header it always overwrites', () => {
    beforeEach(() => {
      process.env.CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';
    });
    test.each([
      [{ 'x-storefront-client-address': '203.0.113.7' }, '203.0.113.7'],
      [{ 'x-storefront-client-address': ' 2001:db8::1 ' }, '2001:db8:0:0::/64'],
      [{ 'x-storefront-client-address': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }, '203.0.113.7'],
      [{ 'x-storefront-client-address': '203.0.113.7', 'x-real-ip': '198.51.100.1' }, '203.0.113.7'],
      [{ 'x-storefront-client-address': 'a'.repeat(100) }, 'a'.repeat(64)],
      [{ 'x-forwarded-for': '198.51.100.1' }, 'unknown'],
      [{}, 'unknown'],
    ])('%j → %s', (headers, address) => {
      expect(clientAddress(new Headers(headers))).toBe(address);
    });
  });

  test.each([
    [{ 'x-storefront-client-address': '203.0.113.7' }],
    [{ 'x-forwarded-for': '203.0.113.7' }],
    [{ 'x-real-ip': '203.0.113.7' }],
    [{}],
  ])('without it (next start, next dev), %j is not believed: one shared bucket', (headers) => {
    delete process.env.CLIENT_ADDRESS_HEADER;
    expect(clientAddress(new Headers(headers))).toBe('unknown');
  });
});

describe('authHostOf', () => {
  test.each([
    [{ host: 'localhost:3000' }, 'http://localhost:3000/auth'],
    [{ host: 'shop2.localhost:3000' }, 'http://shop2.localhost:3000/auth'],
    [{ host: '127.0.0.1:3100' }, 'http://127.0.0.1:3100/auth'],
    [{ host: 'shop.example.com' }, 'https://shop.example.com/auth'],
    [{ host: 'localhost.example.com' }, 'https://localhost.example.com/auth'],
    [{ host: 'shop.example.com', 'x-forwarded-proto': 'http' }, 'http://shop.example.com/auth'],
    [{ host: 'localhost:3000', 'x-forwarded-proto': 'https, http' }, 'https://localhost:3000/auth'],
    [{ host: 'shop.example.com', 'x-forwarded-proto': 'gopher' }, 'https://shop.example.com/auth'],
    [{}, 'http://localhost/auth'],
  ])('%j → %s', (headers, host) => {
    expect(authHostOf(new Headers(headers), 'localhost')).toBe(host);
  });
});

describe('isLoopbackRequest', () => {
  const url = 'http://localhost:3000/api-auth/operator/memberToken';
  const stamped = process.env.CLIENT_ADDRESS_HEADER!;

  describe('under npm start: the address the server decided', () => {
    test.each([
      [{ host: 'localhost:3000', [stamped]: '127.0.0.1' }, true],
      [{ host: '[::1]:3000', [stamped]: '::1' }, true],
      [{ host: 'localhost:3000', [stamped]: '203.0.113.9' }, false],
      // A forged X-Forwarded-For counts for nothing once the server has decided.
      [{ host: 'localhost:3000', [stamped]: '203.0.113.9', 'x-forwarded-for': '127.0.0.1' }, false],
      [{ host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' }, false],
      [{ host: 'shop.example.com', [stamped]: '127.0.0.1' }, false],
    ])('%j → %s', (headers, expected) => {
      expect(isLoopbackRequest(new Headers(headers), url)).toBe(expected);
    });
  });

  describe('under Next alone: every X-Forwarded-For hop', () => {
    beforeAll(() => delete process.env.CLIENT_ADDRESS_HEADER);
    afterAll(() => void (process.env.CLIENT_ADDRESS_HEADER = stamped));
    test.each([
      [{ host: '127.0.0.1:3000', 'x-forwarded-for': '::ffff:127.0.0.1' }, url, true],
      [{ host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' }, url, true],
      [{ host: '[::1]:3000', 'x-forwarded-for': '::1' }, url, true],
      [{}, url, true],
      [{}, 'http://shop.example.com/x', false],
      [{ host: 'shop.example.com', 'x-forwarded-for': '127.0.0.1' }, url, false],
      [{ host: 'localhost.example.com' }, url, false],
      [{ host: '127.0.0.1:3000', 'x-forwarded-for': '203.0.113.9' }, url, false],
      [{ host: '127.0.0.1:3000', 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }, url, false],
      [{ host: '127.0.0.1:3000', 'x-forwarded-for': '::ffff:10.0.0.1' }, url, false],
      [{ host: '127.0.0.1:3000', 'x-forwarded-for': '127.0.0.1.evil.com' }, url, false],
    ])('%j at %s → %s', (headers, at, expected) => {
      expect(isLoopbackRequest(new Headers(headers), at)).toBe(expected);
    });
  });
});
