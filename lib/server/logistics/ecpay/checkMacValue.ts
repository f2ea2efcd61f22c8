import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * ECPay (綠界) CheckMacValue, shared by its logistics (MD5) and payment (SHA-256) APIs. Pure.
 * ECPay computes it on .NET, so the encoding must match .NET's HttpUtility.UrlEncode byte for byte.
 */

export type CheckMacAlgorithm = 'md5' | 'sha256';

/**
 * .NET's HttpUtility.UrlEncode, lower-cased: spaces as `+`, and of the punctuation only `-_.!*()`
 * left bare. ECPay documents this as PHP urlencode plus a table putting back %2d→-, %5f→_, %2e→.,
 * %21→!, %2a→*, %28→(, %29→); from encodeURIComponent the difference is the other way round: it
 * leaves `'` and `~` bare, and .NET escapes them.
 */
export function ecpayUrlEncode(s: string): string {
  return encodeURIComponent(s).replace(/%20/g, '+').replace(/'/g, '%27').replace(/~/g, '%7e').toLowerCase();
}

function byNameIgnoringCase(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export function checkMacValue(
  params: Record<string, string | number>,
  hashKey: string,
  hashIV: string,
  algorithm: CheckMacAlgorithm,
): string {
  const pairs = Object.keys(params)
    .filter((k) => k !== 'CheckMacValue')
    .sort(byNameIgnoringCase)
    .map((k) => `${k}=${params[k]}`);
  const raw = `HashKey=${hashKey}&${pairs.join('&')}&HashIV=${hashIV}`;
  return createHash(algorithm).update(ecpayUrlEncode(raw), 'utf8').digest('hex').toUpperCase();
}

/** Constant-time, so a forger learns nothing from how long a wrong guess takes to refuse. */
export function checkMacValueMatches(
  params: Record<string, string | number>,
  hashKey: string,
  hashIV: string,
  algorithm: CheckMacAlgorithm,
): boolean {
  const given = params.CheckMacValue;
  if (given === undefined) return false;
  const expected = Buffer.from(checkMacValue(params, hashKey, hashIV, algorithm), 'utf8');
  const actual = Buffer.from(String(given), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
