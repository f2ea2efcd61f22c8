import { ACTIVITY_PRICE_NOT_BELOW, activityPriceFits } from '@/lib/catalog/activityPrice';
import {
  cellKey,
  MAX_SPEC_CELLS,
  MAX_SPEC_LEVELS,
  type MatrixCell,
  type SpecMatrix,
} from '@/lib/console/products/matrix';

/** A product's specs and stocks as stored: levels, their values, and each stock's values by id. */
export type StoredMatrix = {
  levels: { id: number; name: string }[];
  values: { id: number; levelId: number; name: string }[];
  stocks: { id: number; isRemove: boolean; valueIds: number[] }[];
};

type PlannedValue = { key: string; id: number | null; name: string; order: number };
type PlannedLevel = { id: number | null; name: string; order: number; values: PlannedValue[] };

/**
 * What saving a matrix does: levels and values kept (renamed, reordered), added or dropped; stocks
 * kept (their figures updated, back on sale if they were off), added, or taken off sale. Stocks are
 * never deleted: carts and past orders point at them.
 */
export type MatrixPlan = {
  levels: PlannedLevel[];
  dropLevels: number[];
  dropValues: number[];
  keep: { stockId: number; cell: MatrixCell }[];
  add: MatrixCell[];
  takeOff: number[];
};

export type MatrixProblem = { path: (string | number)[]; message: string };

export const MATRIX_MESSAGES = {
  noCell: '至少要有一個規格組合',
  tooManyLevels: `最多 ${MAX_SPEC_LEVELS} 層規格`,
  tooManyCells: `最多 ${MAX_SPEC_CELLS} 個規格組合`,
  noValue: '每層規格至少要有一個規格值',
  levelTwice: '規格名稱重複',
  valueTwice: '規格值重複',
  keyTwice: '規格值代號重複',
  unknownLevel: '找不到此規格，請重新整理後再試',
  unknownValue: '找不到此規格值，請重新整理後再試',
  plainCells: '沒有規格的商品只能有一個組合',
  cellValues: '規格組合與規格不符',
  cellTwice: '規格組合重複',
  valueUnused: '每個規格值至少要在一個規格組合中',
  activityPrice: ACTIVITY_PRICE_NOT_BELOW,
} as const;

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The problems of a matrix on its own and against what is stored, first one first. */
function problemsOf(stored: StoredMatrix, wanted: SpecMatrix): MatrixProblem | null {
  const { levels, cells } = wanted;
  if (levels.length > MAX_SPEC_LEVELS) return { path: ['levels'], message: MATRIX_MESSAGES.tooManyLevels };
  const levelNames = new Set<string>();
  const keys = new Set<string>();
  const usedLevels = new Set<number>();
  const usedValues = new Set<number>();
  for (const [i, level] of levels.entries()) {
    if (levelNames.has(level.name))
      return { path: ['levels', i, 'name'], message: MATRIX_MESSAGES.levelTwice };
    levelNames.add(level.name);
    if (level.id != null) {
      if (!stored.levels.some((l) => l.id === level.id) || usedLevels.has(level.id))
        return { path: ['levels', i, 'id'], message: MATRIX_MESSAGES.unknownLevel };
      usedLevels.add(level.id);
    }
    if (!level.values.length) return { path: ['levels', i, 'values'], message: MATRIX_MESSAGES.noValue };
    const valueNames = new Set<string>();
    for (const [j, value] of level.values.entries()) {
      const at = ['levels', i, 'values', j];
      if (valueNames.has(value.name)) return { path: [...at, 'name'], message: MATRIX_MESSAGES.valueTwice };
      valueNames.add(value.name);
      if (keys.has(value.key)) return { path: [...at, 'key'], message: MATRIX_MESSAGES.keyTwice };
      keys.add(value.key);
      if (value.id != null) {
        if (
          level.id == null ||
          usedValues.has(value.id) ||
          !stored.values.some((v) => v.id === value.id && v.levelId === level.id)
        )
          return { path: [...at, 'id'], message: MATRIX_MESSAGES.unknownValue };
        usedValues.add(value.id);
      }
    }
  }
  if (!cells.length) return { path: ['cells'], message: MATRIX_MESSAGES.noCell };
  if (cells.length > MAX_SPEC_CELLS) return { path: ['cells'], message: MATRIX_MESSAGES.tooManyCells };
  if (!levels.length && cells.length > 1) return { path: ['cells'], message: MATRIX_MESSAGES.plainCells };
  const combinations = new Set<string>();
  const unsold = new Set(keys);
  for (const [i, cell] of cells.entries()) {
    const fits =
      cell.keys.length === levels.length &&
      cell.keys.every((k, level) => levels[level]!.values.some((v) => v.key === k));
    if (!fits) return { path: ['cells', i, 'keys'], message: MATRIX_MESSAGES.cellValues };
    const combination = cellKey(cell.keys);
    if (combinations.has(combination))
      return { path: ['cells', i, 'keys'], message: MATRIX_MESSAGES.cellTwice };
    combinations.add(combination);
    for (const k of cell.keys) unsold.delete(k);
    if (!activityPriceFits(cell.price, cell.activityPrice))
      return { path: ['cells', i, 'activityPrice'], message: MATRIX_MESSAGES.activityPrice };
  }
  // Every value sells in some combination: then, after each save, every whole stock a later save
  // could match has one on sale for the same values, which planMatrix prefers.
  const unused = levels.flatMap((l, i) => l.values.flatMap((v, j) => (unsold.has(v.key) ? [[i, j]] : [])))[0];
  if (unused)
    return { path: ['levels', unused[0]!, 'values', unused[1]!], message: MATRIX_MESSAGES.valueUnused };
  return null;
}

