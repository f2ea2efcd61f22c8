'use client';

import { useId, useState } from 'react';
import { clampQuantity, maxQuantityWarning } from '@/lib/catalog/quantity';
import { REPEAT_ATTR } from '@/lib/ui/earlyTaps';

/** Each tap on − or + counts, also those kept before hydration (lib/ui/earlyTaps). */
const countsEveryTap = { [REPEAT_ATTR]: '' };

const stepClass =
  'flex h-10 w-10 items-center justify-center text-lg text-ink hover:bg-primary-soft ' +
  'focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40 ' +
  'disabled:hover:bg-transparent';

/**
 * The 數量 control (spec §5) of the product page, the add-to-cart modal and the cart page: from 1 up
 * to the stock. Asking for more, by + at the stock or by typing, keeps the stock and warns; so + is
 * never disabled for being at the stock, or the shopper would never learn why it stops.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  // The field may be empty while the shopper retypes a number; the count itself never is.
  const [draft, setDraft] = useState<string | null>(null);
  const [askedBeyondMax, setAskedBeyondMax] = useState(false);

  const commit = (wanted: number) => {
    const { count, warning } = clampQuantity(wanted, max);
    setDraft(null);
    setAskedBeyondMax(warning !== null);
    onChange(count);
  };

  // Once the count moves off the maximum (stepped down, or a new stock), the warning no longer applies.
  const showWarning = askedBeyondMax && value >= max;

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <label htmlFor={inputId} className="text-sm text-ink">
          數量
        </label>
        <div className="flex items-center overflow-hidden rounded-xl border border-line bg-white">
          <button
            type="button"
            aria-label="減少數量"
            {...countsEveryTap}
            disabled={disabled || value <= 1}
            onClick={() => commit(value - 1)}
            className={stepClass}
          >
            −
          </button>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            aria-label="數量"
            disabled={disabled}
            value={draft ?? String(value)}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '');
              if (digits === '') setDraft('');
              else commit(Number(digits));
            }}
            onBlur={() => setDraft(null)}
            className="h-10 w-14 border-x border-line text-center text-sm text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary disabled:text-muted"
          />
          <button
            type="button"
            aria-label="增加數量"
            {...countsEveryTap}
            disabled={disabled}
            onClick={() => commit(value + 1)}
            className={stepClass}
          >
            +
          </button>
        </div>
      </div>
      {showWarning ? (
        <p role="alert" className="rounded-xl border border-accent bg-white px-3 py-2 text-sm text-ink">
          {maxQuantityWarning(max)}
        </p>
      ) : null}
    </div>
  );
}
