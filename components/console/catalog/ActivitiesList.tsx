'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { consolePath } from '@/lib/console/names';
import type { ActivityView } from '@/lib/console/catalog/views';
import { moved } from '@/lib/console/moved';
import { ListControls } from '../ListControls';
import { NoticeLine } from '../NoticeLine';
import { buttonPrimary, card, input, label, sectionTitle } from '../styles';
import { useSave } from '../useSave';
import { ACTIVITY_STATE_LABELS, periodText } from './activityLabels';
import { CATALOG_FIELD_NAMES } from './fieldNames';

const activityPath = (id: number) => consolePath(`/categories/activities/${id}`);

/** The shop's activities in their order, where each stands now; a new one opens its page. */
export function ActivitiesList({ shopId, initial }: { shopId: number; initial: ActivityView[] }) {
  const router = useRouter();
  const [list, setList] = useState(initial);
  const { busy, notice, save } = useSave(shopId, CATALOG_FIELD_NAMES);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const made = await save<{ id: number; activities: ActivityView[] }>(
      '/activities',
      'POST',
      { name, enable: false },
      `已新增活動「${name}」`,
    );
    if (made) router.push(activityPath(made.id));
  }

  async function move(index: number, by: -1 | 1) {
    const items = moved(list, index, by).map((a) => ({ id: a.id, version: a.version }));
    const next = await save<ActivityView[]>('/activities/order', 'PUT', { items }, '已更新活動順序');
    if (next) setList(next);
  }

  return (
    <section aria-labelledby="activities-title" className="grid gap-4 md:grid-cols-3">
      <div className="md:col-span-2">
        <h2 id="activities-title" className={sectionTitle}>
          活動
        </h2>
        <NoticeLine notice={notice} />
        <ul className="mt-2 space-y-2" aria-label="活動列表">
          {list.map((a, index) => (
            <li key={a.id} className={`${card} flex flex-wrap items-center gap-3 text-sm`}>
              <Link href={activityPath(a.id)} className="font-medium text-primary underline">
                {a.name}
              </Link>
              <span className="rounded-full bg-highlight px-2 py-0.5">{ACTIVITY_STATE_LABELS[a.state]}</span>
              <span className="text-muted">
                {periodText(a.startsAt, a.endsAt)}・{a.productCount} 件商品
              </span>
              <span className="ml-auto">
                <ListControls
                  what={`「${a.name}」`}
                  index={index}
                  count={list.length}
                  disabled={busy}
                  onMove={(by) => void move(index, by)}
                />
              </span>
            </li>
          ))}
        </ul>
        {list.length ? null : <p className="mt-2 text-sm text-muted">尚無活動。</p>}
      </div>
      <form onSubmit={create} className={`${card} space-y-3 self-start`} aria-labelledby="new-activity">
        <h3 id="new-activity" className="text-base font-semibold">
          新增活動
        </h3>
        <div>
          <label htmlFor="new-activity-name" className={label}>
            活動名稱
          </label>
          <input id="new-activity-name" name="name" required maxLength={100} className={input} />
        </div>
        <p className="text-xs text-muted">新增後先為停用，設定日期與商品後再啟用。</p>
        <button type="submit" disabled={busy} className={`${buttonPrimary} w-full`}>
          新增活動
        </button>
      </form>
    </section>
  );
}
