import { ownBytes } from '../ownBytes.ts';

/**
 * An answer kept in memory. `products`: the nanoIds of the products a text answer shows
 * (policy.ts productMentions).
 */
export type Entry = {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  br?: Buffer;
  /** A Brotli copy is to be made at its first hit by a client that takes it (handler.ts). */
  brotliLater?: boolean;
  products?: Set<string>;
  storedAt: number;
  expiresAt: number;
};

/**
 * Answers kept in memory, bounded by their total size: the least recently used go first. A Map keeps
 * insertion order, so moving an entry to the end on every hit makes the first key the coldest.
 */
export class BoundedStore {
  maxBytes: number;
  bytes: number;
  entries: Map<string, Entry>;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** An entry larger than an eighth of the store is not kept: one page must not flush all the others. */
  set(key: string, entry: Entry): boolean {
    this.delete(key);
    const size = sizeOf(key, entry);
    if (size > this.maxBytes / 8) return false;
    entry.body = ownBytes(entry.body);
    if (entry.br) entry.br = ownBytes(entry.br);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, old);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Bodies, key, the products shown and a fixed allowance for the headers and bookkeeping. */
const sizeOf = (key: string, entry: Entry): number =>
  entry.body.length + (entry.br?.length ?? 0) + key.length * 2 + (entry.products?.size ?? 0) * 64 + 1024;
