import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * ECPay's e-invoice `Data` field: the JSON text URL-encoded, then AES-128-CBC (PKCS7 padding) with
 * the merchant's HashKey as key and HashIV as IV, then base64. The URL-encoding is PHP's `urlencode`
 * (space as `+`, everything but letters, digits and `-_.` escaped), the one ECPay's own SDK uses.
 */

export type CipherKeys = { HashKey: string; HashIV: string };

/** PHP `urlencode`: encodeURIComponent leaves `!'()*~` as they are and writes a space as %20. */
export const phpUrlEncode = (text: string): string =>
  encodeURIComponent(text)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** Either case of escapes decodes; ECPay's answers have been seen in both. */
export const phpUrlDecode = (text: string): string => decodeURIComponent(text.replace(/\+/g, ' '));

export function encryptData(keys: CipherKeys, data: unknown): string {
  const cipher = createCipheriv('aes-128-cbc', keyBytes(keys.HashKey), keyBytes(keys.HashIV));
  return Buffer.concat([cipher.update(phpUrlEncode(JSON.stringify(data)), 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

/** Throws on a wrong key, broken padding, bad escapes or text that is not JSON. */
export function decryptData(keys: CipherKeys, data: string): unknown {
  const decipher = createDecipheriv('aes-128-cbc', keyBytes(keys.HashKey), keyBytes(keys.HashIV));
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(phpUrlDecode(plain));
}

/** AES-128 takes exactly 16 bytes; ECPay issues 16-character keys, anything else is refused. */
function keyBytes(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length !== 16) throw new RangeError('AES-128 key or IV must be 16 bytes');
  return bytes;
}
