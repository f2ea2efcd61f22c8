'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import type { Product, Stock } from '@/lib/api/contract';
import {
  childrenOf,
  chooseChild,
  disabledChildIds,
  initialSelection,
  isSoldOut,
  orderedParents,
  selectedStock,
  specLabel,
  type Selection,
} from '@/lib/catalog/specSelection';

export type SpecState = { stock: Stock | null; name: string; selection: Selection };

const optionClass = (checked: boolean) =>
  [
    'min-h-10 rounded-xl border px-4 py-2 text-sm transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    'disabled:cursor-not-allowed disabled:border-dashed disabled:text-muted disabled:line-through',
    checked
      ? 'border-primary bg-primary-soft font-medium text-primary'
      : 'border-line bg-white text-ink hover:border-primary',
  ].join(' ');

/**
 * One choice per parent spec (spec §4 Spec selection). The first in-stock combination is preselected
 * and reported on mount, then every change is reported. The selection belongs to one product: give
 * the component `key={product.id}` where the product can change under it.
 */
export function SpecSelector({
  product,
  onChange,
}: {
  product: Product;
  onChange: (state: SpecState) => void;
}) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product) ?? {});
  const soldOut = isSoldOut(product);
  const disabled = disabledChildIds(product, selection);

  const report = useEffectEvent((current: Selection) => {
    const stock = selectedStock(product, current);
    onChange({ stock, name: stock ? specLabel(product, stock) : '', selection: current });
  });
  // A refetched product reports again so the parent sees the fresh stock count.
  useEffect(() => report(selection), [selection, product]);

  return (
    <div className="fade-in-spec space-y-4">
      {orderedParents(product).map((parent) => (
        <div key={parent.id} role="radiogroup" aria-label={parent.name} className="space-y-2">
          <p className="text-sm font-medium text-ink">{parent.name}</p>
          <div className="flex flex-wrap gap-2">
            {childrenOf(product, parent.id).map((child) => {
              const checked = selection[parent.id] === child.id;
              return (
                <button
                  key={child.id}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  disabled={soldOut || disabled.has(child.id)}
                  onClick={() => {
                    if (!checked) setSelection((s) => chooseChild(product, s, parent.id, child.id));
                  }}
                  className={optionClass(checked)}
                >
                  {child.name}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
