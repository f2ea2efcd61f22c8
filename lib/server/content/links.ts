import { z } from 'zod';

/** The longest address a link may have. */
const MAX_URL = 500;

/** An address on the web: http or https with a host, nothing else (no javascript:, data:, mailto:). */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A path on the shop's own site (`/page/about`): one leading slash, as `//host` and `/\host` lead
 * browsers to another site; no spaces or control characters.
 */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])[^\s\u0000-\u001f\u007f]*$/.test(value);

export const WebUrlSchema = z
  .string()
  .trim()
  .max(MAX_URL, { error: `網址最多 ${MAX_URL} 個字` })
  .refine(isWebUrl, { error: '網址須以 http:// 或 https:// 開頭' });

/** A footer link: a page of the shop (`/page/about`) or an address on the web. */
export const LinkSchema = z
  .string()
  .trim()
  .max(MAX_URL, { error: `網址最多 ${MAX_URL} 個字` })
  .refine((v) => isSitePath(v) || isWebUrl(v), {
    error: '連結須為本站路徑（以 / 開頭）或以 http:// 或 https:// 開頭的網址',
  });
