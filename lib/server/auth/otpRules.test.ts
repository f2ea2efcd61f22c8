import {
  attemptsLeft,
  hashOtpCode,
  newOtpCode,
  OTP_MAX_ATTEMPTS,
  otpCodeMatches,
  otpExpiresAt,
  otpStatus,
  resendWaitSeconds,
  untypableOtpHash,
  wrongCodeMessage,
} from './otpRules';

const sent = new Date('2030-01-01T00:00:00.000Z');
const after = (ms: number) => new Date(sent.getTime() + ms);
const row = (over: Partial<{ attempts: number; consumedAt: Date | null }> = {}) => ({
  expiresAt: otpExpiresAt(sent),
  attempts: 0,
  consumedAt: null,
  ...over,
});

describe('otpStatus: expiry', () => {
  test.each([
    [0, 'usable'],
    [4 * 60_000 + 59_999, 'usable'],
    [5 * 60_000, 'expired'],
    [5 * 60_000 + 1, 'expired'],
    [24 * 3600_000, 'expired'],
  ])('%i ms after sending: %s', (ms, status) => {
    expect(otpStatus(row(), after(ms))).toBe(status);
  });
});

describe('otpStatus: attempts', () => {
  test.each([
    [0, 'usable'],
    [1, 'usable'],
    [4, 'usable'],
    [5, 'locked'],
    [6, 'locked'],
  ])('%i wrong tries: %s', (attempts, status) => {
    expect(otpStatus(row({ attempts }), after(1000))).toBe(status);
  });

  test('a used code is dead, before its expiry and before any lock', () => {
    expect(otpStatus(row({ consumedAt: after(10) }), after(20))).toBe('consumed');
    expect(otpStatus(row({ consumedAt: after(10), attempts: 5 }), after(20))).toBe('consumed');
  });

  test('locked wins over expired, so the shopper is told to ask for a new code either way', () => {
    expect(otpStatus(row({ attempts: OTP_MAX_ATTEMPTS }), after(6 * 60_000))).toBe('locked');
  });

  test.each([
    [1, '驗證碼錯誤，還可再試 4 次'],
    [4, '驗證碼錯誤，還可再試 1 次'],
    [5, '驗證碼錯誤次數過多，請重新取得驗證碼'],
  ])('after wrong try %i: %s', (attempts, message) => {
    expect(wrongCodeMessage(attempts)).toBe(message);
    expect(attemptsLeft(attempts)).toBe(Math.max(0, 5 - attempts));
  });

  test('a code that takes one try is used up by its first wrong one', () => {
    expect(wrongCodeMessage(1, 1)).toBe('驗證碼錯誤次數過多，請重新取得驗證碼');
    expect(attemptsLeft(1, 1)).toBe(0);
  });
});

describe('resendWaitSeconds', () => {
  test.each([
    [null, 0, 0],
    [sent, 0, 60],
    [sent, 1, 60],
    [sent, 999, 60],
    [sent, 1000, 59],
    [sent, 59_001, 1],
    [sent, 59_999, 1],
    [sent, 60_000, 0],
    [sent, 3600_000, 0],
  ])('last sent %s, %i ms later: wait %i s', (last, ms, wait) => {
    expect(resendWaitSeconds(last, after(ms))).toBe(wait);
  });
});

describe('codes', () => {
  test('six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newOtpCode()).toMatch(/^\d{6}$/);
  });

  test('stored salted: the same code hashes differently, and only the code matches', () => {
    const a = hashOtpCode('012345');
    const b = hashOtpCode('012345');
    expect(a).not.toBe(b);
    expect(a).not.toContain('012345');
    expect(otpCodeMatches('012345', a)).toBe(true);
    expect(otpCodeMatches('012345', b)).toBe(true);
    expect(otpCodeMatches('012346', a)).toBe(false);
    expect(otpCodeMatches('12345', a)).toBe(false);
    expect(otpCodeMatches('012345', 'garbage')).toBe(false);
  });
});

test('the stored value of a phone that is sent no code matches no code', () => {
  const stored = untypableOtpHash();
  expect(stored).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(untypableOtpHash()).not.toBe(stored);
  for (const code of ['000000', '123456', '999999', newOtpCode()])
    expect(otpCodeMatches(code, stored)).toBe(false);
});
