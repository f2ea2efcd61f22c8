/**
 * The sandbox's invoice numbers and random codes, made from random bytes: numbers of the real shape
 * (two capital letters, eight digits) that a reader cannot take for a real one, since the sandbox
 * reports none to the government.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 6 bytes: two for the letters, four for the digits. */
export function invoiceNumberOf(bytes: Uint8Array): string {
  if (bytes.length < 6) throw new RangeError('6 bytes are needed');
  const digits = Buffer.from(bytes.subarray(2, 6)).readUInt32BE(0) % 100_000_000;
  return `${LETTERS[bytes[0]! % 26]}${LETTERS[bytes[1]! % 26]}${String(digits).padStart(8, '0')}`;
}

/** 2 bytes: the four digits printed beside the number. */
export function randomCodeOf(bytes: Uint8Array): string {
  if (bytes.length < 2) throw new RangeError('2 bytes are needed');
  return String(Buffer.from(bytes.subarray(0, 2)).readUInt16BE(0) % 10_000).padStart(4, '0');
}

/** ECPay's time format, Taiwan time: `yyyy-MM-dd HH:mm:ss`. */
export const providerTime = (now: Date): string =>
  new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A 16-digit allowance number: Taiwan time to the second and two random digits. */
export const allowanceNoOf = (now: Date, bytes: Uint8Array): string =>
  `${providerTime(now).replace(/\D/g, '')}${String(bytes[0]! % 100).padStart(2, '0')}`;

/** The sandbox knows every well-formed code but those of zeros only: the way to try an unknown one. */
export const sandboxKnows = (code: string): boolean => !/^\/?0+$/.test(code);
