'use client';
import { useId } from 'react';
import type { ContentChoices } from '@/lib/console/content/types';
import { input, label } from '../styles';

export type Ref = { type: 'ecommerceCategory' | 'ecommerceActivity'; nanoId: string };

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
              {a.enable ? '' : '（目前未進行）'}
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