/**
 * How to make a product's specs and stocks exactly `wanted`. A combination keeps its stock when all
 * its values are stored ones (by id, whatever their names and places now) and a stock has exactly
 * those values; one on sale is preferred to one taken off before, then the newest. Every other
 * stock on sale is taken off.
 *
 * Only a stock linked to one value of every stored level is whole. Dropping a value or a level cuts
 * its links to stocks (those stocks go off sale in the same save), so a stock with fewer links than
 * the stored levels lost part of what it was: 紅/M cut to {M} is not "M", and one cut to no value is
 * not the plain product. Such a stock is not matched while its product has more levels than it has
 * links; once the levels are as few, every value sells in a combination (problemsOf) so a whole
 * stock on sale for the same values exists from the save before, and wins. Carts holding a cut
 * stock stay unable to buy it.
 */
export function planMatrix(
  stored: StoredMatrix,
  wanted: SpecMatrix,
): { ok: true; plan: MatrixPlan } | { ok: false; problem: MatrixProblem } {
  const problem = problemsOf(stored, wanted);
  if (problem) return { ok: false, problem };

  const idOfKey = new Map<string, number | null>();
  const levels: PlannedLevel[] = wanted.levels.map((level, order) => ({
    id: level.id ?? null,
    name: level.name,
    order,
    values: level.values.map((v, i) => {
      idOfKey.set(v.key, v.id ?? null);
      return { key: v.key, id: v.id ?? null, name: v.name, order: i };
    }),
  }));

  const candidates = stored.stocks
    .filter((s) => s.valueIds.length === stored.levels.length)
    .sort((a, b) => Number(a.isRemove) - Number(b.isRemove) || b.id - a.id);
  const used = new Set<number>();
  const keep: MatrixPlan['keep'] = [];
  const add: MatrixCell[] = [];
  for (const cell of wanted.cells) {
    const ids = cell.keys.map((k) => idOfKey.get(k) ?? null);
    const match = ids.every((id) => id !== null)
      ? candidates.find((s) => !used.has(s.id) && sameSet(s.valueIds, ids as number[]))
      : undefined;
    if (match) {
      used.add(match.id);
      keep.push({ stockId: match.id, cell });
    } else add.push(cell);
  }

  const keptLevels = new Set(levels.flatMap((l) => (l.id === null ? [] : [l.id])));
  const keptValues = new Set(levels.flatMap((l) => l.values.flatMap((v) => (v.id === null ? [] : [v.id]))));
  return {
    ok: true,
    plan: {
      levels,
      dropLevels: stored.levels.filter((l) => !keptLevels.has(l.id)).map((l) => l.id),
      dropValues: stored.values
        .filter((v) => keptLevels.has(v.levelId) && !keptValues.has(v.id))
        .map((v) => v.id),
      keep,
      add,
      takeOff: stored.stocks.filter((s) => !s.isRemove && !used.has(s.id)).map((s) => s.id),
    },
  };
}

/**
 * A matrix whose levels and values are named, as the catalog file names them, with the stored ids
 * filled in where a level or value of that name is stored: the import matches by name.
 */
export function matchByName(stored: StoredMatrix, wanted: SpecMatrix): SpecMatrix {
  return {
    cells: wanted.cells,
    levels: wanted.levels.map((level) => {
      const id = stored.levels.find((l) => l.name === level.name)?.id ?? null;
      return {
        id,
        name: level.name,
        values: level.values.map((v) => ({
          key: v.key,
          name: v.name,
          id:
            id === null
              ? null
              : (stored.values.find((s) => s.levelId === id && s.name === v.name)?.id ?? null),
        })),
      };
    }),
  };
}
