'use client';
import { useId, useRef, useState } from 'react';
import type { StoredPageArea } from '@/lib/api/contract';
import { consoleFetch } from '@/lib/console/client';
import { areasEditorState } from '@/lib/console/content/areasEditorState';
import { AREA_TYPE_LABELS, CONTENT_LIMITS as L, type AreaType } from '@/lib/console/content/limits';
import { newArea } from '@/lib/console/content/newArea';
import type { ConsolePageView, ContentChoices } from '@/lib/console/content/types';
import { moved } from '@/lib/console/moved';
import { ListControls } from '../ListControls';
import { replyText } from '../replyText';
import { buttonDanger, buttonPrimary, buttonSecondary, card, input, label } from '../styles';
import { useUploads, type Notice } from '../useSave';
import { AreaFields } from './AreaFields';
import { CONTENT_FIELD_NAMES } from './fieldNames';
import { Status } from '../Status';

type Item = { id: number; area: StoredPageArea };

/** Keys that follow an area as it moves, so each keeps its own fields' state. */
let lastItemId = 0;
const wrap = (areas: StoredPageArea[]): Item[] => areas.map((area) => ({ id: ++lastItemId, area }));

/**
 * A page's areas: add, reorder, show or hide, edit each; then save as a draft (shoppers see nothing
 * of it), preview the draft as the page would look, publish it, or discard it.
 */
export function AreasEditor({
  shopId,
  initial,
  choices,
  previewHref,
  liveHref,
}: {
  shopId: number;
  initial: ConsolePageView;
  choices: ContentChoices;
  previewHref: string;
  liveHref: string;
}) {
  const [page, setPage] = useState(initial);
  const [items, setItems] = useState<Item[]>(() => wrap(initial.draft ?? initial.areas));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice>(null);
  const [adding, setAdding] = useState<AreaType>('banner');
  const { uploading, onBusy } = useUploads();
  // Counts edits, so a save's answer can tell whether the page changed again while it was sent.
  const edits = useRef(0);
  const addId = useId();
  const path = `/content/pages/${encodeURIComponent(page.key)}`;

  const change = (update: (items: Item[]) => Item[]) => {
    edits.current += 1;
    setItems(update);
    setDirty(true);
  };
  const changeArea = (id: number) => (update: (area: StoredPageArea) => StoredPageArea) =>
    change((list) => list.map((x) => (x.id === id ? { ...x, area: update(x.area) } : x)));
  /** The areas as the server has them now (discarding or restoring): what is on screen is replaced. */
  const loaded = (view: ConsolePageView, text: string) => {
    setPage(view);
    setItems(wrap(view.draft ?? view.areas));
    setDirty(false);
    setMessage({ ok: true, text });
  };
  const areas = () => items.map((i) => i.area);

  async function send(
    suffix: string,
    method: string,
    body: Record<string, unknown>,
    done: string,
  ): Promise<ConsolePageView | null> {
    setBusy(true);
    const sentAt = edits.current;
    const reply = await consoleFetch<ConsolePageView>(shopId, `${path}${suffix}`, {
      method,
      body: { version: page.version, ...body },
    });
    setBusy(false);
    if (!reply.ok) {
      setMessage({ ok: false, text: replyText(reply, CONTENT_FIELD_NAMES) });
      return null;
    }
    setPage(reply.body);
    // The areas on screen stay: they are what was sent, or newer.
    if (edits.current === sentAt) setDirty(false);
    setMessage({ ok: true, text: done });
    return reply.body;
  }

  const saveDraft = () => send('', 'PUT', { areas: areas() }, '草稿已儲存，商店頁面不變');
  const publish = () => send('/publish', 'POST', { areas: areas() }, '已發佈，商店頁面已更新');
  const discard = async () => {
    if (!window.confirm('捨棄草稿？編輯中的內容會回到目前商店顯示的樣子。')) return;
    const view = await send('/discard', 'POST', {}, '草稿已捨棄');
    if (view) loaded(view, '草稿已捨棄');
  };
  const state = areasEditorState({ busy, uploading, dirty, hasDraft: !!page.draft });
  async function preview() {
    // Opened at once, while the click still counts as the staff member's: a window opened after the
    // save's answer would be taken for a pop-up and blocked.
    const tab = window.open('about:blank', '_blank');
    if (state.saveBeforePreview && !(await saveDraft())) return tab?.close();
    if (tab) tab.location.href = previewHref;
    else window.location.href = previewHref;
  }

  return (
    <div className="space-y-4">
      <div className={`${card} sticky top-0 z-10 flex flex-wrap items-center gap-2`}>
        <span className="text-sm text-muted">{state.status}</span>
        <div className="ml-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonSecondary}
            disabled={!state.canSaveDraft}
            onClick={saveDraft}
          >
            儲存草稿
          </button>
          <button type="button" className={buttonSecondary} disabled={!state.canPreview} onClick={preview}>
            預覽（新分頁）
          </button>
          <button
            type="button"
            className={buttonDanger}
            disabled={!state.canDiscard}
            onClick={() => (state.discard === 'restore' ? loaded(page, '已還原') : discard())}
          >
            捨棄草稿
          </button>
          <button type="button" className={buttonPrimary} disabled={!state.canPublish} onClick={publish}>
            發佈
          </button>
        </div>
        <div className="w-full">
          <Status message={message} />
          <a href={liveHref} target="_blank" rel="noopener" className="text-xs text-primary underline">
            在新分頁開啟商店頁面
          </a>
        </div>
      </div>

      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <legend className="sr-only">頁面區塊</legend>
        <ol className="space-y-3" aria-label="頁面區塊">
          {items.map((item, i) => {
            const name = `第 ${i + 1} 個區塊（${AREA_TYPE_LABELS[item.area.type]}）`;
            return (
              <li key={item.id} className={card}>
                <div className="mb-3 flex flex-wrap items-center gap-3">
                  <h3 className="text-base font-semibold text-ink">
                    {i + 1}. {AREA_TYPE_LABELS[item.area.type]}
                  </h3>
                  <label className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={item.area.enable}
                      onChange={(e) => {
                        const enable = e.target.checked;
                        changeArea(item.id)((area) => ({ ...area, enable }));
                      }}
                    />
                    顯示
                  </label>
                  <div className="ml-auto">
                    <ListControls
                      what={name}
                      index={i}
                      count={items.length}
                      onMove={(by) => change((list) => moved(list, i, by))}
                      onRemove={() => change((list) => list.filter((x) => x.id !== item.id))}
                    />
                  </div>
                </div>
                <AreaFields
                  shopId={shopId}
                  area={item.area}
                  choices={choices}
                  onChange={changeArea(item.id)}
                  onBusy={onBusy}
                />
              </li>
            );
          })}
        </ol>
        {items.length === 0 ? <p className={`${card} text-sm text-muted`}>此頁面還沒有區塊。</p> : null}

        {items.length < L.areas ? (
          <div className={`${card} flex flex-wrap items-end gap-2`}>
            <div>
              <label htmlFor={addId} className={label}>
                新增區塊
              </label>
              <select
                id={addId}
                className={input}
                value={adding}
                onChange={(e) => setAdding(e.target.value as AreaType)}
              >
                {(Object.keys(AREA_TYPE_LABELS) as AreaType[]).map((t) => (
                  <option key={t} value={t}>
                    {AREA_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => change((list) => [...list, ...wrap([newArea(adding, choices)])])}
            >
              加入
            </button>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
