/**
 * A product's spec matrix as the console edits it and the catalog import writes it: up to two levels
 * (e.g. 顏色 and 尺寸), each with its values, and one cell per combination of values with its price,
 * activity price and stock. A product without specs has no levels and exactly one cell.
 *
 * Values carry a `key` the editor chooses (unique within the matrix), which cells use to name their
 * values: renaming or reordering a value changes nothing in the cells. Values and levels already
 * stored also carry their `id`, which is what keeps a combination's stock (and the carts and orders
 * that point at it) through a rename.
 */

export const MAX_SPEC_LEVELS = 2;
export const MAX_SPEC_VALUES = 30;
export const MAX_SPEC_CELLS = 200;

type MatrixValue = { key: string; id?: number | null; name: string };
export type MatrixLevel = { id?: number | null; name: string; values: MatrixValue[] };
export type MatrixCell = {
  keys: string[];
  price: number;
  activityPrice: number | null;
  stock: number;
  /**
   * The stock the editor (or the exported file) showed: saving applies the change from it to what is
   * stored then, so orders taken meanwhile are not undone. Without it, the stock is set as written.
   */
  seen?: number;
};
export type SpecMatrix = { levels: MatrixLevel[]; cells: MatrixCell[] };

/**
 * The key of a combination: the set of its values' keys, whatever the levels' order, so that the
 * figures typed for 紅 / M stay with it when the levels are swapped (keys are unique in a matrix).
 */
export const cellKey = (keys: readonly string[]): string => JSON.stringify([...keys].sort());

/** Every combination of the levels' values, first level outermost (the grid's rows in order). */
export function combinationsOf(levels: readonly MatrixLevel[]): string[][] {
  return levels.reduce<string[][]>(
    (rows, level) => rows.flatMap((row) => level.values.map((v) => [...row, v.key])),
    [[]],
  );
}

/**
 * The grid for these levels: one row per combination, in order, with the figures known for it (by
 * cellKey, so they follow it through renames and swapped levels) or, for a new one, `fresh`.
 */
export function gridOf<F>(
  levels: readonly MatrixLevel[],
  known: Readonly<Record<string, F>>,
  fresh: F,
): { keys: string[]; figures: F }[] {
  return combinationsOf(levels).map((keys) => ({ keys, figures: known[cellKey(keys)] ?? fresh }));
}

/** A combination's name as shoppers see it, e.g. 紅 / M; a product without specs has none. */
export function cellLabel(levels: readonly MatrixLevel[], keys: readonly string[]): string {
  return keys.map((k, i) => levels[i]?.values.find((v) => v.key === k)?.name ?? '').join(' / ');
}
