'use client';
import { useId, type ReactNode } from 'react';
import { input, label as labelStyle } from '../styles';

/** A labelled input of a settings form. */
export function Field({
  label,
  name,
  hint,
  ...props
}: { label: string; name: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={input}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function Select({
  label,
  name,
  options,
  ...props
}: {
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <select id={id} name={name} className={input} {...props}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Check({
  label,
  name,
  defaultChecked,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="h-5 w-5 accent-primary" />
      {label}
    </label>
  );
}

/**
 * A provider's keys: write-only password fields, never filled in. The state says whether keys are
 * stored; left empty, the stored ones stay.
 */
export function KeyFields({
  fields,
  set,
  prefix = 'key.',
}: {
  fields: string[];
  set: boolean;
  prefix?: string;
}) {
  if (!fields.length) return null;
  return (
    <fieldset className="space-y-2 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">金鑰（{set ? '已設定' : '未設定'}）</legend>
      <p className="text-xs text-muted">
        {set ? '金鑰不會顯示；留空則沿用已設定的金鑰，只填要更換的欄位。' : '請填入服務商提供的金鑰。'}
      </p>
      {fields.map((f) => (
        <Field
          key={f}
          label={f}
          name={`${prefix}${f}`}
          type="password"
          autoComplete="off"
          spellCheck={false}
        />
      ))}
    </fieldset>
  );
}

/** One section of the page, with its heading as the landmark's name. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
