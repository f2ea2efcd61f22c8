// @ts-check

/**
 * `products`: the nanoIds of the products a text answer shows (policy.mjs productMentions).
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, br?: Buffer, products?: Set<string>, storedAt: number, expiresAt: number }} Entry
 */

/**
 * Answers kept in memory, bounded by their total size: the least recently used go first. A Map keeps
 * insertion order, so moving an entry to the end on every hit makes the first key the coldest.
 */
export class BoundedStore {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, Entry>} */
    this.entries = new Map();
  }

  /** @param {string} key */
  get(key) {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * An entry larger than an eighth of the store is not kept: one page must not flush all the others.
   * @param {string} key
   * @param {Entry} entry
   */
  set(key, entry) {
    this.delete(key);
    const size = sizeOf(key, entry);
    if (size > this.maxBytes / 8) return false;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, old);
    }
    return true;
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry);
  }

  get size() {
    return this.entries.size;
  }
}

/** Bodies, key, the products shown and a fixed allowance for the headers and bookkeeping. */
const sizeOf = (/** @type {string} */ key, /** @type {Entry} */ entry) =>
  entry.body.length + (entry.br?.length ?? 0) + key.length * 2 + (entry.products?.size ?? 0) * 64 + 1024;
