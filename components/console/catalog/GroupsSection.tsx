'use client';
import { useState, type FormEvent } from 'react';
import type { CategoriesView, GroupView } from '@/lib/console/catalog/views';
import { moved } from '@/lib/console/moved';
import { ListControls } from '../ListControls';
import { buttonDanger, buttonPrimary, buttonSecondary, card, input, label, sectionTitle } from '../styles';
import type { Saving } from '../useSave';

/** The category groups: the list (rename, reorder, remove) and the form for a new one. */
export function GroupsSection({
  view,
  setView,
  saving,
}: {
  view: CategoriesView;
  setView: (v: CategoriesView) => void;
  saving: Saving;
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
                    <ListControls
                      what={`「${g.name}」`}
                      index={index}
                      count={view.groups.length}
                      disabled={busy}
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
