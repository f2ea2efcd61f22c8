'use client';

import { useState } from 'react';
import type { Product } from '@/lib/api/contract';
import { useShop } from '@/components/providers/ShopProvider';
import { Price } from '@/components/product/Price';
import { QuantityStepper } from '@/components/product/QuantityStepper';
import { SpecSelector } from '@/components/product/SpecSelector';
import { cartLineFrom } from '@/lib/cart/fromProduct';
import { addToCart } from '@/lib/cart/store';
import {
  initialSelection,
  isSoldOut,
  selectionEvent,
  type SpecSelectionEvent,
} from '@/lib/catalog/specSelection';
import { purchaseLimitText, stepperMax } from '@/lib/catalog/purchaseLimit';
import { canAddToCart } from '@/lib/catalog/quantity';
import { trackAddToCart } from '@/lib/tracking/commerce';
import { toast } from '@/lib/ui/toast';
import { useEarlyTaps } from '@/lib/ui/useEarlyTaps';

type Props = { product: Product; onAdded?: () => void; compact?: boolean };

/**
 * Spec choice, quantity and the add button: shared by the add-to-cart modal and the product page so
 * that both follow the same rules (spec §4 Spec selection, §5). A product with a 限購 says so, and
 * its stepper stops at the limit as at the stock. The first selection is made while rendering, so
 * the server's HTML already has the controls enabled, and a tap made before hydration is played
 * once the panel is live (lib/ui/earlyTaps).
 */
export function PurchasePanel({ product, onAdded, compact = false }: Props) {
  const { shopId } = useShop();
  // The spec selector's last event, with the count the shopper set since.
  const [selected, setSelected] = useState<SpecSelectionEvent | null>(() =>
    selectionEvent(product, initialSelection(product) ?? {}, null),
  );
  const { attach: earlyRoot, marker: earlyMarker } = useEarlyTaps<HTMLDivElement>();
  const stock = selected?.stock ?? null;
  const count = selected?.count ?? 1;

  const soldOut = isSoldOut(product) || (stock !== null && stock.stock <= 0);
  const price = stock?.price ?? product.price;
  const activityPrice = stock?.activityPrice ?? product.activityPrice;

  const add = () => {
    if (!selected?.stock || !canAddToCart(selected.count, selected.stock)) return;
    const capped = addToCart(shopId, cartLineFrom({ ...selected, stock: selected.stock }));
    trackAddToCart(product, selected.stock, selected.count);
    toast(capped ?? '已加入購物車', capped ? 'error' : 'info');
    onAdded?.();
  };

  return (
    <div ref={earlyRoot} {...earlyMarker} className={compact ? 'mt-4 space-y-4' : 'space-y-6'}>
      <Price price={price} activityPrice={activityPrice} size={compact ? 'md' : 'lg'} />
      <SpecSelector product={product} count={count} onChange={setSelected} />
      <div className="flex flex-wrap items-end gap-4 border-t border-line pt-4">
        <QuantityStepper
          value={count}
          max={Math.max(stepperMax(stock?.stock ?? 1, product.purchaseLimit), 1)}
          onChange={(next) => setSelected((s) => s && { ...s, count: next })}
          disabled={soldOut || !stock}
        />
        <button
          type="button"
          onClick={add}
          disabled={soldOut || !canAddToCart(count, stock)}
          className="h-11 flex-1 rounded-full bg-primary px-6 text-sm font-semibold text-white transition hover:bg-primary-dark disabled:cursor-not-allowed disabled:bg-line disabled:text-muted"
        >
          加入購物車
        </button>
      </div>
      {product.purchaseLimit !== null ? (
        <p className="text-sm text-muted">{purchaseLimitText(product.purchaseLimit)}</p>
      ) : null}
      {soldOut ? (
        <p role="status" className="text-sm font-medium text-accent">
          已售罄，店家補貨中
        </p>
      ) : null}
    </div>
  );
}
