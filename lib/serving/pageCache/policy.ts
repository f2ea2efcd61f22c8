// What the page cache keeps, under which tags, and what an entry costs in memory. Pure functions,
// tested in policy.test.ts; Next's values are read as plain data so that any store can use them.

import { ownBytes } from '../ownBytes.ts';

/** The response header in which Next lists a page's or route's cache tags, comma-separated. */
export const TAGS_HEADER = 'x-next-cache-tags';

/** Bookkeeping of one entry beside its content: the record, the Map slot, the key's LRU position. */
const ENTRY_OVERHEAD = 512;

/**
 * Whether a value Next hands to `set` is worth keeping. Not kept: nothing (`null`, e.g. a Pages
 * Router `notFound`) and error answers, among them the 404 screen of an unknown product, list or
 * page. Addresses that name nothing are unbounded (anyone can type them), while the 404 screen costs
 * one render and the front cache already answers a repeated dead address for a few seconds.
 */
export function isKept(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const status = statusOf(value as Record<string, unknown>);
  return status === undefined || status < 400;
}

function statusOf(value: Record<string, unknown>): number | undefined {
  if (typeof value.status === 'number') return value.status;
  // A fetch entry carries the upstream answer's status in its data.
  const data = value.data;
  if (data && typeof data === 'object' && 'status' in data && typeof data.status === 'number')
    return data.status;
  return undefined;
}

/**
 * The tags an entry is stored under: those Next gave `set` for a fetch, otherwise those it wrote
 * into the page's or route's headers (its own path tags and the tags of the reads it made).
 */
export function tagsOf(value: unknown, ctx: { tags?: string[] } | undefined): string[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (record.kind === 'FETCH') return [...(ctx?.tags ?? [])];
  const headers = record.headers as Record<string, unknown> | undefined;
  const header = headers?.[TAGS_HEADER];
  if (typeof header !== 'string' || header === '') return [];
  return header.split(',');
}

/**
 * What an entry holds in memory, over-estimated rather than under: text at two bytes a character
 * (V8 stores a string with any character beyond Latin-1, such as Chinese, that way), binary data at
 * its length, plus the key and a fixed allowance per entry. It walks the value generically, so every
 * kind Next stores (pages with their segment data, route bodies, fetch answers) is counted.
 */
export function sizeOf(key: string, value: unknown): number {
  return ENTRY_OVERHEAD + key.length * 2 + bytesOf(value, 0);
}

function bytesOf(value: unknown, depth: number): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') return value.length * 2;
  if (typeof value !== 'object') return 8;
  // Deeper than anything Next stores: a cycle or a foreign object, counted as a small one.
  if (depth > 8) return 64;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  let total = 16;
  if (value instanceof Map) {
    for (const [k, v] of value) total += bytesOf(k, depth + 1) + bytesOf(v, depth + 1);
    return total;
  }
  if (Array.isArray(value)) {
    for (const item of value) total += bytesOf(item, depth + 1);
    return total;
  }
  for (const [k, v] of Object.entries(value)) total += k.length * 2 + bytesOf(v, depth + 1);
  return total;
}

/**
 * Next's value as kept: its buffers (a page's RSC data and segments, a route's body) as bytes of
 * their own (ownBytes), so that what the store counts is what it holds. A copy one level deep, the
 * depth at which Next puts them; the value Next passed is left as it is.
 */
export function ownedValue(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return ownBytes(value);
  if (value instanceof Map)
    return new Map([...value].map(([k, v]) => [k, Buffer.isBuffer(v) ? ownBytes(v) : v]));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value))
    copy[name] = Buffer.isBuffer(field) || field instanceof Map ? ownedValue(field) : field;
  return copy;
}
