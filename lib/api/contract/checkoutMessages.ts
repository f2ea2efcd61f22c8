/**
 * Messages of the pre-check and order creation that the storefront reacts to by their text (spec §4,
 * §8), written once for both sides.
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
