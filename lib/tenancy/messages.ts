/** Start errors of spec §8. */
export const SHOP_CONFIG_FAILED = '無法載入商店設定';
export const SHOP_ID_MISSING = '無法獲取有效的商店 ID';
/** The shop API is away: the shop exists as far as anyone knows, its pages are just not reachable now. */
export const SHOP_UNAVAILABLE = '暫時無法載入商店，請稍後再試';

/** An address with a segment longer than any id or search (lib/tenancy/refusedPath.ts). */
export const URL_TOO_LONG = '網址過長';

/** An address whose percent-encoding decodes to no text (the server's own refusal says the same). */
export { URL_MALFORMED } from '@/lib/serving/contract';
