'use client';
import { useState, type FormEvent } from 'react';
import type { CategoryView, GroupView } from '@/lib/console/catalog/views';
import { PictureField } from '../PictureField';
import { buttonPrimary, buttonSecondary, input, label } from '../styles';
import { useUploads } from '../useSave';

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
export function CategoryForm({
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
  const { uploading, onBusy } = useUploads();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if ((await onSubmit({ name, groupId, image })) && initial.id === undefined) {
      setName('');
      setImage(null);
    }
  }
  return (
    <form onSubmit={submit}>
      <fieldset disabled={busy} className="min-w-0 space-y-3">
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
        <PictureField shopId={shopId} text="分類圖片" value={image} onChange={setImage} onBusy={onBusy} />
        <div className="flex gap-2">
          <button type="submit" disabled={uploading} className={buttonPrimary}>
            {uploading ? '等待圖片上傳…' : submitLabel}
          </button>
          {onCancel ? (
            <button type="button" className={buttonSecondary} onClick={onCancel}>
              取消
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
