import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_MS = 60_000;

export type OtpRow = { expiresAt: Date; attempts: number; consumedAt: Date | null };
export type OtpStatus = 'usable' | 'consumed' | 'locked' | 'expired';

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** `salt.hmac`: a per-code salt, so equal codes never share a stored value. */
export function hashOtpCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}.${createHmac('sha256', salt).update(code).digest('base64url')}`;
}

/**
 * What a console sign-in code request stores for a phone that is not staff: made as a code's hash is
 * (the same work, the same kind of row), of a value no 6-digit code can be, so nothing signs in with it.
 */
export const untypableOtpHash = (): string => hashOtpCode(randomBytes(16).toString('base64url'));

export function otpCodeMatches(code: string, stored: string): boolean {
  const salt = stored.slice(0, stored.indexOf('.'));
  const a = Buffer.from(hashOtpCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function otpExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + OTP_TTL_MS);
}

/** A code is good strictly before its expiry, and dead once used or tried wrongly 5 times. */
export function otpStatus(row: OtpRow, now: Date): OtpStatus {
  if (row.consumedAt) return 'consumed';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  if (now.getTime() >= row.expiresAt.getTime()) return 'expired';
  return 'usable';
}

/** Seconds still to wait before another code may be sent to the phone; 0 when it may. */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const left = lastSentAt.getTime() + OTP_RESEND_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** What a request inside the resend delay is answered (429). */
export const resendWaitMessage = (seconds: number) => `請於 ${seconds} 秒後再重新發送驗證碼`;

export function attemptsLeft(attempts: number, tries = OTP_MAX_ATTEMPTS): number {
  return Math.max(0, tries - attempts);
}

/** The answer to a code that is not the right one, after the try was counted; `tries` the code takes. */
export function wrongCodeMessage(attempts: number, tries = OTP_MAX_ATTEMPTS): string {
  const left = attemptsLeft(attempts, tries);
  return left > 0 ? `驗證碼錯誤，還可再試 ${left} 次` : '驗證碼錯誤次數過多，請重新取得驗證碼';
}

export const OTP_STATUS_MESSAGES: Record<Exclude<OtpStatus, 'usable'>, string> = {
  consumed: '驗證碼已使用，請重新取得驗證碼',
  locked: '驗證碼錯誤次數過多，請重新取得驗證碼',
  expired: '驗證碼已過期，請重新取得驗證碼',
};
