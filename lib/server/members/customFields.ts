import { z } from 'zod';
import type { UserInfoSetting } from '@/lib/api/contract';

type Field = UserInfoSetting['fields'][number];
export type CustomCheck = { ok: true; value: Record<string, string> } | { ok: false; message: string };

const Email = z.email();

/** A real day of the calendar written YYYY-MM-DD (2023-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function problem(field: Field, value: string): string | null {
  if (field.maxLength !== null && [...value].length > field.maxLength) {
    return `${field.name}最多 ${field.maxLength} 個字`;
  }
  switch (field.type) {
    case 'select':
      return field.options.includes(value) ? null : `${field.name}請從選項中選擇`;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? null : `${field.name}請輸入數字`;
    case 'date':
      return isCalendarDate(value) ? null : `${field.name}格式為 YYYY-MM-DD`;
    case 'email':
      return Email.safeParse(value).success ? null : `${field.name}請輸入正確的電子郵件`;
    case 'text':
      return null;
  }
}

/**
 * Checks a member's answers against the organisation's fields. Answers are trimmed; an empty answer
 * is no answer (dropped, or refused when the field is required). Keys the organisation does not ask
 * for are refused rather than kept, so the profile holds only what the shop asked.
 */
export function checkCustomFields(fields: Field[], custom: Record<string, string>): CustomCheck {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const unknown = Object.keys(custom).find((key) => !byKey.has(key));
  if (unknown !== undefined) return { ok: false, message: `不支援的欄位：${unknown}` };
  const value: Record<string, string> = {};
  for (const field of fields) {
    const answer = (custom[field.key] ?? '').trim();
    if (!answer) {
      if (field.required) return { ok: false, message: `請填寫${field.name}` };
      continue;
    }
    const message = problem(field, answer);
    if (message) return { ok: false, message };
    value[field.key] = answer;
  }
  return { ok: true, value };
}
