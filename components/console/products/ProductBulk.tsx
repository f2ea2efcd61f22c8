'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { BULK_ACTIONS, bulkRequest, type BulkAction } from '@/lib/console/products/bulkRequest';
import { PRODUCT_FIELD_NAMES } from '@/lib/console/products/fieldNames';
import { tickedRows } from '@/lib/console/ticked';
import { Status } from '../Status';
import { buttonPrimary, input } from '../styles';
import { useSave } from '../useSave';

/**
 * One action on the products ticked in the list's form. Each box carries the product's id and the
 * version the list showed (`12:3`): a product changed since refuses the whole action.
 */
export function ProductBulk({
  shopId,
  formId,
  categories,
}: {
  shopId: number;
  formId: string;
  categories: { id: number; name: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [action, setAction] = useState<BulkAction>('publish');
  const [categoryId, setCategoryId] = useState(String(categories[0]?.id ?? ''));
  const [stock, setStock] = useState('0');
  const { busy, notice, save, refuse } = useSave(shopId, PRODUCT_FIELD_NAMES, { keep: true });

  async function apply() {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const products = tickedRows(form ? new FormData(form).getAll('product') : []);
    const request = bulkRequest(action, products, { categoryId, stock });
    if (!request.ok) return refuse(request.problem);
    const done = (r: { changed: number }) => `已更新 ${r.changed} 件商品`;
    if (await save('/products/bulk', 'POST', request.body, done)) router.refresh();
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="text-sm font-medium text-ink" htmlFor={`${id}-action`}>
        勾選的商品
        <select
          id={`${id}-action`}
          value={action}
          onChange={(e) => setAction(e.target.value as BulkAction)}
          className={input}
        >
          {BULK_ACTIONS.map((a) => (
            <option key={a.value} value={a.value} disabled={a.value === 'category' && !categories.length}>
              {a.label}
            </option>
          ))}
        </select>
      </label>
      {action === 'category' ? (
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-category`}>
          分類
          <select
            id={`${id}-category`}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            className={input}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {action === 'stock' ? (
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-stock`}>
          每個規格的庫存
          <input
            id={`${id}-stock`}
            type="number"
            inputMode="numeric"
            min={0}
            value={stock}
            onChange={(e) => setStock(e.target.value)}
            onKeyDown={(e) => {
              // Enter applies the action; the list's form has nowhere to go.
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
            className={`${input} w-28`}
          />
        </label>
      ) : null}
      <button type="button" className={buttonPrimary} disabled={busy} onClick={apply}>
        套用
      </button>
      <Status message={notice} />
    </div>
  );
}
