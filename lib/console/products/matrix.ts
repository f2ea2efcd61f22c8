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

export type MatrixValue = { key: string; id?: number | null; name: string };
export type MatrixLevel = { id?: number | null; name: string; values: MatrixValue[] };
export type MatrixCell = {
  keys: string[];
  price: number;
  activityPrice: number | null;
  stock: number;
  /** The stock the editor was shown; a stock left at it keeps what is stored (orders may have taken some). */
  seen?: number;
};
export type SpecMatrix = { levels: MatrixLevel[]; cells: MatrixCell[] };

/** The key of a combination: its values' keys in level order. */
export const cellKey = (keys: readonly string[]): string => JSON.stringify(keys);

/** Every combination of the levels' values, first level outermost (the grid's rows in order). */
export function combinationsOf(levels: readonly MatrixLevel[]): string[][] {
  return levels.reduce<string[][]>(
    (rows, level) => rows.flatMap((row) => level.values.map((v) => [...row, v.key])),
    [[]],
  );
}

/**
 * The grid for these levels: one cell per combination, in order, keeping the figures a combination
 * already had and giving a new one the product's price and activity price and no stock.
 */
export function gridOf(
  levels: readonly MatrixLevel[],
  cells: readonly MatrixCell[],
  fresh: { price: number; activityPrice: number | null },
): MatrixCell[] {
  const known = new Map(cells.map((c) => [cellKey(c.keys), c]));
  return combinationsOf(levels).map(
    (keys) =>
      known.get(cellKey(keys)) ?? { keys, price: fresh.price, activityPrice: fresh.activityPrice, stock: 0 },
  );
}

/** A combination's name as shoppers see it, e.g. 紅 / M; a product without specs has none. */
export function cellLabel(levels: readonly MatrixLevel[], keys: readonly string[]): string {
  return keys.map((k, i) => levels[i]?.values.find((v) => v.key === k)?.name ?? '').join(' / ');
}
