'use client';
import { useId, useState } from 'react';
import { buttonSecondary, label } from './styles';
import { uploadPicture } from './uploadPicture';

/**
 * A picture of the object being edited: what it is now, a file input that uploads a new one (stored
 * at once, named by the next save), and a way to take it out. `onBusy` tells the form an upload is
 * under way, so its saves wait for the picture (useUploads).
 */
export function PictureField({
  shopId,
  text,
  value,
  onChange,
  onBusy,
  disabled = false,
}: {
  shopId: number;
  /** What the picture is, for its label (上傳{text}, 移除{text}). */
  text: string;
  value: string | null;
  onChange: (url: string | null) => void;
  onBusy?: (busy: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  async function pick(field: HTMLInputElement) {
    const file = field.files?.[0];
    // The picture is stored by the upload; the field is free for another.
    field.value = '';
    if (!file) return;
    setBusy(true);
    onBusy?.(true);
    setStatus({ ok: true, text: '上傳中…' });
    const reply = await uploadPicture(shopId, file);
    setBusy(false);
    onBusy?.(false);
    if (!reply.ok) return setStatus({ ok: false, text: reply.message });
    onChange(reply.url);
    setStatus({ ok: true, text: '已上傳，儲存後生效' });
  }
  return (
    <div>
      <p className={label}>{text}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- the shop's own stored picture, any size
          <img
            src={value}
            alt={`目前的${text}`}
            className="h-16 max-w-40 rounded border border-line object-contain"
          />
        ) : (
          <span className="text-sm text-muted">（未設定）</span>
        )}
        <label
          htmlFor={id}
          aria-disabled={busy || disabled}
          className={`${buttonSecondary} cursor-pointer focus-within:ring-2 focus-within:ring-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
        >
          {busy ? '上傳中…' : `上傳${text}`}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={`上傳${text}`}
            className="sr-only"
            disabled={busy || disabled}
            onChange={(e) => void pick(e.currentTarget)}
          />
        </label>
        {value ? (
          <button
            type="button"
            className={buttonSecondary}
            disabled={busy || disabled}
            onClick={() => onChange(null)}
          >
            移除{text}
          </button>
        ) : null}
      </div>
      <p
        aria-live="polite"
        className={`mt-1 text-xs ${status?.ok === false ? 'text-red-700' : 'text-muted'}`}
      >
        {status?.text}
      </p>
    </div>
  );
}
