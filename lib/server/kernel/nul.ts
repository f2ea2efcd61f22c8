/**
 * PostgreSQL's text and jsonb cannot hold U+0000: a value carrying it fails in the database (a 500)
 * instead of being refused as bad input. No shopper ever types one, so the API refuses it wherever
 * it reads input.
 */
export const NUL_MESSAGE = '含有無效的字元';

/**
 * Where the first NUL is in a value read from a request (strings, keys, nested arrays and objects):
 * its path, `[]` for the value itself, or null when there is none. Iterative, since a request body
 * may nest deeper than the call stack.
 */
export function nulPath(value: unknown): (string | number)[] | null {
  // Each entry links to its parent's, so a path is built only for the NUL found: copying paths on
  // the way down would cost the square of the depth.
  type Entry = { value: unknown; key: string | number; parent: Entry | null };
  const pathOf = (entry: Entry | null, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let e = entry; e?.parent; e = e.parent) path.push(e.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  while (stack.length) {
    const entry = stack.pop()!;
    const v = entry.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(entry);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: entry });
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) return pathOf(entry, key);
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}
