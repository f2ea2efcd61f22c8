'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { consoleFetch } from '@/lib/console/client';
import { consolePath } from '@/lib/console/names';
import { fieldMessage } from '@/lib/console/products/fieldNames';
import { cellKey, gridOf, type MatrixCell, type MatrixLevel } from '@/lib/console/products/matrix';
import { buttonDanger, buttonPrimary, buttonSecondary, card, input, label } from '../styles';
import { replyText } from '../replyText';
import { PicturesField } from './PicturesField';
import { SpecMatrixField, type EditedLevel, type Figures } from './SpecMatrixField';

/** The product as the API answers it (lib/server/console/products/productView.ts ConsoleProduct). */
export type EditedProduct = {
  id: number;
  nanoId: string;
  version: number;
  name: string;
  description: string;
  pictures: string[];
  price: number;
  activityPrice: number | null;
  categoryIds: number[];
  activityId: number | null;
  isPublic: boolean;
  order: number;
  useCashbackRate: number;
  purchaseLimit: number | null;
  specs: { levels: MatrixLevel[]; cells: MatrixCell[] };
};

type Choices = { categories: { id: number; name: string }[]; activities: { id: number; name: string }[] };

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const number = (s: string) => (s.trim() === '' ? null : Number(s));

function draftOf(p: EditedProduct | null) {
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    pictures: p?.pictures ?? [],
    price: text(p?.price),
    activityPrice: text(p?.activityPrice),
    categoryIds: p?.categoryIds ?? [],
    activityId: text(p?.activityId),
    isPublic: p?.isPublic ?? false,
    order: text(p?.order ?? 0),
    cashbackPercent: text(p ? Math.round(p.useCashbackRate * 10000) / 100 : 0),
    purchaseLimit: text(p?.purchaseLimit),
    levels: (p?.specs.levels ?? []).map((l): EditedLevel => ({ ...l, key: `l${l.id}` })),
    figures: Object.fromEntries(
      (p?.specs.cells ?? []).map((c) => [
        cellKey(c.keys),
        { price: text(c.price), activityPrice: text(c.activityPrice), stock: text(c.stock), seen: c.seen },
      ]),
    ) as Record<string, Figures>,
  };
}
type Draft = ReturnType<typeof draftOf>;

const FIELD_NAMES: Record<string, string> = {
  name: '名稱',
  description: '介紹',
  pictures: '圖片',
  price: '售價',
  activityPrice: '活動價',
  categoryIds: '分類',
  activityId: '活動',
  isPublic: '上架',
  order: '排序',
  useCashbackRate: '購物金折抵',
  purchaseLimit: '限購',
  specs: '規格與庫存',
};

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
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [version, setVersion] = useState(product?.version ?? 0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [stale, setStale] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const fallback: Figures = { price: draft.price, activityPrice: draft.activityPrice, stock: '0' };

  function body() {
    const plain = draft.figures[cellKey([])] ?? fallback;
    const cells = draft.levels.length
      ? gridOf(draft.levels, draft.figures, fallback).map(({ keys, figures: f }) => ({
          keys,
          price: number(f.price),
          activityPrice: number(f.activityPrice),
          stock: number(f.stock),
          ...(f.seen !== undefined ? { seen: f.seen } : {}),
        }))
      : [
          {
            keys: [],
            price: number(draft.price),
            activityPrice: number(draft.activityPrice),
            stock: number(plain.stock),
            ...(plain.seen !== undefined ? { seen: plain.seen } : {}),
          },
        ];
    return {
      name: draft.name,
      description: draft.description,
      pictures: draft.pictures,
      price: number(draft.price),
      activityPrice: number(draft.activityPrice),
      categoryIds: draft.categoryIds,
      activityId: number(draft.activityId),
      isPublic: draft.isPublic,
      order: number(draft.order) ?? 0,
      useCashbackRate: (number(draft.cashbackPercent) ?? 0) / 100,
      purchaseLimit: number(draft.purchaseLimit),
      specs: {
        levels: draft.levels.map((l) => ({
          id: l.id ?? null,
          name: l.name,
          values: l.values.map((v) => ({ key: v.key, id: v.id ?? null, name: v.name })),
        })),
        cells,
      },
    };
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setStale(false);
    const reply = await consoleFetch<EditedProduct>(
      shopId,
      product ? `/products/${product.id}` : '/products',
      {
        method: product ? 'PUT' : 'POST',
        body: product ? { ...body(), version } : body(),
      },
    );
    setBusy(false);
    if (!reply.ok) {
      setStale(reply.code === 'stale');
      const text =
        reply.code === 'stale' ? replyText(reply, FIELD_NAMES) : fieldMessage(reply.message, draft.levels);
      return setMessage({ ok: false, text });
    }
    if (!product) return router.push(consolePath(`/products/${reply.body.id}`));
    setDraft(draftOf(reply.body));
    setVersion(reply.body.version);
    setMessage({ ok: true, text: '已儲存，商店頁面已更新' });
    router.refresh();
  }

  async function remove() {
    if (!product || !window.confirm(`確定刪除「${product.name}」？商品將從商店移除，已成立的訂單不受影響。`))
      return;
    setBusy(true);
    const reply = await consoleFetch(shopId, `/products/${product.id}`, {
      method: 'DELETE',
      body: { version },
    });
    setBusy(false);
    if (!reply.ok) {
      setStale(reply.code === 'stale');
      return setMessage({ ok: false, text: replyText(reply, FIELD_NAMES) });
    }
    router.push(consolePath('/products'));
  }

  const plain = draft.figures[cellKey([])] ?? fallback;
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
          fallback={fallback}
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
        <div aria-live="polite" className={`text-sm ${message?.ok ? 'text-primary' : 'text-red-700'}`}>
          {message ? <p role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
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
