/** Which page numbers a pager shows: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  if (total <= 1) return [];
  const pages = new Set([1, total]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (['gap', p] as const) : [p]));
}

/** A `?page=` value as a page number: anything that is not a whole number from 1 up is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
