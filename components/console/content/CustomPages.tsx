'use client';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { consolePath } from '@/lib/console/names';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import type { ConsolePageView, CustomPageSummary } from '@/lib/console/content/types';
import { buttonDanger, buttonPrimary, buttonSecondary } from '../styles';
import { useSave } from '../useSave';
import { CONTENT_FIELD_NAMES } from './fieldNames';
import { Fieldset } from './Fieldset';
import { Status } from '../Status';
import { TextField } from './TextField';

const summary = (p: ConsolePageView): CustomPageSummary => ({
  key: p.key,
  title: p.title,
  version: p.version,
  hasDraft: p.draft !== null,
});

/** The shop's own pages at /page/{key}: add one, rename it (title and address), remove it. */
export function CustomPages({ shopId, initial }: { shopId: number; initial: CustomPageSummary[] }) {
  const [list, setList] = useState(initial);
  const [draft, setDraft] = useState({ key: '', title: '' });
  const [renaming, setRenaming] = useState<{ from: string; key: string; title: string } | null>(null);
  const create = useSave(shopId, CONTENT_FIELD_NAMES);
  const rows = useSave(shopId, CONTENT_FIELD_NAMES);
  const busy = rows.busy;

  async function add(event: FormEvent) {
    event.preventDefault();
    const page = await create.save<ConsolePageView>(
      '/content/pages',
      'POST',
      draft,
      `已新增 /page/${draft.key}`,
    );
    if (!page) return;
    setList((l) => [...l, summary(page)].sort((a, b) => a.key.localeCompare(b.key)));
    setDraft({ key: '', title: '' });
  }

  /** A change of one row, with the version the list showed; null after saying why it was refused. */
  const act = (
    page: CustomPageSummary,
    method: 'PATCH' | 'DELETE',
    body: Record<string, unknown>,
    done: string,
  ) =>
    rows.save<ConsolePageView>(
      `/content/pages/${encodeURIComponent(page.key)}`,
      method,
      { version: page.version, ...body },
      done,
    );

  return (
    <div className="space-y-4">
      <ul className="space-y-2" aria-label="自訂頁面">
        {list.map((p) => (
          <li key={p.key} className="rounded-lg bg-highlight p-3 text-sm">
            {renaming?.from === p.key ? (
              <form
                className="grid gap-2 md:grid-cols-[1fr_1fr_auto] md:items-end"
                onSubmit={async (e) => {
                  e.preventDefault();
                  const page = await act(
                    p,
                    'PATCH',
                    { key: renaming.key, title: renaming.title },
                    '已更新頁面',
                  );
                  if (!page) return;
                  setList((l) => l.map((x) => (x.key === p.key ? summary(page) : x)));
                  setRenaming(null);
                }}
              >
                <TextField
                  text="標題"
                  value={renaming.title}
                  maxLength={L.pageTitle}
                  onChange={(title) => setRenaming((r) => r && { ...r, title })}
                />
                <TextField
                  text="代碼（網址 /page/代碼）"
                  value={renaming.key}
                  maxLength={64}
                  onChange={(key) => setRenaming((r) => r && { ...r, key })}
                />
                <div className="flex gap-2">
                  <button type="submit" className={buttonPrimary} disabled={busy}>
                    儲存
                  </button>
                  <button type="button" className={buttonSecondary} onClick={() => setRenaming(null)}>
                    取消
                  </button>
                </div>
              </form>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{p.title}</span>
                <span className="font-mono text-muted">/page/{p.key}</span>
                {p.hasDraft ? (
                  <span className="rounded-full bg-white px-2 py-0.5 text-xs">有草稿</span>
                ) : null}
                <div className="ml-auto flex flex-wrap gap-2">
                  <Link
                    href={consolePath(`/content/pages/${encodeURIComponent(p.key)}`)}
                    className={buttonSecondary}
                  >
                    編輯區塊<span className="sr-only">：{p.title}</span>
                  </Link>
                  <button
                    type="button"
                    className={buttonSecondary}
                    onClick={() => setRenaming({ from: p.key, key: p.key, title: p.title })}
                  >
                    改名<span className="sr-only">：{p.title}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonDanger}
                    disabled={busy}
                    onClick={async () => {
                      if (!window.confirm(`刪除「${p.title}」？/page/${p.key} 將無法開啟。`)) return;
                      if (!(await act(p, 'DELETE', {}, '已刪除頁面'))) return;
                      setList((l) => l.filter((x) => x.key !== p.key));
                    }}
                  >
                    刪除<span className="sr-only">：{p.title}</span>
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Status message={rows.notice} />
      <form onSubmit={add}>
        <Fieldset legend="新增頁面">
          <div className="grid gap-2 md:grid-cols-2">
            <TextField
              text="標題"
              value={draft.title}
              maxLength={L.pageTitle}
              onChange={(title) => setDraft((d) => ({ ...d, title }))}
            />
            <TextField
              text="代碼（英數字、- 或 _，網址為 /page/代碼）"
              value={draft.key}
              maxLength={64}
              onChange={(key) => setDraft((d) => ({ ...d, key }))}
            />
          </div>
          <button type="submit" className={buttonPrimary} disabled={create.busy}>
            新增頁面
          </button>
          <Status message={create.notice} />
        </Fieldset>
      </form>
    </div>
  );
}
