import { PhoneSchema } from '@/lib/api/contract';

/** The phone as stored (`09xxxxxxxx`), or null when it is not a Taiwan mobile number. */
export function normalizePhone(input: string): string | null {
  const result = PhoneSchema.safeParse(input);
  return result.success ? result.data : null;
}

/** Enough of the number to tell messages apart in the server log, not enough to reuse it. */
export function maskPhone(phone: string): string {
  return phone.length > 4 ? `${phone.slice(0, 4)}…` : '…';
}
