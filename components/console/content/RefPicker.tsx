'use client';
import { useId } from 'react';
import { isKnownRef, refOf, refValue, type Ref } from '@/lib/console/content/refs';
import type { ContentChoices } from '@/lib/console/content/types';
import { input, label } from '../styles';

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
  const known = value && isKnownRef(value, choices);
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select
        id={id}
        className={input}
        value={value ? refValue(value) : ''}
        onChange={(e) => onChange(refOf(e.target.value))}
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
