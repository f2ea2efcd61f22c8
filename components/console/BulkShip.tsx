'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { tickedRows } from '@/lib/console/ticked';
import { buttonPrimary } from './styles';
import { useSave } from './useSave';

type Result = { id: number; ok: boolean; message?: string; labelUrl?: string };

/**
 * Ships the orders ticked in the list's form at once: each gets its parcel from the carrier, and
 * each answer is listed with its label to print.
 */
export function BulkShip({ shopId, formId }: { shopId: number; formId: string }) {
  const router = useRouter();
  const { busy, notice, save, refuse } = useSave(shopId, {}, { keep: true });
  const [results, setResults] = useState<Result[] | null>(null);

  // Each order's answer is listed below; the notice carries only a refusal of the whole request.
  async function ship() {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const orders = tickedRows(form ? new FormData(form).getAll('ship') : []);
    if (!orders.length) return refuse('請先勾選待出貨的訂單');
    const shipped = await save<{ results: Result[] }>('/orders/ship', 'POST', { orders }, '');
    if (!shipped) return;
    setResults(shipped.results);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonPrimary} disabled={busy} onClick={ship}>
        勾選的訂單建立託運單
      </button>
      <div aria-live="polite" className="text-sm">
        {notice && !notice.ok ? <p className="text-red-700">{notice.text}</p> : null}
        {results ? (
          <ul className="space-y-1">
            {results.map((r) => (
              <li key={r.id}>
                訂單 #{r.id}：
                {r.ok ? (
                  r.labelUrl ? (
                    <a href={r.labelUrl} target="_blank" rel="noreferrer" className="text-primary underline">
                      列印託運單
                    </a>
                  ) : (
                    '已出貨'
                  )
                ) : (
                  <span className="text-red-700">{r.message}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
