import { keysOf, keysSetFor } from './keyFields';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('keysOf', () => {
  test.each<[string, [string, string][], Record<string, string>]>([
    [
      'none typed',
      [
        ['key.HashKey', ''],
        ['key.HashIV', ''],
      ],
      {},
    ],
    [
      'typed ones, trimmed',
      [
        ['key.HashKey', ' abc '],
        ['key.HashIV', ''],
      ],
      { HashKey: 'abc' },
    ],
    ['spaces are not a key', [['key.HashKey', '   ']], {}],
    [
      'other fields of the form are not keys',
      [
        ['environment', 'production'],
        ['provider', 'ecpay'],
        ['key.MerchantID', '3002607'],
      ],
      { MerchantID: '3002607' },
    ],
  ])('%s', (_, fields, expected) => {
    expect(keysOf(form(fields))).toEqual(expected);
  });

  test('a form of its own prefix', () => {
    expect(
      keysOf(
        form([
          ['secret.token', 't'],
          ['key.x', 'y'],
        ]),
        'secret.',
      ),
    ).toEqual({ token: 't' });
  });

  test('a file is never a key', () => {
    const data = form([]);
    data.append('key.cert', new Blob(['x']), 'cert.pem');
    expect(keysOf(data)).toEqual({});
  });
});

describe('keysSetFor', () => {
  test.each<[string, { set: boolean } | null | undefined, string | null | undefined, string, boolean]>([
    ['stored for the provider chosen', { set: true }, 'ecpay', 'ecpay', true],
    ['stored for another provider: asked for again', { set: true }, 'newebpay', 'ecpay', false],
    ['none stored', { set: false }, 'ecpay', 'ecpay', false],
    ['never configured', undefined, undefined, 'ecpay', false],
    ['a type with no gateway yet', { set: false }, null, 'newebpay', false],
    ['LINE: keys of the production channel', { set: true }, 'production', 'production', true],
    ['LINE: a sandbox channel has none', { set: true }, 'sandbox', 'production', false],
  ])('%s', (_, keys, storedFor, chosen, expected) => {
    expect(keysSetFor(keys, storedFor, chosen)).toBe(expected);
  });
});
