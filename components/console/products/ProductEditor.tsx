'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { consolePath } from '@/lib/console/names';
import {
  freshFigures,
  plainFigures,
  productBody,
  productDraft,
  type EditedProduct,
  type ProductDraft,
} from '@/lib/console/products/draft';
import { fieldRefusal } from '@/lib/console/contract/fields';
import { fieldMessage, PRODUCT_FIELD_NAMES } from '@/lib/console/products/fieldNames';
import { cellKey } from '@/lib/console/products/matrix';
import { buttonDanger, buttonPrimary, buttonSecondary, card, input, label } from '../styles';
import { replyText, type Refusal } from '../replyText';
import { useSave } from '../useSave';
import { PicturesField } from './PicturesField';
import { SpecMatrixField } from './SpecMatrixField';

type Choices = { categories: { id: number; name: string }[]; activities: { id: number; name: string }[] };

/** The product form: create (no product) or edit one, under its version. */
export function ProductEditor({
  shopId,
  product,
  choices,
}: {
  shopId: number;
  product: EditedProduct | null;
  choices: Choices;
}) {
  const router = useRouter();
  const [draft, setDraft] = useState<ProductDraft>(() => productDraft(product));
  const [version, setVersion] = useState(product?.version ?? 0);
  const set = (change: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...change }));
  // A stale save names who changed what; any other refusal is put in the form's words, a spec
  // combination's field by its values (fieldMessage).
  const words = (r: Refusal) =>
    r.code === 'stale'
      ? replyText(r, PRODUCT_FIELD_NAMES)
      : fieldMessage(r.message, fieldRefusal(r.details), draft.levels);
  const { busy, notice, save: send } = useSave(shopId, words, { keep: true });
  const stale = notice?.code === 'stale';

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await send<EditedProduct>(
      product ? `/products/${product.id}` : '/products',
      product ? 'PUT' : 'POST',
      product ? { ...productBody(draft), version } : productBody(draft),
      '已儲存，商店頁面已更新',
    );
    if (!saved) return;
    if (!product) return router.push(consolePath(`/products/${saved.id}`));
    setDraft(productDraft(saved));
    setVersion(saved.version);
    router.refresh();
  }

  async function remove() {
    if (!product || !window.confirm(`確定刪除「${product.name}」？商品將從商店移除，已成立的訂單不受影響。`))
      return;
    if (await send(`/products/${product.id}`, 'DELETE', { version }, '已刪除'))
      router.push(consolePath('/products'));
  }

  const plain = plainFigures(draft);
  return (
    <form onSubmit={save} className="mt-4 space-y-4" noValidate>
      <section className={`${card} grid gap-4 sm:grid-cols-2`} aria-label="基本資料">
        <label className={`${label} sm:col-span-2`}>
          商品名稱
          <input
            value={draft.name}
            maxLength={100}
            required
            onChange={(e) => set({ name: e.target.value })}
            className={input}
          />
        </label>
        <label className={`${label} sm:col-span-2`}>
          商品介紹
          <textarea
            value={draft.description}
            rows={5}
            maxLength={20000}
            onChange={(e) => set({ description: e.target.value })}
            className={input}
          />
        </label>
        <label className={label}>
          售價（NT$）
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.price}
            onChange={(e) => set({ price: e.target.value })}
            className={input}
          />
        </label>
        <label className={label}>
          活動價（NT$，可留空）
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.activityPrice}
            onChange={(e) => set({ activityPrice: e.target.value })}
            className={input}
          />
        </label>
        {draft.levels.length === 0 ? (
          <label className={label}>
            庫存
            <input
              type="number"
              inputMode="numeric"
              min={0}
              value={plain.stock}
              onChange={(e) =>
                set({ figures: { ...draft.figures, [cellKey([])]: { ...plain, stock: e.target.value } } })
              }
              className={input}
            />
          </label>
        ) : null}
        <label className={label}>
          活動
          <select
            value={draft.activityId}
            onChange={(e) => set({ activityId: e.target.value })}
            className={input}
          >
            <option value="">不參加活動</option>
            {product?.activityId != null &&
            draft.activityId === String(product.activityId) &&
            !choices.activities.some((a) => a.id === product.activityId) ? (
              // Its activity was removed since: kept until another is chosen.
              <option value={product.activityId}>目前的活動（已刪除）</option>
            ) : null}
            {choices.activities.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          排序（數字小的在前）
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.order}
            onChange={(e) => set({ order: e.target.value })}
            className={input}
          />
        </label>
        <label className={label}>
          購物金最多折抵售價的 %
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            value={draft.cashbackPercent}
            onChange={(e) => set({ cashbackPercent: e.target.value })}
            className={input}
          />
        </label>
        <label className={label}>
          每筆訂單限購（可留空）
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.purchaseLimit}
            onChange={(e) => set({ purchaseLimit: e.target.value })}
            className={input}
          />
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={draft.isPublic}
            onChange={(e) => set({ isPublic: e.target.checked })}
            className="h-4 w-4"
          />
          上架（顧客看得到）
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-ink">分類</legend>
          {choices.categories.length ? (
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
              {choices.categories.map((c) => (
                <label key={c.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={draft.categoryIds.includes(c.id)}
                    onChange={(e) =>
                      set({
                        categoryIds: e.target.checked
                          ? [...draft.categoryIds, c.id]
                          : draft.categoryIds.filter((x) => x !== c.id),
                      })
                    }
                  />
                  {c.name}
                </label>
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted">商店尚無分類。</p>
          )}
        </fieldset>
      </section>
      <section className={card} aria-label="圖片">
        <PicturesField
          shopId={shopId}
          pictures={draft.pictures}
          onChange={(update) => setDraft((d) => ({ ...d, pictures: update(d.pictures) }))}
        />
      </section>
      <section className={card} aria-label="規格">
        <SpecMatrixField
          levels={draft.levels}
          figures={draft.figures}
          fallback={freshFigures(draft)}
          onLevels={(levels) => set({ levels })}
          onFigures={(figures) => set({ figures })}
        />
      </section>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 rounded-t-xl border-t border-line bg-white/95 px-4 py-3">
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {busy ? '儲存中…' : product ? '儲存' : '建立商品'}
        </button>
        {product ? (
          <button type="button" className={buttonDanger} disabled={busy} onClick={remove}>
            刪除商品
          </button>
        ) : null}
        <div aria-live="polite" className={`text-sm ${notice?.ok ? 'text-primary' : 'text-red-700'}`}>
          {notice ? <p role={notice.ok ? 'status' : 'alert'}>{notice.text}</p> : null}
          {stale ? (
            <button
              type="button"
              className={`${buttonSecondary} mt-1`}
              onClick={() => window.location.reload()}
            >
              載入最新內容
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
