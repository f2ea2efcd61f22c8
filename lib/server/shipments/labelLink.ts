import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The address an operator opens to print a parcel's label: our own, carrying the parcel's number,
 * an expiry and an HMAC of both with the shop, so it opens that one label, for a while, and nothing
 * else. Pure; the key is given (labelKey in label.ts).
 */

/** How long a label address stays good: enough to print a batch; `ship` again gives a new one. */
export const LABEL_LINK_MINUTES = 60;

export type LabelLink = { shopId: number; merchantTradeNo: string; expires: number };

/** Seconds since the epoch, as the link writes its expiry. */
export const expiryOf = (now: Date, minutes = LABEL_LINK_MINUTES) =>
  Math.floor(now.getTime() / 1000) + minutes * 60;

export function labelSignature(key: Buffer, link: LabelLink): string {
  return createHmac('sha256', key)
    .update(`${link.shopId}\n${link.merchantTradeNo}\n${link.expires}`)
    .digest('base64url');
}

/** Whether a link's signature is this server's for exactly that parcel, and it has not expired. */
export function labelLinkCheck(
  key: Buffer,
  link: LabelLink,
  signature: string,
  now: Date,
): 'ok' | 'expired' | 'forged' {
  const expected = Buffer.from(labelSignature(key, link));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return link.expires * 1000 > now.getTime() ? 'ok' : 'expired';
}

const LABEL_PATH = (shopId: number) => `/api-client/${shopId}/ecommerceLogistics/label`;

export function labelUrl(origin: string, key: Buffer, link: LabelLink): string {
  const query = new URLSearchParams({
    parcel: link.merchantTradeNo,
    expires: String(link.expires),
    signature: labelSignature(key, link),
  });
  return `${origin}${LABEL_PATH(link.shopId)}?${query}`;
}

/** The link as a request carries it, or null when a part is missing or malformed. */
export function readLabelLink(
  shopId: number,
  query: URLSearchParams,
): { link: LabelLink; signature: string } | null {
  const merchantTradeNo = query.get('parcel') ?? '';
  const expires = query.get('expires') ?? '';
  const signature = query.get('signature') ?? '';
  if (
    !/^[A-Za-z0-9]{1,20}$/.test(merchantTradeNo) ||
    !/^\d{1,12}$/.test(expires) ||
    !/^[\w-]{43}$/.test(signature)
  )
    return null;
  return { link: { shopId, merchantTradeNo, expires: Number(expires) }, signature };
}
