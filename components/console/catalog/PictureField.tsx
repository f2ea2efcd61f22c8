'use client';
import { useId, useState } from 'react';
import { uploadPicture } from '@/components/console/content/uploadPicture';
import { buttonSecondary, label } from '../styles';

/** A picture of a category or an activity: upload one (it is stored at once), or take it away. */
export function PictureField({
  shopId,
  value,
  onChange,
  name,
}: {
  shopId: number;
  value: string | null;
  onChange: (url: string | null) => void;
  /** What the picture is of, for its label. */
  name: string;
}) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  async function pick(field: HTMLInputElement) {
    const file = field.files?.[0];
    if (!file) return;
    setBusy(true);
    setProblem('');
    const upload = await uploadPicture(shopId, file);
    setBusy(false);
    // The picture is stored; the field is free for another.
    field.value = '';
    if (upload.ok) onChange(upload.url);
    else setProblem(upload.message);
  }
  return (
    <div>
      <label htmlFor={id} className={label}>
        {name}圖片
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- the shop's own stored picture, any size
          <img
            src={value}
            alt={`${name}圖片預覽`}
            className="h-16 w-16 rounded-lg border border-line object-cover"
          />
        ) : (
          <span className="text-sm text-muted">尚無圖片</span>
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={busy}
          onChange={(e) => void pick(e.currentTarget)}
          className="text-sm"
        />
        {value ? (
          <button type="button" className={buttonSecondary} onClick={() => onChange(null)}>
            移除圖片
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="text-sm text-red-700">
        {busy ? '上傳中…' : problem}
      </p>
    </div>
  );
}
