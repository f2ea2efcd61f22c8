'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton } from '@/components/auth/buttons';
import { TextField } from '@/components/auth/Field';
import { useSending } from '@/components/auth/useSending';
import { MAX_RETURN_REASON, type OrderItem } from '@/lib/api/contract';
import { requestReturn } from '@/lib/api/orders';
import { orderQueries } from '@/lib/order/queries';
import { toast } from '@/lib/ui/toast';

type Props = { shopId: number; orderId: number; items: OrderItem[] };

/**
 * 申請退貨: a reason, and the whole order or chosen quantities of its lines. The server checks the
 * 7-day period and what is left to return; its refusal is shown as it says it.
 */
export function ReturnRequestForm({ shopId, orderId, items }: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [whole, setWhole] = useState(true);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | undefined>();
  const [sending, run] = useSending();

  if (!open)
    return (
      <button
        type="button"
        data-testid="return-open"
        onClick={() => setOpen(true)}
        className={`${secondaryButton} sm:w-auto`}
      >
        申請退貨
      </button>
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError('請輸入退貨原因');
      return;
    }
    const lines = items
      .map((i) => ({ stockId: i.stockId, quantity: counts[i.stockId] ?? 0 }))
      .filter((l) => l.quantity > 0);
    if (!whole && !lines.length) {
      toast('請選擇要退貨的商品');
      return;
    }
    setError(undefined);
    void run(async () => {
      const [order, failure] = await requestReturn(shopId, orderId, { reason, ...(whole ? {} : { lines }) });
      if (failure !== null) {
        toast(failure.msg);
        return;
      }
      queryClient.setQueryData(orderQueries.detail(shopId, orderId).queryKey, order);
      toast('已送出退貨申請', 'info');
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: orderQueries.all(shopId) });
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="return-title" className="space-y-4">
      <div>
        <h3 id="return-title" className="text-sm font-semibold text-ink">
          申請退貨
        </h3>
        <p className="mt-1 text-xs text-muted">收到商品後 7 天內可申請退貨，商店核准後為您退款。</p>
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm text-ink">
        <legend className="sr-only">退貨範圍</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="return-scope" checked={whole} onChange={() => setWhole(true)} />
          整筆訂單
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="return-scope" checked={!whole} onChange={() => setWhole(false)} />
          部分商品
        </label>
      </fieldset>
      {whole ? null : (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.stockId} className="flex items-center justify-between gap-3 text-sm">
              <label htmlFor={`return-qty-${item.stockId}`} className="min-w-0 break-words text-ink">
                {item.name}
                {item.specName ? `（${item.specName}）` : ''}
              </label>
              <input
                id={`return-qty-${item.stockId}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={item.quantity}
                value={counts[item.stockId] ?? 0}
                onChange={(e) =>
                  setCounts({
                    ...counts,
                    [item.stockId]: Math.max(
                      0,
                      Math.min(item.quantity, Math.floor(Number(e.target.value) || 0)),
                    ),
                  })
                }
                className="w-20 shrink-0 rounded-xl border border-line px-3 py-2 text-right"
              />
            </li>
          ))}
        </ul>
      )}
      <TextField
        id="return-reason"
        label="退貨原因"
        required
        maxLength={MAX_RETURN_REASON}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={sending} className={`${primaryButton} sm:w-auto`}>
          {sending ? '送出中…' : '送出退貨申請'}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={`${secondaryButton} sm:w-auto`}>
          取消
        </button>
      </div>
    </form>
  );
}
