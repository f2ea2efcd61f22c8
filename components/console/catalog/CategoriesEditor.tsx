'use client';
import { useState, type FormEvent } from 'react';
import type { CategoriesView, CategoryView, GroupView } from '@/lib/console/catalog/views';
import { buttonDanger, buttonPrimary, buttonSecondary, card, input, label, sectionTitle } from '../styles';
import { moved } from './moved';
import { PictureField } from './PictureField';
import { NoticeLine, useCatalogSave } from './useCatalogSave';

type Save = ReturnType<typeof useCatalogSave>;

/** Up and down for one row of an ordered list; the ends have nowhere to go. */
function MoveButtons({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <span className="flex gap-1">
      <button
        type="button"
        className={buttonSecondary}
        disabled={busy || index === 0}
        aria-label={`上移「${name}」`}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={buttonSecondary}
        disabled={busy || index === count - 1}
        aria-label={`下移「${name}」`}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </span>
  );
}

function GroupSelect({
  id,
  groups,
  value,
  onChange,
}: {
  id: string;
  groups: GroupView[];
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  return (
    <select
      id={id}
      className={input}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
    >
      <option value="">（不分群組）</option>
      {groups.map((g) => (
        <option key={g.id} value={g.id}>
          {g.name}
        </option>
      ))}
    </select>
  );
}

/** One category's form: name, group and picture; a new category or an edit of one. */
function CategoryForm({
  shopId,
  groups,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  shopId: number;
  groups: GroupView[];
  initial: Pick<CategoryView, 'name' | 'groupId' | 'image'> & { id?: number };
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: { name: string; groupId: number | null; image: string | null }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const prefix = `category-${initial.id ?? 'new'}`;
  const [name, setName] = useState(initial.name);
  const [groupId, setGroupId] = useState(initial.groupId);
  const [image, setImage] = useState(initial.image);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if ((await onSubmit({ name, groupId, image })) && initial.id === undefined) {
      setName('');
      setImage(null);
    }
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={`${prefix}-name`} className={label}>
          分類名稱
        </label>
        <input
          id={`${prefix}-name`}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${prefix}-group`} className={label}>
          分類群組
        </label>
        <GroupSelect id={`${prefix}-group`} groups={groups} value={groupId} onChange={setGroupId} />
      </div>
      <PictureField shopId={shopId} name="分類" value={image} onChange={setImage} />
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className={buttonPrimary}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            取消
          </button>
        ) : null}
      </div>
    </form>
  );
}

function CategoriesSection({
  shopId,
  view,
  setView,
  saving,
}: {
  shopId: number;
  view: CategoriesView;
  setView: (v: CategoriesView) => void;
  saving: Save;
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
                    <MoveButtons
                      name={c.name}
                      index={index}
                      count={view.categories.length}
                      busy={busy}
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

function GroupsSection({
  view,
  setView,
  saving,
}: {
  view: CategoriesView;
  setView: (v: CategoriesView) => void;
  saving: Save;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const { busy, save } = saving;
  const counts = new Map<number, number>();
  for (const c of view.categories) if (c.groupId) counts.set(c.groupId, (counts.get(c.groupId) ?? 0) + 1);
  const apply = (next: CategoriesView | null) => {
    if (next) setView(next);
    return next !== null;
  };
  const textOf = (event: FormEvent<HTMLFormElement>) =>
    String(new FormData(event.currentTarget).get('name') ?? '');

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = textOf(event);
    if (apply(await save<CategoriesView>('/categoryGroups', 'POST', { name }, `已新增群組「${name}」`)))
      form.reset();
  }
  const rename = (g: GroupView) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = textOf(event);
    if (
      apply(
        await save<CategoriesView>(
          `/categoryGroups/${g.id}`,
          'PATCH',
          { version: g.version, name },
          `已儲存「${name}」`,
        ),
      )
    )
      setEditing(null);
  };
  const move = async (index: number, by: -1 | 1) => {
    const items = moved(view.groups, index, by).map((g) => ({ id: g.id, version: g.version }));
    apply(await save<CategoriesView>('/categoryGroups/order', 'PUT', { items }, '已更新群組順序'));
  };
  const remove = async (g: GroupView) => {
    if (!window.confirm(`確定刪除群組「${g.name}」？其中的分類會保留，改為不分群組。`)) return;
    apply(
      await save<CategoriesView>(
        `/categoryGroups/${g.id}`,
        'DELETE',
        { version: g.version },
        `已刪除「${g.name}」`,
      ),
    );
  };

  return (
    <section aria-labelledby="groups-title" className="grid gap-4 md:grid-cols-3">
      <div className="md:col-span-2">
        <h2 id="groups-title" className={sectionTitle}>
          分類群組
        </h2>
        <ul className="mt-2 space-y-2" aria-label="分類群組列表">
          {view.groups.map((g, index) => (
            <li key={g.id} className={`${card} text-sm`}>
              {editing === g.id ? (
                <form onSubmit={rename(g)} className="flex flex-wrap items-end gap-2">
                  <div className="grow">
                    <label htmlFor={`group-${g.id}-name`} className={label}>
                      群組名稱
                    </label>
                    <input
                      id={`group-${g.id}-name`}
                      name="name"
                      required
                      maxLength={100}
                      defaultValue={g.name}
                      className={input}
                    />
                  </div>
                  <button type="submit" disabled={busy} className={buttonPrimary}>
                    儲存
                  </button>
                  <button type="button" className={buttonSecondary} onClick={() => setEditing(null)}>
                    取消
                  </button>
                </form>
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-medium">{g.name}</span>
                  <span className="text-muted">{counts.get(g.id) ?? 0} 個分類</span>
                  <span className="ml-auto flex flex-wrap gap-1">
                    <MoveButtons
                      name={g.name}
                      index={index}
                      count={view.groups.length}
                      busy={busy}
                      onMove={(by) => void move(index, by)}
                    />
                    <button
                      type="button"
                      className={buttonSecondary}
                      aria-label={`重新命名「${g.name}」`}
                      onClick={() => setEditing(g.id)}
                    >
                      重新命名
                    </button>
                    <button
                      type="button"
                      className={buttonDanger}
                      aria-label={`刪除群組「${g.name}」`}
                      disabled={busy}
                      onClick={() => void remove(g)}
                    >
                      刪除
                    </button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
        {view.groups.length ? null : <p className="mt-2 text-sm text-muted">尚無群組。</p>}
      </div>
      <form onSubmit={create} className={`${card} space-y-3 self-start`} aria-labelledby="new-group">
        <h3 id="new-group" className="text-base font-semibold">
          新增分類群組
        </h3>
        <div>
          <label htmlFor="new-group-name" className={label}>
            群組名稱
          </label>
          <input id="new-group-name" name="name" required maxLength={100} className={input} />
        </div>
        <button type="submit" disabled={busy} className={`${buttonPrimary} w-full`}>
          新增群組
        </button>
      </form>
    </section>
  );
}

/** Categories and their groups: create, rename, picture, group, reorder, remove; each save is live at once. */
export function CategoriesEditor({ shopId, initial }: { shopId: number; initial: CategoriesView }) {
  const [view, setView] = useState(initial);
  const saving = useCatalogSave(shopId);
  return (
    <div className="space-y-8">
      <NoticeLine notice={saving.notice} />
      <CategoriesSection shopId={shopId} view={view} setView={setView} saving={saving} />
      <GroupsSection view={view} setView={setView} saving={saving} />
    </div>
  );
}
