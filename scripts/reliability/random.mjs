// @ts-check
// A seeded pseudo-random generator (sfc32), so a failing case of a generated test can be replayed
// exactly from the seed and the case number it prints.

/**
 * A 32-bit hash of the text (FNV-1a), to derive independent streams from one seed.
 * @param {string} text
 */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** @typedef {ReturnType<typeof prng>} Random A seeded stream of numbers and picks. */

/**
 * The stream for `label` under `seed`: the same pair always yields the same numbers.
 * @param {string | number} seed
 * @param {string} [label]
 */
export function prng(seed, label = '') {
  let a = hash(`${seed}:${label}:a`);
  let b = hash(`${seed}:${label}:b`);
  let c = hash(`${seed}:${label}:c`);
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // A few rounds first: nearby seeds would otherwise start with similar numbers.
  for (let i = 0; i < 12; i++) next();
  /** @param {number} n */
  const int = (n) => Math.floor(next() * n);
  return {
    next,
    /** 0 ≤ result < n */
    int,
    /**
     * min ≤ result ≤ max
     * @param {number} min
     * @param {number} max
     */
    between: (min, max) => min + int(max - min + 1),
    /** @param {number} p */
    chance: (p) => next() < p,
    /**
     * One item of a list that is not empty.
     * @template T
     * @param {readonly T[]} list
     */
    pick: (list) => /** @type {T} */ (list[int(list.length)]),
    /**
     * `count` distinct items of the list, in random order.
     * @template T
     * @param {readonly T[]} list
     * @param {number} count
     */
    sample(list, count) {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [/** @type {T} */ (copy[j]), /** @type {T} */ (copy[i])];
      }
      return copy.slice(0, count);
    },
    /** @param {number} n */
    digits: (n) => Array.from({ length: n }, () => int(10)).join(''),
  };
}
