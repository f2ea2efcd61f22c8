'use client';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { fieldRefusal } from '@/lib/console/contract/fields';
import { labelIn, namesToTry } from '@/lib/console/settings/fieldLabel';
import { Status } from '../Status';
import { buttonDanger, buttonPrimary } from '../styles';
import type { Refusal } from '../replyText';
import { useSave } from '../useSave';
import { refusal } from './refusal';
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
  const settings = useSettings();
  const form = useRef<HTMLFormElement>(null);
  // A refused field is named by its label in this form; anything else as refusal.ts words it.
  const words = (r: Refusal) => {
    const refused = fieldRefusal(r.details);
    const find = (name: string) => {
      const found = form.current?.elements.namedItem(name);
      return found instanceof HTMLInputElement ||
        found instanceof HTMLSelectElement ||
        found instanceof HTMLTextAreaElement
        ? found
        : null;
    };
    const named = refused && labelIn(find, namesToTry(refused.field));
    return named ? `${named}：${refused.reason}` : refusal(r);
  };
  const { busy, notice, run, refuse } = useSave(settings.shopId, words, { keep: true });

  async function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = build(new FormData(form));
    if (typeof body === 'string') return refuse(body);
    if (confirm && !window.confirm(confirm)) return;
    if (!(await run(() => settings.save(section, body), '已儲存'))) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=password]')) input.value = '';
    if (resetOnSave) form.reset();
  }

  return (
    <form ref={form} onSubmit={submitForm} aria-label={label} className={className}>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={danger ? buttonDanger : buttonPrimary}>
          {submit}
        </button>
        <Status message={notice} />
      </div>
    </form>
  );
}
