import type { PromoByOrder, PromoByProduct, PromptMessage } from '@/lib/api/contract';
import { promptText } from '../pricing/messages';

/** A promotion as the pricing rules see it (lib/server/db/schema/orders.ts explains the kinds). */
export type PromotionRule = {
  id: number;
  name: string;
  kind: 'order_discount' | 'order_free_shipping' | 'product_discount';
  minAmount: number;
  minQuantity: number;
  discount: number;
  productId: number | null;
  enable: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** Enabled, started and not yet ended (the end is exclusive). */
export function isRunning(p: { enable: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date) {
  if (!p.enable) return false;
  if (p.startsAt && p.startsAt.getTime() > now.getTime()) return false;
  return !(p.endsAt && p.endsAt.getTime() <= now.getTime());
}

export type ProductLine = { productId: number; name: string; quantity: number; subtotal: number };

/**
 * Buy N of a product: every full set of minQuantity units takes `discount` off, never more than what
 * the product's lines cost. A product's promotions are tiers too: only the one giving the most
 * applies. A product short of a set it could reach gets a prompt.
 */
export function productPromotions(
  lines: ProductLine[],
  promotions: PromotionRule[],
): { applied: PromoByProduct[]; prompts: PromptMessage[] } {
  const applied: PromoByProduct[] = [];
  const prompts: PromptMessage[] = [];
  const byProduct = new Map<number, PromotionRule[]>();
  for (const p of promotions) {
    if (p.kind !== 'product_discount' || p.productId === null || p.minQuantity < 1) continue;
    byProduct.set(p.productId, [...(byProduct.get(p.productId) ?? []), p]);
  }
  for (const [productId, tiers] of byProduct) {
    const mine = lines.filter((l) => l.productId === productId);
    if (!mine.length) continue;
    const quantity = mine.reduce((n, l) => n + l.quantity, 0);
    const cost = mine.reduce((n, l) => n + l.subtotal, 0);
    let best: PromoByProduct | null = null;
    for (const p of tiers) {
      const times = Math.floor(quantity / p.minQuantity);
      const discount = Math.min(times * p.discount, cost);
      if (times > 0 && discount > (best?.discount ?? 0))
        best = { id: p.id, name: p.name, productId, times, discount };
    }
    if (best) applied.push(best);
    const next = tiers
      .filter((p) => p.minQuantity > quantity && p.discount > (best?.discount ?? 0))
      .sort((a, b) => a.minQuantity - b.minQuantity)[0];
    if (next) {
      const missing = next.minQuantity - quantity;
      prompts.push({
        type: 'promoByProduct',
        requirementLogics: 'quantity',
        ecommercePromoRequirements: [
          { name: next.name, required: next.minQuantity, current: quantity, missing },
        ],
        message: promptText.promoByProduct(missing, mine[0]!.name, next.name),
      });
    }
  }
  return { applied, prompts };
}

/**
 * Spend ≥ X, get Y off: the promotions are tiers, and the largest discount the amount reaches applies.
 * The next tier that would give more is prompted.
 */
export function orderDiscount(
  amount: number,
  promotions: PromotionRule[],
): { applied: PromoByOrder | null; prompt: PromptMessage | null } {
  const tiers = promotions.filter((p) => p.kind === 'order_discount' && p.discount > 0);
  let best: PromotionRule | null = null;
  for (const p of tiers) if (p.minAmount <= amount && (!best || p.discount > best.discount)) best = p;
  const applied = best
    ? { id: best.id, name: best.name, type: 'discount' as const, discount: Math.min(best.discount, amount) }
    : null;
  const next = tiers
    .filter((p) => p.minAmount > amount && p.discount > (applied?.discount ?? 0))
    .sort((a, b) => a.minAmount - b.minAmount)[0];
  const prompt: PromptMessage | null = next
    ? {
        type: 'promoByOrder',
        requirementLogics: 'price',
        ecommercePromoRequirements: [
          { name: next.name, required: next.minAmount, current: amount, missing: next.minAmount - amount },
        ],
        message: promptText.promoByOrder(next.minAmount - amount, next.name),
      }
    : null;
  return { applied, prompt };
}

/**
 * Whether the goods ship free, and by what: a free-shipping promotion the amount reaches (listed
 * among the order's promotions) or the delivery's own threshold. When they do not, the smallest
 * amount still missing is prompted, as long as there is a fee to save.
 */
export function freeShipping(
  amount: number,
  promotions: PromotionRule[],
  delivery: { fee: number; freeShippingThreshold: number | null } | null,
): { promotion: PromotionRule | null; byThreshold: boolean; prompt: PromptMessage | null } {
  const candidates = promotions
    .filter((p) => p.kind === 'order_free_shipping')
    .sort((a, b) => a.minAmount - b.minAmount);
  const promotion = candidates.find((p) => p.minAmount <= amount) ?? null;
  const threshold = delivery?.freeShippingThreshold ?? null;
  const byThreshold = !promotion && threshold !== null && amount >= threshold;
  if (promotion || byThreshold || (delivery && delivery.fee <= 0))
    return { promotion, byThreshold, prompt: null };

  const goals = [
    ...candidates.map((p) => ({ name: p.name, required: p.minAmount })),
    ...(threshold !== null ? [{ name: '免運門檻', required: threshold }] : []),
  ].filter((g) => g.required > amount);
  const goal = goals.sort((a, b) => a.required - b.required)[0];
  const prompt: PromptMessage | null = goal
    ? {
        type: 'freeShipping',
        requirementLogics: 'price',
        ecommercePromoRequirements: [
          { name: goal.name, required: goal.required, current: amount, missing: goal.required - amount },
        ],
        message: promptText.freeShipping(goal.required - amount),
      }
    : null;
  return { promotion, byThreshold, prompt };
}
