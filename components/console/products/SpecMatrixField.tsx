'use client';
import { useId, useRef, useState } from 'react';
import type { EditedLevel, Figures } from '@/lib/console/products/draft';
import { cellKey, cellLabel, gridOf, MAX_SPEC_CELLS, MAX_SPEC_LEVELS } from '@/lib/console/products/matrix';
import {
  movedValue,
  renamedValue,
  swappedLevels,
  withoutValue,
  withValue,
} from '@/lib/console/products/specEdits';
import { buttonDanger, buttonSecondary, input } from '../styles';

// Tap targets of at least 44 × 44 px (WCAG 2.2 target size, phones).
const small = `${buttonSecondary} min-h-11 min-w-11 px-2 py-1 text-xs`;
const smallDanger = `${buttonDanger} min-h-11 min-w-11 px-2 py-1 text-xs`;

/**
 * The spec matrix: up to two levels with their values (add, rename, reorder, remove), and a grid of
 * price, activity price and stock for every combination. Values keep their key through renames, so
 * the grid's figures stay with them.
 */
export function SpecMatrixField({
  levels,
  figures,
  fallback,
  onLevels,
  onFigures,
}: {
  levels: EditedLevel[];
  figures: Record<string, Figures>;
  /** A new combination's figures: the product's price and activity price, no stock. */
  fallback: Figures;
  onLevels: (levels: EditedLevel[]) => void;
  onFigures: (figures: Record<string, Figures>) => void;
}) {
  const id = useId();
  const counter = useRef(0);
  const newKey = () => `n${Date.now().toString(36)}${counter.current++}`;
  // The value being typed into each level's "new value" field, by the level's key.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const rows = levels.every((l) => l.values.length) ? gridOf(levels, figures, fallback) : [];

  const setLevel = (i: number, level: EditedLevel) => onLevels(levels.map((l, j) => (j === i ? level : l)));
  const addValue = (i: number) => {
    const level = levels[i]!;
    const next = withValue(level, drafts[level.key] ?? '', newKey);
    if (!next) return;
    setLevel(i, next);
    setDrafts({ ...drafts, [level.key]: '' });
  };
  const setFigure = (keys: string[], f: Figures, change: Partial<Figures>) =>
    onFigures({ ...figures, [cellKey(keys)]: { ...f, ...change } });

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-ink">規格（最多 {MAX_SPEC_LEVELS} 層）</legend>
      {levels.map((level, i) => (
        <div key={level.key} className="rounded-lg border border-line p-3">
          <div className="flex flex-wrap items-end gap-2">
            <label
              className="min-w-40 flex-1 text-sm font-medium text-ink"
              htmlFor={`${id}-level-${level.key}`}
            >
              第 {i + 1} 層規格名稱
              <input
                id={`${id}-level-${level.key}`}
                value={level.name}
                maxLength={50}
                onChange={(e) => setLevel(i, { ...level, name: e.target.value })}
                className={input}
                placeholder="例如 顏色"
              />
            </label>
            {levels.length > 1 ? (
              <button type="button" className={small} onClick={() => onLevels(swappedLevels(levels, i))}>
                {i === 0 ? '移到第二層' : '移到第一層'}
              </button>
            ) : null}
            <button
              type="button"
              className={smallDanger}
              onClick={() => onLevels(levels.filter((_, j) => j !== i))}
            >
              刪除此層
            </button>
          </div>
          <ol className="mt-3 space-y-2" aria-label={`${level.name || `第 ${i + 1} 層`}的規格值`}>
            {level.values.map((value, j) => (
              <li key={value.key} className="flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor={`${id}-value-${value.key}`}>
                  {level.name || `第 ${i + 1} 層`}規格值 {j + 1}
                </label>
                <input
                  id={`${id}-value-${value.key}`}
                  value={value.name}
                  maxLength={50}
                  onChange={(e) => setLevel(i, renamedValue(level, value.key, e.target.value))}
                  className={`${input} mt-0 w-40 flex-1`}
                />
                <button
                  type="button"
                  className={small}
                  disabled={j === 0}
                  onClick={() => setLevel(i, movedValue(level, j, -1))}
                  aria-label={`${value.name} 往前`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={j === level.values.length - 1}
                  onClick={() => setLevel(i, movedValue(level, j, 1))}
                  aria-label={`${value.name} 往後`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={smallDanger}
                  onClick={() => setLevel(i, withoutValue(level, value.key))}
                  aria-label={`刪除 ${value.name}`}
                >
                  刪除
                </button>
              </li>
            ))}
          </ol>
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <label className="text-sm font-medium text-ink" htmlFor={`${id}-new-${level.key}`}>
              新增規格值
              <input
                id={`${id}-new-${level.key}`}
                value={drafts[level.key] ?? ''}
                maxLength={50}
                onChange={(e) => setDrafts({ ...drafts, [level.key]: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addValue(i);
                  }
                }}
                className={`${input} w-40`}
              />
            </label>
            <button type="button" className={small} onClick={() => addValue(i)}>
              加入
            </button>
          </div>
        </div>
      ))}
      {levels.length < MAX_SPEC_LEVELS ? (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => onLevels([...levels, { key: newKey(), name: '', values: [] }])}
        >
          新增一層規格
        </button>
      ) : null}
      {levels.length ? (
        <div>
          <h3 className="text-sm font-medium text-ink">
            各規格組合的價格與庫存{rows.length > MAX_SPEC_CELLS ? `（最多 ${MAX_SPEC_CELLS} 個組合）` : ''}
          </h3>
          {rows.length === 0 ? (
            <p className="mt-1 text-sm text-muted">每層加入規格值後，這裡列出所有組合。</p>
          ) : (
            <ul className="mt-2 space-y-2" aria-label="規格組合">
              {rows.map(({ keys, figures: f }) => {
                const name = cellLabel(levels, keys);
                const field = (what: keyof Omit<Figures, 'seen'>, text: string) => (
                  <label className="text-xs font-medium text-ink">
                    {text}
                    <input
                      type="number"
                      inputMode="numeric"
                      min={what === 'stock' ? 0 : 1}
                      value={f[what]}
                      onChange={(e) => setFigure(keys, f, { [what]: e.target.value })}
                      aria-label={`${name} ${text}`}
                      className={`${input} mt-0.5`}
                    />
                  </label>
                );
                return (
                  <li
                    key={cellKey(keys)}
                    className="grid grid-cols-3 items-end gap-2 rounded-lg border border-line p-2 sm:grid-cols-[minmax(8rem,1fr)_repeat(3,8rem)]"
                  >
                    <span className="col-span-3 text-sm font-semibold sm:col-span-1 sm:self-center">
                      {name}
                    </span>
                    {field('price', '售價')}
                    {field('activityPrice', '活動價')}
                    {field('stock', '庫存')}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
