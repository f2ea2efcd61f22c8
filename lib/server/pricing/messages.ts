import { formatPrice } from '@/lib/format/price';

/** Messages of the pre-check and order creation (spec §8); the storefront reacts to some by their text. */
export const PRICING_MESSAGES = {
  /** The storefront retries without free mode on this one (spec §4). */
  noPaymentType: '未選擇付款方式(paymentType)',
  /** The storefront resets the rebate to 0 on this one when max is 0 (spec §4). */
  cashbackOver: (max: number) => `使用回饋金金額不可超過 ${max} 元`,
  walletOver: (max: number) => `使用購物金金額不可超過 ${max} 元`,
  externalOver: (max: number) => `使用外部錢包金額不可超過 ${max} 元`,
  lineGone: '商品已移除或無庫存，請重新選擇商品',
  lineShort: (name: string, left: number) => `「${name}」庫存不足，目前剩 ${left} 件`,
  deliveryUnavailable: '此配送方式目前無法使用',
  paymentUnavailable: '此付款方式目前無法使用',
  codNotAllowed: '此配送方式不支援貨到付款',
  freeNotAllowed: '尚有應付金額，請選擇付款方式',
} as const;

export const promptText = {
  freeShipping: (missing: number) => `再買 ${formatPrice(missing)} 即可免運`,
  promoByOrder: (missing: number, name: string) => `再買 ${formatPrice(missing)} 即可享「${name}」`,
  promoByProduct: (missing: number, product: string, name: string) =>
    `「${product}」再買 ${missing} 件即可享「${name}」`,
};
