'use client';
import { useId } from 'react';
import { input, label } from '../styles';

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
