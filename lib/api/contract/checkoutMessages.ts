/**
 * Messages of the pre-check and order creation the spec names (spec §4, §8), written once for both
 * sides. The storefront shows them; where it acts on one, it reads the answer's code
 * (CHECKOUT_ERROR_CODES), never the text.
 */
export const CHECKOUT_MESSAGES = {
  /** The storefront leaves free mode and checks again. */
  noPaymentType: '未選擇付款方式(paymentType)',
  /** At 0 the storefront resets the rebate it asked for. */
  cashbackOver: (max: number) => `使用回饋金金額不可超過 ${max} 元`,
  /** Also the storefront's own error when no cart line can be checked out. */
  lineGone: '商品已移除或無庫存，請重新選擇商品',
  /** The order would cost another amount than the shopper was shown: check again, then confirm. */
  amountChanged: '訂單金額已變動，請確認新的金額後再送出',
  paymentNotOpen: '此付款方式目前無法使用，請選擇其他付款方式',
} as const;

/**
 * The codes of the pre-check's and order creation's answers the storefront acts on (spec §8): no
 * payment chosen for an order that costs something (it leaves free mode and checks again), and
 * cashback asked of an order that may use none (it resets the rebate to 0).
 */
export const CHECKOUT_ERROR_CODES = {
  noPaymentType: 'payment_type_missing',
  noCashback: 'cashback_not_usable',
} as const;
