import {
  CHECKOUT_ERROR_CODES,
  MAX_MONEY,
  type OrderItem,
  type OrderQuote,
  type PaymentType,
  type PromoByOrder,
  type PromptMessage,
} from '@/lib/api/contract';
import { overLimitProduct, overPurchaseLimit } from '@/lib/catalog/purchaseLimit';
import { DomainError } from '@/lib/server/kernel/errors';
import { applyPromoCode, type PromoCodeRule } from '../promotions/codeRules';
import {
  freeShipping,
  isRunning,
  orderDiscount,
  productPromotions,
  type PromotionRule,
} from '../promotions/rules';
import { cashbackToEarn, maxUsableCashback } from './cashback';
import { PRICING_MESSAGES as M } from './messages';

/** A line as priced: read from the database, never from the request. */
export type PricedLine = Omit<OrderItem, 'subtotal'> & { inStock: number; purchaseLimit: number | null };

export type QuoteInput = {
  lines: PricedLine[];
  promotions: PromotionRule[];
  /** The code the shopper typed, and what the shop has under it (null: no such code). */
  promoCode: { typed: string; rule: PromoCodeRule | null; memberUses: number } | null;
  delivery: { fee: number; freeShippingThreshold: number | null } | null;
  paymentType: PaymentType | null;
  paymentFee: number;
  requested: { wallet: number; external: number; cashback: number };
  balances: { wallet: number; external: number; cashback: number };
  cashback: { enabled: boolean; addRate: number; ignoreProductIds: number[] };
  now: Date;
};

export type QuoteResult = {
  order: OrderQuote;
  promptMessages: PromptMessage[];
  promoCodeMessage: string | null;
  /** The promo code that applies, for the order to record its use. */
  promoCodeRule: PromoCodeRule | null;
};

/**
 * The price of an order, step by step: lines at their current price; promotions by product; the
 * best order discount the goods reach; the promo code; delivery (free by promotion or threshold);
 * the payment fee; then cashback, the shop wallet and the external wallet, each bounded by what is
 * left; what remains is paymentPrice. Invalid choices throw a 4xx DomainError with the shopper's message.
 */
