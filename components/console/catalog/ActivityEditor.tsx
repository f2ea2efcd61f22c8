'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { activityChanges, activityFields, type ActivityFields } from '@/lib/console/catalog/activityChanges';
import type { ActivityDetailView } from '@/lib/console/catalog/views';
import { consolePath } from '@/lib/console/names';
import { NoticeLine } from '../NoticeLine';
import { PictureField } from '../PictureField';
import { buttonDanger, buttonPrimary, card, input, label, sectionTitle } from '../styles';
import { useSave, useUploads } from '../useSave';
import { ActivityProducts } from './ActivityProducts';
import { ACTIVITY_STATE_LABELS } from './activityLabels';
import { CATALOG_FIELD_NAMES } from './fieldNames';

/** One activity: its name, words, picture, switches, dates (Taiwan time) and products. */
export function ActivityEditor({ shopId, initial }: { shopId: number; initial: ActivityDetailView }) {
  const router = useRouter();
  const [activity, setActivity] = useState(initial);
  const [fields, setFields] = useState(activityFields(initial));
  const saving = useSave(shopId, CATALOG_FIELD_NAMES);
  const { busy, notice, save } = saving;
  const { uploading, onBusy } = useUploads();
  const set =
    <K extends keyof ActivityFields>(key: K) =>
    (value: ActivityFields[K]) =>
      setFields((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { version: activity.version, ...activityChanges(activityFields(activity), fields) };
    const next = await save<ActivityDetailView>(
      `/activities/${activity.id}`,
      'PATCH',
      body,
      '已儲存，商店頁面已更新',
    );
    // The fields on screen stay: they are what was sent, or newer.
    if (next) setActivity(next);
  }

  async function remove() {
    if (!window.confirm(`確定刪除活動「${activity.name}」？商品將不再享有此活動價。`)) return;
    const done = await save(`/activities/${activity.id}`, 'DELETE', { version: activity.version }, '已刪除');
    if (done) router.push(consolePath('/categories#activities-title'));
  }

  return (
    <div className="space-y-6">
      <p className="text-sm">
        目前狀態：
        <span className="rounded-full bg-white px-2 py-0.5 font-medium">
          {ACTIVITY_STATE_LABELS[activity.state]}
        </span>
      </p>
      <NoticeLine notice={notice} />
      <form onSubmit={submit} className={card} aria-labelledby="activity-fields">
        <fieldset disabled={busy} className="grid min-w-0 gap-4 md:grid-cols-2">
          <h2 id="activity-fields" className={`${sectionTitle} md:col-span-2`}>
            活動內容
          </h2>
          <div>
            <label htmlFor="activity-name" className={label}>
              活動名稱
            </label>
            <input
              id="activity-name"
              required
              maxLength={100}
              value={fields.name}
              onChange={(e) => set('name')(e.currentTarget.value)}
              className={input}
            />
          </div>
          <PictureField
            shopId={shopId}
            text="活動圖片"
            value={fields.image}
            onChange={set('image')}
            onBusy={onBusy}
          />
          <div className="md:col-span-2">
            <label htmlFor="activity-description" className={label}>
              活動說明
            </label>
            <textarea
              id="activity-description"
              rows={3}
              maxLength={2000}
              value={fields.description}
              onChange={(e) => set('description')(e.currentTarget.value)}
              className={input}
            />
          </div>
          <div>
            <label htmlFor="activity-starts" className={label}>
              開始時間（台灣時間，留空為立即）
            </label>
            <input
              id="activity-starts"
              type="datetime-local"
              value={fields.startsAt}
              onChange={(e) => set('startsAt')(e.currentTarget.value)}
              className={input}
            />
          </div>
          <div>
            <label htmlFor="activity-ends" className={label}>
              結束時間（台灣時間，留空為不限）
            </label>
            <input
              id="activity-ends"
              type="datetime-local"
              value={fields.endsAt}
              onChange={(e) => set('endsAt')(e.currentTarget.value)}
              className={input}
            />
          </div>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={fields.enable}
              onChange={(e) => set('enable')(e.currentTarget.checked)}
            />
            啟用（在日期內於商店顯示並套用活動價）
          </label>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={fields.isStorewide}
              onChange={(e) => set('isStorewide')(e.currentTarget.checked)}
            />
            全館活動
          </label>
          <div className="flex flex-wrap gap-2 md:col-span-2">
            <button type="submit" disabled={uploading} className={buttonPrimary}>
              {uploading ? '等待圖片上傳…' : '儲存活動'}
            </button>
            <button type="button" className={buttonDanger} onClick={() => void remove()}>
              刪除活動
            </button>
          </div>
        </fieldset>
      </form>
      <ActivityProducts shopId={shopId} activity={activity} onSaved={setActivity} saving={saving} />
    </div>
  );
}
