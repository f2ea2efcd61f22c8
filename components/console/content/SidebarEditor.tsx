'use client';
import { useState, type FormEvent } from 'react';
import {
  activityName,
  entryName,
  entryOf,
  entryValue,
  sidebarChoices,
  type SidebarEntry,
} from '@/lib/console/content/sidebarChoices';
import type { ContentChoices, SidebarView } from '@/lib/console/content/types';
import { moved } from '@/lib/console/moved';
import { ListControls } from '../ListControls';
import { buttonPrimary, buttonSecondary } from '../styles';
import { useSave } from '../useSave';
import { CONTENT_FIELD_NAMES } from './fieldNames';
import { Fieldset } from './Fieldset';
import { Select } from './Select';
import { Status } from '../Status';

/**
 * The side menu (spec §2, §4): shown or not, grouped or not, the order of its activities and of its
 * category groups and ungrouped categories.
 */
export function SidebarEditor({
  shopId,
  initial,
  choices,
}: {
  shopId: number;
  initial: SidebarView;
  choices: ContentChoices;
}) {
  const [sidebar, setSidebar] = useState(initial);
  const { busy, notice, save } = useSave(shopId, CONTENT_FIELD_NAMES);
  const { freeActivities, entryOptions } = sidebarChoices(sidebar, choices);
  const [activityToAdd, setActivityToAdd] = useState('');
  const [entryToAdd, setEntryToAdd] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { saved: _, ...body } = sidebar;
    const saved = await save<SidebarView>('/content/sidebar', 'PUT', body, '已儲存，商店頁面已更新');
    // Only the new version: what is on screen is what was saved.
    if (saved) setSidebar((s) => ({ ...s, version: saved.version, saved: true }));
  }

  const setIds = (change: (ids: number[]) => number[]) =>
    setSidebar((s) => ({ ...s, activityIds: change(s.activityIds) }));
  const setOrder = (change: (order: SidebarEntry[]) => SidebarEntry[]) =>
    setSidebar((s) => ({ ...s, groupOrder: change(s.groupOrder) }));

  return (
    <form onSubmit={submit}>
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        {sidebar.saved ? null : (
          <p className="text-sm text-muted">
            尚未設定側欄：商店目前列出所有活動與分類。儲存後依此處的順序顯示。
          </p>
        )}
        <div className="flex flex-wrap gap-6 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={sidebar.enable}
              onChange={(e) => {
                const enable = e.target.checked;
                setSidebar((s) => ({ ...s, enable }));
              }}
            />
            顯示側欄
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={sidebar.enableGroup}
              onChange={(e) => {
                const enableGroup = e.target.checked;
                setSidebar((s) => ({ ...s, enableGroup }));
              }}
            />
            依下方順序與群組顯示
          </label>
        </div>
        <Fieldset legend="活動順序">
          <ol className="space-y-2">
            {sidebar.activityIds.map((id, i) => (
              <li key={id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="flex-1">
                  {i + 1}. {activityName(id, choices)}
                </span>
                <ListControls
                  what={`「${activityName(id, choices)}」`}
                  index={i}
                  count={sidebar.activityIds.length}
                  onMove={(by) => setIds((ids) => moved(ids, i, by))}
                  onRemove={() => setIds((ids) => ids.filter((x) => x !== id))}
                />
              </li>
            ))}
          </ol>
          {freeActivities.length ? (
            <div className="flex flex-wrap items-end gap-2">
              <Select
                text="加入活動"
                value={activityToAdd || String(freeActivities[0]!.id)}
                options={freeActivities.map((a) => [String(a.id), a.name])}
                onChange={setActivityToAdd}
              />
              <button
                type="button"
                className={buttonSecondary}
                onClick={() => {
                  const id = Number(activityToAdd || freeActivities[0]!.id);
                  setIds((ids) => [...ids, id]);
                  setActivityToAdd('');
                }}
              >
                加入
              </button>
            </div>
          ) : null}
        </Fieldset>
        <Fieldset legend="分類群組與分類的順序">
          <ol className="space-y-2">
            {sidebar.groupOrder.map((e, i) => (
              <li key={entryValue(e)} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="flex-1">
                  {i + 1}. {e.type === 'ecommerceCategoryGroup' ? '群組' : '分類'}：{entryName(e, choices)}
                </span>
                <ListControls
                  what={`「${entryName(e, choices)}」`}
                  index={i}
                  count={sidebar.groupOrder.length}
                  onMove={(by) => setOrder((order) => moved(order, i, by))}
                  onRemove={() => setOrder((order) => order.filter((_, j) => j !== i))}
                />
              </li>
            ))}
          </ol>
          {entryOptions.length ? (
            <div className="flex flex-wrap items-end gap-2">
              <Select
                text="加入群組或分類"
                value={entryToAdd || entryOptions[0]![0]}
                options={entryOptions}
                onChange={setEntryToAdd}
              />
              <button
                type="button"
                className={buttonSecondary}
                onClick={() => {
                  const entry = entryOf(entryToAdd || entryOptions[0]![0]);
                  setOrder((order) => [...order, entry]);
                  setEntryToAdd('');
                }}
              >
                加入
              </button>
            </div>
          ) : null}
          <p className="text-xs text-muted">未列出的未分群分類會接在最後。</p>
        </Fieldset>
        <button type="submit" className={buttonPrimary}>
          儲存側欄
        </button>
      </fieldset>
      <Status message={notice} />
    </form>
  );
}