export function quoteOrder(input: QuoteInput): QuoteResult {
  checkLines(input.lines);
  const running = input.promotions.filter((p) => isRunning(p, input.now));

  const items: OrderItem[] = input.lines.map(({ inStock: _inStock, purchaseLimit: _limit, ...l }) => ({
    ...l,
    subtotal: l.price * l.quantity,
  }));
  const totalProductPrice = sum(items.map((i) => i.subtotal));
  // Amounts are stored as 32-bit integers; no real basket comes near this.
  if (totalProductPrice > MAX_MONEY) throw new DomainError('invalid', M.tooLarge);

  const byProduct = productPromotions(
    items.map((i) => ({ productId: i.productId, name: i.name, quantity: i.quantity, subtotal: i.subtotal })),
    running,
  );
  const promoByProductDiscount = sum(byProduct.applied.map((p) => p.discount));
  const afterProduct = totalProductPrice - promoByProductDiscount;

  const byOrder = orderDiscount(afterProduct, running);
  const promoByOrderDiscount = byOrder.applied?.discount ?? 0;
  const afterOrder = afterProduct - promoByOrderDiscount;

  let promoCodeDiscount = 0;
  let promoCodeMessage: string | null = null;
  let promoCodeRule: PromoCodeRule | null = null;
  if (input.promoCode) {
    const { rule, memberUses } = input.promoCode;
    const result = applyPromoCode(rule, afterOrder, memberUses, input.now);
    promoCodeDiscount = result.discount;
    promoCodeMessage = result.message;
    if (result.message === null) promoCodeRule = rule;
  }
  const goods = afterOrder - promoCodeDiscount;

  const shipping = freeShipping(goods, running, input.delivery);
  const originDeliveryPrice = input.delivery?.fee ?? 0;
  const shipsFree = Boolean(shipping.promotion) || shipping.byThreshold;
  const deliveryPrice = shipsFree ? 0 : originDeliveryPrice;
  const promoByOrders: PromoByOrder[] = [
    ...(byOrder.applied ? [byOrder.applied] : []),
    ...(shipping.promotion && originDeliveryPrice > 0
      ? [
          {
            id: shipping.promotion.id,
            name: shipping.promotion.name,
            type: 'freeShipping' as const,
            discount: originDeliveryPrice,
          },
        ]
      : []),
  ];

  // A free order has no payment to charge a fee for.
  const paymentFee = input.paymentType === 'free' ? 0 : input.paymentFee;

  const maxUseCashbackPrice = maxUsableCashback(items, {
    enabled: input.cashback.enabled,
    balance: input.balances.cashback,
    goods,
  });
  if (input.requested.cashback > maxUseCashbackPrice)
    throw new DomainError(
      'invalid',
      M.cashbackOver(maxUseCashbackPrice),
      maxUseCashbackPrice === 0 ? { code: CHECKOUT_ERROR_CODES.noCashback } : undefined,
    );
  const useCashbackPrice = input.requested.cashback;

  let left = goods - useCashbackPrice + deliveryPrice + paymentFee;
  const maxWallet = Math.min(input.balances.wallet, left);
  if (input.requested.wallet > maxWallet)
    throw new DomainError('invalid', M.walletOver(Math.max(0, maxWallet)));
  left -= input.requested.wallet;
  const maxExternal = Math.min(input.balances.external, left);
  if (input.requested.external > maxExternal)
    throw new DomainError('invalid', M.externalOver(Math.max(0, maxExternal)));
  left -= input.requested.external;
  const paymentPrice = left;

  if (paymentPrice > 0 && (input.paymentType === null || input.paymentType === 'free'))
    throw new DomainError('invalid', M.noPaymentType, { code: CHECKOUT_ERROR_CODES.noPaymentType });

  const discountOf = new Map<number, number>();
  for (const p of byProduct.applied)
    discountOf.set(p.productId, (discountOf.get(p.productId) ?? 0) + p.discount);
  const addCashback = cashbackToEarn(
    // A product's promotion discount counts once, against its first line.
    items.map((i, index) => ({
      ...i,
      discount:
        items.findIndex((x) => x.productId === i.productId) === index
          ? (discountOf.get(i.productId) ?? 0)
          : 0,
    })),
    {
      enabled: input.cashback.enabled,
      addRate: input.cashback.addRate,
      ignoreProductIds: input.cashback.ignoreProductIds,
      afterProductPromotions: afterProduct,
      paidForGoods: goods - useCashbackPrice,
    },
  );

  return {
    order: {
      EcommerceOrderItems: items,
      EcommerceOrderPromoByOrders: promoByOrders,
      EcommerceOrderPromoByProducts: byProduct.applied,
      promoCode: promoCodeRule
        ? { code: promoCodeRule.code, name: promoCodeRule.name, discount: promoCodeDiscount }
        : null,
      totalProductPrice,
      promoByProductDiscount,
      promoByOrderDiscount,
      promoCodeDiscount,
      originDeliveryPrice,
      deliveryPrice,
      paymentFee,
      useCashbackPrice,
      walletPrice: input.requested.wallet,
      externalWalletPrice: input.requested.external,
      paymentPrice,
      maxUseCashbackPrice,
      cashbackBalance: input.balances.cashback,
      walletBalance: input.balances.wallet,
      externalWalletBalance: input.balances.external,
      addCashback,
    },
    promptMessages: [
      ...(shipping.prompt ? [shipping.prompt] : []),
      ...(byOrder.prompt ? [byOrder.prompt] : []),
      ...byProduct.prompts,
    ],
    promoCodeMessage,
    promoCodeRule,
  };
}

/** Every line must still be sold, in the quantity asked for, and no product beyond its 限購. */
function checkLines(lines: PricedLine[]): void {
  if (!lines.length) throw new DomainError('invalid', M.lineGone);
  for (const line of lines) {
    if (line.inStock <= 0) throw new DomainError('conflict', M.lineGone);
    if (line.quantity > line.inStock) throw new DomainError('conflict', M.lineShort(line.name, line.inStock));
  }
  const over = overLimitProduct(lines);
  if (over) throw new DomainError('invalid', overPurchaseLimit(over.name, over.limit));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
