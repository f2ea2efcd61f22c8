/** A listed object and its place. */
export type Placed = { id: number; order: number };

/** One object's move: from its stored place to its place in the new list. */
type Move = { id: number; from: number; to: number };

export type ReorderPlan =
  | { ok: true; moves: Move[] }
  /** `duplicate`: the list names an object twice (bad input); `changed`: it is not the stored set. */
  | { ok: false; problem: 'duplicate' | 'changed' };

/**
 * The moves that put the stored objects in the wanted order: each one's place becomes its position
 * in the list (0, 1, 2 …), and only the objects whose place changes move. The list must name every
 * stored object exactly once; one added or removed since the editor read the list makes it
 * `changed`, so a new object is never dropped to the end unseen.
 */
export function reorderPlan(current: readonly Placed[], wanted: readonly number[]): ReorderPlan {
  if (new Set(wanted).size !== wanted.length) return { ok: false, problem: 'duplicate' };
  const stored = new Map(current.map((c) => [c.id, c.order]));
  if (wanted.length !== stored.size || wanted.some((id) => !stored.has(id)))
    return { ok: false, problem: 'changed' };
  const moves = wanted.flatMap((id, to) => {
    const from = stored.get(id)!;
    return from === to ? [] : [{ id, from, to }];
  });
  return { ok: true, moves };
}
