import type { OtpPurpose } from '@/lib/api/contract';
import { loadOtpTicket, saveOtpTicket } from './authFlow';
import { requestCode } from './requestCode';

/**
 * Sends a code for OTPVerify. A code already sent to the same phone for the same purpose within the
 * resend delay is still the one to type (the server would refuse a new one anyway), so the shopper
 * who comes back from OTPVerify just goes forward again. Resolves with the server's message on failure.
 */
export async function sendCode(orgId: number, phone: string, purpose: OtpPurpose): Promise<string | null> {
  const last = loadOtpTicket();
  if (last && last.phone === phone && last.purpose === purpose && last.resendAt > Date.now()) return null;
  const [result, error] = await requestCode(orgId, phone, purpose);
  if (error !== null) return error.msg;
  saveOtpTicket({ phone, purpose, resendAt: Date.now() + result.resendAfter * 1000 });
  return null;
}
