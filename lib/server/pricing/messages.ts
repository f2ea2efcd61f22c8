import { CHECKOUT_MESSAGES } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';

/** Messages of the pre-check and order creation (spec §8). */
export const PRICING_MESSAGES = {
  ...CHECKOUT_MESSAGES,
  walletOver: (max: number) => `使用購物金金額不可超過 ${max} 元`,
  externalOver: (max: number) => `使用外部錢包金額不可超過 ${max} 元`,
  lineShort: (name: string, left: number) => `「${name}」庫存不足，目前剩 ${left} 件`,
  deliveryUnavailable: '此配送方式目前無法使用',
  paymentUnavailable: '此付款方式目前無法使用',
  codNotAllowed: '此配送方式不支援貨到付款',
  tooLarge: '訂單金額過大，請分開下單',
} as const;

export const promptText = {
  freeShipping: (missing: number) => `再買 ${formatPrice(missing)} 即可免運`,
  promoByOrder: (missing: number, name: string) => `再買 ${formatPrice(missing)} 即可享「${name}」`,
  promoByProduct: (missing: number, product: string, name: string) =>
    `「${product}」再買 ${missing} 件即可享「${name}」`,
};
