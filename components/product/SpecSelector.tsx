'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Product, Stock } from '@/lib/api/contract';
import {
  childrenOf,
  chooseChild,
  disabledChildIds,
  initialSelection,
  isSoldOut,
  orderedParents,
  selectionEvent,
  type Selection,
  type SpecSelectionEvent,
} from '@/lib/catalog/specSelection';

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
 * and reported on mount, then every change is reported (`selectionEvent`: name, product, count, stock,
 * isRemoved), with `count`, the parent's current count, reset or capped for the new stock. The
 * selection belongs to one product: give the component `key={product.id}` where the product can
 * change under it.
 */
export function SpecSelector({
  product,
  count,
  onChange,
}: {
  product: Product;
  count: number;
  onChange: (event: SpecSelectionEvent) => void;
}) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product) ?? {});
  // The stock the parent's count was chosen for: undefined until the first report.
  const reported = useRef<Stock | null | undefined>(undefined);
  const soldOut = isSoldOut(product);
  const disabled = disabledChildIds(product, selection);

  const report = useEffectEvent((current: Selection) => {
    const previous = reported.current === undefined ? null : { stock: reported.current, count };
    const event = selectionEvent(product, current, previous);
    reported.current = event.stock;
    onChange(event);
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
