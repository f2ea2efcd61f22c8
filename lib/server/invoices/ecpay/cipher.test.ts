import { decryptData, encryptData, phpUrlDecode, phpUrlEncode } from './cipher';

/** ECPay's published test merchant 2000132 (B2C e-invoice technical documents and SDK examples). */
const ECPAY_TEST_KEYS = { HashKey: 'ejCk326UnaZWKisg', HashIV: 'q9jcZX8Ib9LM8wYk' };

describe('the Data field against ECPay published example', () => {
  // The e-invoice documents' AES example: this JSON, URL-encoded with upper-case escapes, encrypts to this.
  const PLAIN = { Name: 'Test', ID: 'A123456789' };
  const CIPHER = 'uvI4yrErM37XNQkXGAgRgJAgHn2t72jahaMZzYhWL1HmvH4WV18VJDP2i9pTbC+tby5nxVExLLFyAkbjbS2Dvg==';

  test('encrypts to the published cipher text', () => {
    expect(encryptData(ECPAY_TEST_KEYS, PLAIN)).toBe(CIPHER);
  });

  test('decrypts the published cipher text', () => {
    expect(decryptData(ECPAY_TEST_KEYS, CIPHER)).toEqual(PLAIN);
  });

  test('the intermediate URL-encoding is the documented one', () => {
    expect(phpUrlEncode(JSON.stringify(PLAIN))).toBe(
      '%7B%22Name%22%3A%22Test%22%2C%22ID%22%3A%22A123456789%22%7D',
    );
  });
});

describe('URL-encoding as PHP urlencode', () => {
  test.each([
    ['a b', 'a+b'],
    ["!'()*~", '%21%27%28%29%2A%7E'],
    ['-_.', '-_.'],
    ['測試', '%E6%B8%AC%E8%A9%A6'],
    ['a+b', 'a%2Bb'],
  ])('%s -> %s', (plain, encoded) => {
    expect(phpUrlEncode(plain)).toBe(encoded);
    expect(phpUrlDecode(encoded)).toBe(plain);
  });

  test('lower-case escapes decode too', () => {
    expect(phpUrlDecode('%e6%b8%ac%7b')).toBe('測{');
  });
});

describe('refusals', () => {
  test('Chinese item names survive a round trip', () => {
    const data = { Items: [{ ItemName: '凍頂烏龍 75g（罐裝）', ItemPrice: 450 }] };
    expect(decryptData(ECPAY_TEST_KEYS, encryptData(ECPAY_TEST_KEYS, data))).toEqual(data);
  });

  test('another merchant key cannot read it', () => {
    const other = { HashKey: 'AAAAAAAAAAAAAAAA', HashIV: 'BBBBBBBBBBBBBBBB' };
    expect(() => decryptData(other, encryptData(ECPAY_TEST_KEYS, { a: 1 }))).toThrow();
  });

  test('a key that is not 16 bytes is refused', () => {
    expect(() => encryptData({ HashKey: 'short', HashIV: ECPAY_TEST_KEYS.HashIV }, {})).toThrow(RangeError);
  });
});
