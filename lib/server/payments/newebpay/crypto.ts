import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

/** NewebPay MPG (藍新金流) TradeInfo encryption and TradeSha. Pure. */

/**
 * The `key=value&…` string NewebPay encrypts, encoded as PHP's http_build_query does (its own sample
 * code builds it that way): spaces as `+`, and `!'()*~` escaped, which encodeURIComponent leaves bare.
 */
export function tradeInfoQuery(params: Record<string, string | number>): string {
  const encode = (s: string) =>
    encodeURIComponent(s)
      .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+');
  return Object.entries(params)
    .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
    .join('&');
}

/** AES-256-CBC with PKCS7 padding, as lowercase hex. The key and IV are the shop's, taken as text. */
export function encryptTradeInfo(plain: string, hashKey: string, hashIV: string): string {
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(hashKey, 'utf8'), Buffer.from(hashIV, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/** NewebPay's PHP sample pads to 32-byte blocks, so a genuine pad may be up to 32 bytes long. */
const MAX_PAD = 32;

/** The inverse of encryptTradeInfo; throws when the text is not hex, or the padding is not intact. */
export function decryptTradeInfo(hex: string, hashKey: string, hashIV: string): string {
  if (hex.length === 0 || hex.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) {
    throw new Error('TradeInfo is not whole AES blocks of hex');
  }
  const decipher = createDecipheriv('aes-256-cbc', Buffer.from(hashKey, 'utf8'), Buffer.from(hashIV, 'utf8'));
  decipher.setAutoPadding(false);
  const padded = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
  const pad = padded.at(-1) ?? 0;
  if (pad < 1 || pad > MAX_PAD || pad > padded.length) throw new Error('TradeInfo padding is not intact');
  for (let i = padded.length - pad; i < padded.length; i++) {
    if (padded[i] !== pad) throw new Error('TradeInfo padding is not intact');
  }
  return padded.subarray(0, padded.length - pad).toString('utf8');
}

/** Upper-case SHA-256 of `HashKey={key}&{TradeInfo}&HashIV={iv}`. */
export function tradeSha(tradeInfoHex: string, hashKey: string, hashIV: string): string {
  return createHash('sha256')
    .update(`HashKey=${hashKey}&${tradeInfoHex}&HashIV=${hashIV}`, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Constant-time, so a forger learns nothing from how long a wrong guess takes to refuse. */
export function tradeShaMatches(
  tradeInfoHex: string,
  givenSha: string,
  hashKey: string,
  hashIV: string,
): boolean {
  const expected = Buffer.from(tradeSha(tradeInfoHex, hashKey, hashIV), 'utf8');
  const given = Buffer.from(givenSha, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** NewebPay's MerchantOrderNo: letters, digits and `_`, at most 30. */
export function isMerchantOrderNo(s: string): boolean {
  return /^[A-Za-z0-9_]{1,30}$/.test(s);
}
