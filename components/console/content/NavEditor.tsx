'use client';
import { useId, useState, type FormEvent } from 'react';
import type { TrendItem } from '@/lib/api/contract';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import { navItemBody, newNavItem } from '@/lib/console/content/navItems';
import { firstRef, refName, type Ref } from '@/lib/console/content/refs';
import type { ContentChoices, NavView, StoredNavItem } from '@/lib/console/content/types';
import { moved } from '@/lib/console/moved';
import { ListControls } from '../ListControls';
import { buttonPrimary, buttonSecondary, input, label } from '../styles';
import { useSave } from '../useSave';
import { CONTENT_FIELD_NAMES } from './fieldNames';
import { Fieldset } from './Fieldset';
import { RefPicker } from './RefPicker';
import { Select } from './Select';
import { Status } from '../Status';
import { TextField } from './TextField';

const TYPE_LABELS: Record<StoredNavItem['type'], string> = {
  allProduct: '所有類別',
  ecommerceActivity: '活動',
  ecommercePage: '自訂頁面',
  link: '外部連結',
};

/** The top bar's navigation and the search panel's 活動類別推薦. */
export function NavEditor({
  shopId,
  initial,
  choices,
}: {
  shopId: number;
  initial: NavView;
  choices: ContentChoices;
}) {
  const [nav, setNav] = useState(initial);
  const [adding, setAdding] = useState<StoredNavItem['type']>('ecommerceActivity');
  const addId = useId();
  const { busy, notice, save } = useSave(shopId, CONTENT_FIELD_NAMES);
  const items = nav.navigation;
  const setItems = (change: (items: StoredNavItem[]) => StoredNavItem[]) =>
    setNav((n) => ({ ...n, navigation: change(n.navigation) }));
  const setTrend = (change: (trend: TrendItem[]) => TrendItem[]) =>
    setNav((n) => ({ ...n, trend: change(n.trend) }));
  /** One entry changed: the fields given, on the entry as it is now (of the same type). */
  const update = (i: number, fields: Partial<StoredNavItem>) =>
    setItems((list) => list.map((x, j) => (j === i ? ({ ...x, ...fields } as StoredNavItem) : x)));
  const nameOf = (r: Ref) => refName(r, choices);

  function add() {
    const item = newNavItem(adding, choices);
    if (item) setItems((list) => [...list, item]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save<NavView>(
      '/content/nav',
      'PUT',
      {
        version: nav.version,
        navigation: items.map(navItemBody),
        trend: nav.trend.map(({ type, nanoId }) => ({ type, nanoId })),
      },
      '已儲存，商店頁面已更新',
    );
    // Only the new version: what is on screen is what was saved.
    if (saved) setNav((n) => ({ ...n, version: saved.version }));
  }

  return (
    <form onSubmit={submit}>
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <Fieldset legend="導覽列">
          {items.map((item, i) => (
            <div key={i} className="space-y-2 rounded-lg bg-highlight p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium">
                  {i + 1}. {TYPE_LABELS[item.type]}
                </span>
                <div className="ml-auto">
                  <ListControls
                    what={`導覽項目 ${i + 1}`}
                    index={i}
                    count={items.length}
                    onMove={(by) => setItems((list) => moved(list, i, by))}
                    onRemove={() => setItems((list) => list.filter((_, j) => j !== i))}
                  />
                </div>
              </div>
              {item.type === 'allProduct' ? null : (
                <TextField
                  text="顯示名稱"
                  value={item.name}
                  maxLength={L.linkName}
                  onChange={(name) => update(i, { name })}
                />
              )}
              {item.type === 'ecommerceActivity' ? (
                <Select
                  text="活動"
                  value={String(item.ecommerceActivityId ?? '')}
                  options={choices.activities.map((a) => [
                    String(a.id),
                    `${a.name}${a.enable ? '' : '（目前未進行）'}`,
                  ])}
                  onChange={(v) => update(i, { ecommerceActivityId: Number(v) })}
                />
              ) : null}
              {item.type === 'ecommercePage' ? (
                <Select
                  text="頁面"
                  value={item.ecommercePage?.key ?? ''}
                  options={choices.pages.map((p) => [p.key, `${p.title}（/page/${p.key}）`])}
                  onChange={(key) => update(i, { ecommercePage: { key } })}
                />
              ) : null}
              {item.type === 'link' ? (
                <TextField
                  text="網址"
                  type="url"
                  value={item.url ?? ''}
                  onChange={(url) => update(i, { url })}
                />
              ) : null}
            </div>
          ))}
          {items.length < L.navItems ? (
            <div className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={addId} className={label}>
                  新增導覽項目
                </label>
                <select
                  id={addId}
                  className={input}
                  value={adding}
                  onChange={(e) => setAdding(e.target.value as StoredNavItem['type'])}
                >
                  {Object.entries(TYPE_LABELS).map(([t, l]) => (
                    <option key={t} value={t}>
                      {l}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" className={buttonSecondary} onClick={add}>
                加入
              </button>
            </div>
          ) : null}
        </Fieldset>

        <Fieldset legend="熱門推薦（搜尋面板的活動類別推薦）">
          {nav.trend.map((t, i) => (
            <div key={i} className="flex flex-wrap items-end gap-3">
              <div className="min-w-48 flex-1">
                <RefPicker
                  text={`第 ${i + 1} 個推薦`}
                  value={t}
                  choices={choices}
                  onChange={(r) =>
                    setTrend((trend) => trend.map((x, j) => (j === i ? { ...r, name: nameOf(r) } : x)))
                  }
                />
              </div>
              <ListControls
                what={`第 ${i + 1} 個推薦`}
                index={i}
                count={nav.trend.length}
                onMove={(by) => setTrend((trend) => moved(trend, i, by))}
                onRemove={() => setTrend((trend) => trend.filter((_, j) => j !== i))}
              />
            </div>
          ))}
          {nav.trend.length < L.trend && firstRef(choices) ? (
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => {
                const r = firstRef(choices)!;
                setTrend((trend) => [...trend, { ...r, name: nameOf(r) }]);
              }}
            >
              新增推薦
            </button>
          ) : null}
        </Fieldset>
        <button type="submit" className={buttonPrimary}>
          儲存導覽與熱門
        </button>
      </fieldset>
      <Status message={notice} />
    </form>
  );
}
