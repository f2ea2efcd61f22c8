/**
 * ECPay's rules for a parcel's sender and receiver names (SenderName, ReceiverName), checked by the
 * checkout as the shopper types and by the shop API before an order or a parcel is made. Pure.
 *
 * As ECPay's own WooCommerce plugin checks them before creating a parcel (Woocommerce_ECPAY,
 * helpers/logistic/ecpay-logistic-helper.php: calculate_string_length, validate_shipping_field):
 * an ASCII letter counts 1 and any other character 2, and the name must count 4–10 (2–5 Chinese
 * characters, or 4–10 letters); no digit, none of the listed symbols (half- or full-width), no
 * control character. ECPay answers 10500035 / 10500036 otherwise.
 */

const NAME_UNITS = { min: 4, max: 10 } as const;

const SYMBOLS =
  /[\^'`!@#%&*+\\"<>|_[\]~$\-={}/?;():︿‘‵！＠＃％＆＊＋＼＂＜＞｜＿［］～＄－＝｛｝／？；（）：]/u;
const CONTROL = /[\x00-\x1F\x7F]/;

export const NAME_PROBLEMS = {
  length: '須為中文 2–5 字或英文 4–10 個字母',
  digit: '不可含數字',
  symbol: '不可含符號（如 - _ ( ) / 等）',
} as const;

/** The rule in a shopper's and a merchant's words. */
export const NAME_RULE = '須為中文 2–5 字或英文 4–10 個字母，且不含數字與符號';

/** The message for a receiver's name a parcel cannot carry. */
export const PARCEL_RECEIVER_NAME = `收件人姓名${NAME_RULE}（物流規定）`;

/** A name's length as ECPay counts it: an ASCII letter 1, any other character 2. */
export function nameUnits(name: string): number {
  let units = 0;
  for (const ch of name) units += /^[A-Za-z]$/.test(ch) ? 1 : 2;
  return units;
}

/** Why ECPay would refuse this name, or null when it takes it. */
export function nameProblem(name: string): string | null {
  const text = name.trim();
  if (/\d/.test(text)) return NAME_PROBLEMS.digit;
  if (SYMBOLS.test(text) || CONTROL.test(text)) return NAME_PROBLEMS.symbol;
  const units = nameUnits(text);
  if (units < NAME_UNITS.min || units > NAME_UNITS.max) return NAME_PROBLEMS.length;
  return null;
}
