'use client';
import { useId, useState, type ReactNode } from 'react';
import type { ContentChoices } from '@/lib/console/content/types';
import { buttonSecondary, input, label } from '../styles';
import { uploadPicture } from './uploadPicture';

export type Ref = { type: 'ecommerceCategory' | 'ecommerceActivity'; nanoId: string };

/** A one-line or multi-line text field with its label. */
export function TextField({
  text,
  value,
  onChange,
  maxLength,
  multiline = false,
  placeholder,
  type = 'text',
}: {
  text: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
  placeholder?: string;
  type?: 'text' | 'url';
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          maxLength={maxLength}
          rows={4}
          placeholder={placeholder}
          className={input}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          type={type}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          className={input}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

const refValue = (r: Ref) => `${r.type}:${r.nanoId}`;

/** A category or activity of the shop to link to; a link to one that is gone stays visible as such. */
export function RefPicker({
  text,
  value,
  onChange,
  choices,
}: {
  text: string;
  value: Ref | null;
  onChange: (ref: Ref) => void;
  choices: ContentChoices;
}) {
  const id = useId();
  const known =
    value &&
    (value.type === 'ecommerceCategory' ? choices.categories : choices.activities).some(
      (c) => c.nanoId === value.nanoId,
    );
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select
        id={id}
        className={input}
        value={value ? refValue(value) : ''}
        onChange={(e) => {
          const [type, ...rest] = e.target.value.split(':');
          onChange({ type: type as Ref['type'], nanoId: rest.join(':') });
        }}
      >
        {value ? null : <option value="">請選擇</option>}
        {value && !known ? <option value={refValue(value)}>（已不存在）{value.nanoId}</option> : null}
        <optgroup label="分類">
          {choices.categories.map((c) => (
            <option key={c.id} value={`ecommerceCategory:${c.nanoId}`}>
              {c.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="活動">
          {choices.activities.map((a) => (
            <option key={a.id} value={`ecommerceActivity:${a.nanoId}`}>
              {a.name}
              {a.enable ? '' : '（未啟用）'}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

/** The first thing a new link points at: the first category, else the first activity. */
export function firstRef(choices: ContentChoices): Ref | null {
  const c = choices.categories[0];
  if (c) return { type: 'ecommerceCategory', nanoId: c.nanoId };
  const a = choices.activities[0];
  return a ? { type: 'ecommerceActivity', nanoId: a.nanoId } : null;
}

/** A picture: what it is now, a file input that uploads a new one, and a way to take it out. */
export function PictureField({
  shopId,
  text,
  value,
  onChange,
}: {
  shopId: number;
  text: string;
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div>
      <span id={`${id}-label`} className={label}>
        {text}
      </span>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element
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
          className={`${buttonSecondary} cursor-pointer focus-within:ring-2 focus-within:ring-primary`}
        >
          上傳{text}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setStatus({ ok: true, text: '上傳中…' });
              const reply = await uploadPicture(shopId, file);
              if (!reply.ok) return setStatus({ ok: false, text: reply.message });
              onChange(reply.url);
              setStatus({ ok: true, text: '已上傳，儲存後生效' });
            }}
          />
        </label>
        {value ? (
          <button type="button" className={buttonSecondary} onClick={() => onChange(null)}>
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

/** Up, down and remove for an entry of an ordered list; `what` names it for screen readers. */
export function ListControls({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const small =
    'rounded-lg border border-line bg-white px-2.5 py-1 text-xs font-medium text-ink hover:bg-highlight disabled:opacity-40';
  return (
    <div className="flex flex-wrap gap-1.5">
      <button
        type="button"
        className={small}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`上移${what}`}
      >
        上移
      </button>
      <button
        type="button"
        className={small}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`下移${what}`}
      >
        下移
      </button>
      <button type="button" className={`${small} text-red-700`} onClick={onRemove} aria-label={`刪除${what}`}>
        刪除
      </button>
    </div>
  );
}

/** A copy of a list with one entry moved. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A titled group of fields inside an editor. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The line under a form that says what a save did. */
export function Status({ message }: { message: { ok: boolean; text: string } | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={`text-sm ${message?.ok ? 'text-primary' : 'text-red-700'}`}
    >
      {message?.text}
    </p>
  );
}

/** A labelled select of [value, text] options. */
export function Select({
  text,
  value,
  options,
  onChange,
}: {
  text: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} className={input} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.some(([v]) => v === value) ? null : <option value={value}>（已不存在）</option>}
        {options.map(([v, t]) => (
          <option key={v} value={v}>
            {t}
          </option>
        ))}
      </select>
    </div>
  );
}
