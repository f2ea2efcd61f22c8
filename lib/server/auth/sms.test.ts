import { codeInOtpText, otpText } from './sms';

describe('codeInOtpText', () => {
  test.each([
    ['小島選物', '042917'],
    // A shop named with digits of its own: the code is the one after 驗證碼為, not the first six digits.
    ['測試小舖123456ab', '830021'],
    ['2024 選物 888888', '000001'],
  ])('reads the code of a text from %s', (brand, code) => {
    expect(codeInOtpText(otpText(brand, code))).toBe(code);
  });

  test('answers nothing for a text without a code', () => {
    expect(codeInOtpText('【小島選物】您的訂單已出貨')).toBeUndefined();
  });
});
