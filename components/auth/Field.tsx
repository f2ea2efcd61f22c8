import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

const control =
  'mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 disabled:bg-highlight';

type Common = { id: string; label: string; error?: string; hint?: ReactNode; required?: boolean };

/** Label, control and the field's own message under it, tied together for screen readers. */
function Frame({ id, label, error, hint, required, children }: Common & { children: ReactNode }) {
  return (
    <div>
      {/* The mark stays outside the label, so the field's name is the label alone; `required` says the rest. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {required ? (
          <span className="text-sm text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

const border = (error?: string) => (error ? 'border-red-700' : 'border-line focus:border-primary');

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        name={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} ${border(error)} ${className ?? ''}`}
        {...input}
      />
    </Frame>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  options,
  placeholder = '請選擇',
  ...select
}: Common & {
  options: { value: string; label: string }[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        name={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} ${border(error)}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
