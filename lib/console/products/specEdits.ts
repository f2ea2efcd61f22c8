import { moved } from '../moved';
import type { EditedLevel } from './draft';

/*
 * The spec editor's changes of levels and values. None touches the grid's figures: those are keyed
 * by the values' keys (cellKey), so a renamed, moved or swapped value keeps what was typed for its
 * combinations, and a removed one's combinations drop out of the grid.
 */

/**
 * The level with the value typed added at its end under a key of `newKey`'s, or null when only
 * spaces were typed (and no key is made).
 */
export function withValue(level: EditedLevel, typed: string, newKey: () => string): EditedLevel | null {
  const name = typed.trim();
  return name ? { ...level, values: [...level.values, { key: newKey(), name }] } : null;
}

export const renamedValue = (level: EditedLevel, key: string, name: string): EditedLevel => ({
  ...level,
  values: level.values.map((v) => (v.key === key ? { ...v, name } : v)),
});

export const withoutValue = (level: EditedLevel, key: string): EditedLevel => ({
  ...level,
  values: level.values.filter((v) => v.key !== key),
});

export const movedValue = (level: EditedLevel, index: number, by: -1 | 1): EditedLevel => ({
  ...level,
  values: moved(level.values, index, by),
});

/** With two levels, the first moves down and the second up: the one button each shows. */
export const swappedLevels = (levels: readonly EditedLevel[], index: number): EditedLevel[] =>
  moved(levels, index, index === 0 ? 1 : -1);
