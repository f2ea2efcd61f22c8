'use client';

import type { CheckoutState } from '@/lib/checkout/types';
import { fieldId } from './fieldIds';

type Props = {
  store: CheckoutState['cvsStore'];
  error?: string;
  opening: boolean;
  onPick: () => void;
};

/** The picked convenience store, and the button that opens the chain's store map to pick (another) one. */
export function CvsStorePicker({ store, error, opening, onPick }: Props) {
  const id = fieldId('cvsStore');
  return (
    <div className="mt-4 rounded-xl border border-line p-4">
      <p className="text-sm font-medium text-ink">取貨門市</p>
      {store ? (
        <p className="mt-1 text-ink" data-testid="cvs-store">
          {store.CVSStoreName}
          <span className="ml-2 text-sm text-muted">門市代號 {store.CVSStoreID}</span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">尚未選擇門市</p>
      )}
      <button
        id={id}
        type="button"
        onClick={onPick}
        disabled={opening}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-3 rounded-full border border-primary px-5 py-2 text-sm font-semibold text-primary hover:bg-primary-soft disabled:opacity-60"
      >
        {opening ? '正在開啟門市地圖…' : store ? '更換門市' : '選擇門市'}
      </button>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
