// A seeded pseudo-random generator (sfc32), so a failing case of a generated test can be replayed
// exactly from the seed and the case number it prints.

/** A 32-bit hash of the text (FNV-1a), to derive independent streams from one seed. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The stream for `label` under `seed`: the same pair always yields the same numbers. */
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
  const int = (n) => Math.floor(next() * n);
  return {
    next,
    /** 0 ≤ result < n */
    int,
    /** min ≤ result ≤ max */
    between: (min, max) => min + int(max - min + 1),
    chance: (p) => next() < p,
    pick: (list) => list[int(list.length)],
    /** `count` distinct items of the list, in random order. */
    sample(list, count) {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
    digits: (n) => Array.from({ length: n }, () => int(10)).join(''),
  };
}
