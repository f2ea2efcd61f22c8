import { isValidCitizenCertificate, isValidDonationCode, isValidMobileBarcode, isValidTaxId } from './rules';

/**
 * The weighted digit sum of a 統一編號, computed here on its own (weights 1,2,1,2,1,2,4,1; the
 * digits of each product added), so each vector below shows why it is valid or not.
 */
function weightedSum(value: string): number {
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  return [...value].reduce((sum, d, i) => {
    const product = Number(d) * weights[i]!;
    return sum + Math.floor(product / 10) + (product % 10);
  }, 0);
}

describe('統一編號', () => {
  test.each([
    ['04595257', 40],
    ['22099131', 30],
    ['53212539', 30],
    ['28080623', 30],
    ['00000000', 0],
    // The 7th digit is 7 but the sum is divisible as it is.
    ['10458575', 30],
    ['00000075', 15],
  ])('%s (sum %i, divisible by 5) is valid', (id, sum) => {
    expect(weightedSum(id)).toBe(sum);
    expect(sum % 5).toBe(0);
    expect(isValidTaxId(id)).toBe(true);
  });

  test.each([
    ['12345675', 39],
    ['10458574', 29],
    ['12345670', 34],
    ['00000079', 19],
    ['10000171', 14],
  ])('%s (7th digit 7, sum %i) is valid only because sum + 1 is divisible by 5', (id, sum) => {
    expect(id[6]).toBe('7');
    expect(weightedSum(id)).toBe(sum);
    expect(sum % 5).not.toBe(0);
    expect((sum + 1) % 5).toBe(0);
    expect(isValidTaxId(id)).toBe(true);
  });

  test.each([
    ['04595258', 41],
    ['12345679', 43],
    ['99999999', 72],
    // The same sum as 10000171, but without a 7 in 7th place the +1 rule does not apply.
    ['11111111', 14],
    // A 7 in 7th place, but neither the sum nor the sum + 1 is divisible by 5.
    ['12345678', 42],
    ['46837975', 52],
  ])('%s (sum %i) is invalid', (id, sum) => {
    expect(weightedSum(id)).toBe(sum);
    expect(isValidTaxId(id)).toBe(false);
  });

  test.each(['', '1234567', '123456789', '1234567a', ' 04595257', '0459-5257', '０４５９５２５７'])(
    '%p is not 8 digits and is invalid',
    (id) => expect(isValidTaxId(id)).toBe(false),
  );
});

test.each([
  ['/ABC1234', true],
  ['/A.B+C-1', true],
  ['/1234567', true],
  ['/abc1234', false],
  ['ABC12345', false],
  ['/ABC123', false],
  ['/ABC12345', false],
  ['/ABC 123', false],
  ['', false],
])('手機條碼 %p → %p', (value, valid) => expect(isValidMobileBarcode(value)).toBe(valid));

test.each([
  ['AB12345678901234', true],
  ['ZZ00000000000000', true],
  ['ab12345678901234', false],
  ['A123456789012345', false],
  ['AB1234567890123', false],
  ['AB123456789012345', false],
  ['', false],
])('自然人憑證 %p → %p', (value, valid) => expect(isValidCitizenCertificate(value)).toBe(valid));

test.each([
  ['123', true],
  ['8585', true],
  ['1234567', true],
  ['12', false],
  ['12345678', false],
  ['12a4', false],
  ['', false],
])('捐贈碼 %p → %p', (value, valid) => expect(isValidDonationCode(value)).toBe(valid));
