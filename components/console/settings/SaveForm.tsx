'use client';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonDanger, buttonPrimary } from '../styles';
import { useSettings } from './SettingsContext';

/** What a form's fields make of a body; a string is a problem to show instead of saving. */
export type Build = (data: FormData) => object | string;

/**
 * A form saving one section: its body built from its fields, the answer said beside the button (and
 * to screen readers). Key fields are emptied once saved: what was typed is never shown again.
 */
export function SaveForm({
  section,
  build,
  label,
  submit = '儲存',
  danger = false,
  resetOnSave = false,
  confirm,
  className = 'space-y-3',
  children,
}: {
  section: string;
  build: Build;
  label: string;
  submit?: string;
  danger?: boolean;
  resetOnSave?: boolean;
  confirm?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { save } = useSettings();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = build(new FormData(form));
    if (typeof body === 'string') return setMessage({ ok: false, text: body });
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    const problem = await save(section, body);
    setBusy(false);
    if (problem) return setMessage({ ok: false, text: problem });
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=password]')) input.value = '';
    if (resetOnSave) form.reset();
    setMessage({ ok: true, text: '已儲存' });
  }

  return (
    <form onSubmit={submitForm} aria-label={label} className={className}>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={danger ? buttonDanger : buttonPrimary}>
          {submit}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={`text-sm ${message?.ok ? 'text-primary' : 'text-red-700'}`}
        >
          {message?.text}
        </p>
      </div>
    </form>
  );
}
