'use client';
import { useState } from 'react';
import type { CategoriesView, CategoryView } from '@/lib/console/catalog/views';
import { moved } from '@/lib/console/moved';
import { ListControls } from '../ListControls';
import { buttonDanger, buttonSecondary, card, sectionTitle } from '../styles';
import type { Saving } from '../useSave';
import { CategoryForm } from './CategoryForm';

/** The categories: the list (edit, reorder, remove) and the form for a new one. */
export function CategoriesSection({
  shopId,
  view,
  setView,
  saving,
}: {
  shopId: number;
  view: CategoriesView;
  setView: (v: CategoriesView) => void;
  saving: Saving;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const { busy, save } = saving;
  const groupName = new Map(view.groups.map((g) => [g.id, g.name]));
  const apply = (next: CategoriesView | null) => {
    if (next) setView(next);
    return next !== null;
  };

  const create = async (fields: { name: string; groupId: number | null; image: string | null }) =>
    apply(await save<CategoriesView>('/categories', 'POST', fields, `已新增分類「${fields.name}」`));

  const edit =
    (c: CategoryView) => async (fields: { name: string; groupId: number | null; image: string | null }) => {
      const done = apply(
        await save<CategoriesView>(
          `/categories/${c.id}`,
          'PATCH',
          { version: c.version, ...fields },
          `已儲存「${fields.name}」`,
        ),
      );
      if (done) setEditing(null);
      return done;
    };

  const move = async (index: number, by: -1 | 1) => {
    const items = moved(view.categories, index, by).map((c) => ({ id: c.id, version: c.version }));
    apply(await save<CategoriesView>('/categories/order', 'PUT', { items }, '已更新分類順序'));
  };

  const remove = async (c: CategoryView) => {
    const warning = c.productCount ? `，${c.productCount} 件商品將不再列在此分類（商品本身保留）` : '';
    if (!window.confirm(`確定刪除分類「${c.name}」${warning}？`)) return;
    apply(
      await save<CategoriesView>(
        `/categories/${c.id}`,
        'DELETE',
        { version: c.version },
        `已刪除「${c.name}」`,
      ),
    );
  };

  return (
    <section aria-labelledby="categories-title" className="grid gap-4 md:grid-cols-3">
      <div className="md:col-span-2">
        <h2 id="categories-title" className={sectionTitle}>
          分類
        </h2>
        <ul className="mt-2 space-y-2" aria-label="分類列表">
          {view.categories.map((c, index) => (
            <li key={c.id} className={`${card} text-sm`}>
              {editing === c.id ? (
                <CategoryForm
                  shopId={shopId}
                  groups={view.groups}
                  initial={c}
                  submitLabel="儲存"
                  busy={busy}
                  onSubmit={edit(c)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  {c.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- the shop's own stored picture
                    <img
                      src={c.image}
                      alt=""
                      className="h-10 w-10 rounded-lg border border-line object-cover"
                    />
                  ) : null}
                  <span className="font-medium">{c.name}</span>
                  <span className="text-muted">
                    {c.groupId ? groupName.get(c.groupId) : '不分群組'}・{c.productCount} 件商品
                  </span>
                  <span className="ml-auto flex flex-wrap gap-1">
                    <ListControls
                      what={`「${c.name}」`}
                      index={index}
                      count={view.categories.length}
                      disabled={busy}
                      onMove={(by) => void move(index, by)}
                    />
                    <button
                      type="button"
                      className={buttonSecondary}
                      aria-label={`編輯「${c.name}」`}
                      onClick={() => setEditing(c.id)}
                    >
                      編輯
                    </button>
                    <button
                      type="button"
                      className={buttonDanger}
                      aria-label={`刪除「${c.name}」`}
                      disabled={busy}
                      onClick={() => void remove(c)}
                    >
                      刪除
                    </button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
        {view.categories.length ? null : <p className="mt-2 text-sm text-muted">尚無分類。</p>}
      </div>
      <section className={`${card} self-start`} aria-labelledby="new-category">
        <h3 id="new-category" className="mb-3 text-base font-semibold">
          新增分類
        </h3>
        <CategoryForm
          shopId={shopId}
          groups={view.groups}
          initial={{ name: '', groupId: null, image: null }}
          submitLabel="新增分類"
          busy={busy}
          onSubmit={create}
        />
      </section>
    </section>
  );
}
