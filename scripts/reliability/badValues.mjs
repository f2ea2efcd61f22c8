// @ts-check
// The hostile inputs the fuzzer draws from: wrong types, extreme and negative numbers, 5,000-character
// ids, SQL injection, NUL bytes and broken Unicode, invalid and deeply nested JSON.

/** @typedef {import('./random.mjs').Random} Random */

/** JSON text inserted as it is, for numbers JavaScript cannot hold (1e400, 30 digits). */
export class RawJson {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
  }
}

/**
 * JSON.stringify that writes RawJson values verbatim.
 * @param {unknown} value
 */
export function toJson(value) {
  /** @type {string[]} */
  const raws = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? 'null').replace(
    /"\\u0001raw(\d+)\\u0001"/g,
    (_m, i) => /** @type {string} */ (raws[Number(i)]),
  );
}

const LONG = 'a'.repeat(5000);

/**
 * Percent-encodes any string, lone surrogates included (as U+FFFD, what UTF-8 can carry).
 * @param {unknown} text
 */
export const encode = (text) =>
  [...Buffer.from(String(text), 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** Strings that have broken APIs somewhere: injection, encodings, sizes, look-alike numbers. */
const BAD_STRINGS = [
  '',
  ' ',
  LONG,
  '9'.repeat(5000),
  "' OR '1'='1",
  '1; DROP TABLE orders; --',
  "x' UNION SELECT token_hash FROM auth_tokens --",
  '%',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(300),
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x7fffffff',
  '  12  ',
  '١٢٣',
  '-1',
  '2147483648',
  '99999999999999999999',
  '0912345678\r\nX-Injected: 1',
  '[object Object]',
  '__proto__',
];

/** Numbers out of every range an id, a count or an amount has. */
const BAD_NUMBERS = [
  -1,
  0,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  1.5,
  0.1,
  5e-324,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('-0'),
  new RawJson('1.0000000000000000000001'),
];

/**
 * Nested `depth` levels deep, as an array or an object.
 * @param {number} depth
 * @param {'array' | 'object'} [kind]
 */
export function deepJsonText(depth, kind = 'array') {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/**
 * A value of any wrong type or size to put where a field is expected.
 * @param {Random} r
 */
export function badValue(r) {
  switch (r.int(6)) {
    case 0:
      return r.pick(BAD_NUMBERS);
    case 1:
    case 2:
      return r.pick(BAD_STRINGS);
    case 3:
      return r.pick([null, true, false, [], {}, [1, 2, 3], [null], { $ne: null }, { $gt: '' }]);
    case 4:
      return r.pick([
        Array.from({ length: 5000 }, (_, i) => i),
        Array.from({ length: 200 }, () => ({ id: 1, quantity: 1 })),
        new RawJson('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
        new RawJson(deepJsonText(r.between(100, 3000), r.pick(/** @type {const} */ (['array', 'object'])))),
      ]);
    default:
      return r.pick([...BAD_NUMBERS, ...BAD_STRINGS]);
  }
}

/** Bodies that are not JSON at all, or not the JSON anyone expects. */
export const INVALID_JSON = [
  '',
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  '{"a":1}{"b":2}',
  'NaN',
  'undefined',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"\\x00"',
  '{"__proto__":{"polluted":1}}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  'a=1&b=2',
  '<?xml version="1.0"?><a/>',
];

/** Bytes that are not UTF-8. */
export const INVALID_UTF8 = Buffer.from([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
]);

/** Path segments (already as sent, so `%ff` stays an invalid escape) an id or a key must refuse. */
export const BAD_SEGMENTS = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999',
  LONG,
  '9'.repeat(5000),
  encode("1' OR '1'='1"),
  encode('1; DROP TABLE orders'),
  '%00',
  'a%00b',
  '%ff',
  '%',
  '%zz',
  '%c0%ae%c0%ae',
  '..%2f..%2fetc',
  '%2e%2e',
  'null',
  'undefined',
  'NaN',
  '%20',
  '%20%201',
  encode('١٢٣'),
  encode('😀'),
  encode('<script>'),
  '__proto__',
  'constructor',
];

/** Query parameter names the API reads somewhere, plus a few it does not. */
export const QUERY_KEYS = [
  'start',
  'limit',
  'status',
  'name',
  'sort',
  'sortBy',
  'ids',
  'search',
  'token',
  'phone',
  'isStorewideActivity',
  'EcommerceActivityId',
  'EcommerceCategoryId',
  'EcommerceCategoryGroupId',
  'page',
  'code',
  'state',
  '__proto__',
];

/**
 * A query value: a bad string (encoded, or as a raw broken escape), a number, or a huge id list.
 * @param {Random} r
 */
export function badQueryValue(r) {
  switch (r.int(5)) {
    case 0: {
      const n = r.pick(BAD_NUMBERS);
      return encode(String(n instanceof RawJson ? n.text : n));
    }
    case 1:
      return r.pick(['%', '%zz', '%ff', '%00', '%e2%82', '+', '&', '=']);
    case 2:
      return Array.from({ length: r.pick([2, 500, 2000]) }, (_, i) => r.pick([i, -i, 'x', '', 2 ** 40])).join(
        ',',
      );
    default:
      return encode(r.pick(BAD_STRINGS));
  }
}

/**
 * Bearer headers that must not open anything: missing, malformed, forged, oversized.
 * @param {Random} r
 */
export function hostileAuthorization(r) {
  return r.pick([
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'Bearer ' + 'A'.repeat(5000),
    'Bearer ' + Buffer.from(r.digits(32)).toString('base64url'),
    "Bearer ' OR '1'='1",
    'Bearer a b',
    'bearer\t' + r.digits(43),
    'Bearer %00',
  ]);
}

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/json; charset=latin1',
  'application/xml',
  'application/json, text/html',
  ';;;',
  'a'.repeat(3000),
];
