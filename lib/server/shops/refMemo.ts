/**
 * What a process remembers of the shops it has found by id. Every shop-API request starts by finding
 * its shop, and a shop's id, organisation and name never change once created (only reseeding the
 * demo removes shops, and new ones get new ids), so a found shop is kept for a while instead of being read on every request: a
 * statement fewer on every catalog read and on the order path. Unknown ids are never kept, so made-up
 * ids cannot fill it, and it holds at most `max` shops, forgetting the least recently used first.
 */
export class RefMemo<V> {
  private readonly entries = new Map<number, { value: V; until: number }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  get(key: number, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= now) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: number, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: now + this.ttlMs });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
