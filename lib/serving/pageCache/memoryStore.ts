/** One cached page, route answer or fetch read, as the page cache handler stores it. */
export type Stored = { value: unknown; lastModified: number; cacheControl?: unknown; tags: string[] };

/**
 * What the page cache handler needs from a store. The handler awaits every call, so a store kept
 * outside the process (Redis, shared by several servers) fits the same shape; this one is in memory.
 */
export type PageStore = {
  get(key: string): Stored | undefined | Promise<Stored | undefined>;
  set(key: string, entry: Stored, bytes: number): boolean | Promise<boolean>;
  delete(key: string): void | Promise<void>;
  expireTags(tags: string[], at: number): void | Promise<void>;
  expiredSince(tags: string[], since: number): boolean | Promise<boolean>;
  stats(): { entries: number; bytes: number; maxBytes: number };
};

/** Tag records kept before the ones that can no longer matter are dropped. */
const TAG_RECORDS_BEFORE_PRUNE = 4096;

/**
 * Entries in memory, bounded by their estimated size: the least recently used go first. A Map keeps
 * insertion order, so moving an entry to the end on every read makes the first key the coldest.
 * Beside them, when each revalidated tag was last expired, so that entries stored before are refused.
 */
export class MemoryStore implements PageStore {
  maxBytes: number;
  bytes = 0;
  entries = new Map<string, { entry: Stored; bytes: number }>();
  tagExpiry = new Map<string, number>();
  pruneAt = TAG_RECORDS_BEFORE_PRUNE;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Stored | undefined {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    this.entries.delete(key);
    this.entries.set(key, slot);
    return slot.entry;
  }

  /**
   * An entry larger than an eighth of the store is not kept (and the older copy under its key goes):
   * one page must not flush all the others.
   */
  set(key: string, entry: Stored, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes / 8) return false;
    this.entries.set(key, { entry, bytes });
    this.bytes += bytes;
    for (const [oldest, slot] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= slot.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.bytes -= slot.bytes;
  }

  expireTags(tags: string[], at: number): void {
    for (const tag of tags) this.tagExpiry.set(tag, Math.max(at, this.tagExpiry.get(tag) ?? 0));
    if (this.tagExpiry.size > this.pruneAt) this.pruneTags();
  }

  /** Whether one of the tags was expired after `since` (an entry's lastModified). */
  expiredSince(tags: string[], since: number): boolean {
    if (this.tagExpiry.size === 0) return false;
    return tags.some((tag) => (this.tagExpiry.get(tag) ?? 0) > since);
  }

  /**
   * A tag expired before every stored entry was written cannot refuse any of them, nor any entry
   * written later; its record goes. Run when the records double, so their number stays bounded by the
   * tags revalidated since the oldest entry.
   */
  pruneTags(): void {
    let oldest = Infinity;
    for (const { entry } of this.entries.values()) oldest = Math.min(oldest, entry.lastModified);
    for (const [tag, at] of this.tagExpiry) if (at <= oldest) this.tagExpiry.delete(tag);
    this.pruneAt = Math.max(TAG_RECORDS_BEFORE_PRUNE, this.tagExpiry.size * 2);
  }

  stats() {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }
}
