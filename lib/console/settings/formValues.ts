/*
 * What the settings forms read of their fields. The forms leave the checking to the API, which
 * names the field in its answer: a field is read as typed, and only made a number when it is one.
 */

/** A number typed in a field, or the field's text when it is not one (for the API to refuse). */
export function numberOf(data: FormData, name: string): number | string | undefined {
  const text = String(data.get(name) ?? '').trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

export const checked = (data: FormData, name: string): boolean => data.get(name) === 'on';

const TAIWAN_MS = 8 * 60 * 60 * 1000;

/** An instant as a datetime-local field shows it, in Taiwan time (which keeps no summer time). */
export const taiwanLocal = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + TAIWAN_MS).toISOString().slice(0, 16) : '';

/** A datetime-local field's Taiwan time as an instant, or null when empty. */
export function instantOf(data: FormData, name: string): string | null {
  const text = String(data.get(name) ?? '');
  return text ? `${text.length === 16 ? `${text}:00` : text}+08:00` : null;
}
