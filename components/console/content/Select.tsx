'use client';
import { useId } from 'react';
import { input, label } from '../styles';

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
