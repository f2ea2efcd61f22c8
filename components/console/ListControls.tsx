'use client';

/** Phone-sized tap targets (44 px tall) in the look of the console's small buttons. */
const small =
  'min-h-11 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-highlight disabled:opacity-40';

/**
 * Up, down and, when given, remove for one entry of an ordered list; the ends have nowhere to go.
 * `what` names the entry for screen readers (上移「夏季新品」).
 */
export function ListControls({
  what,
  index,
  count,
  onMove,
  onRemove,
  disabled = false,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={small}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
        aria-label={`上移${what}`}
      >
        上移
      </button>
      <button
        type="button"
        className={small}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`下移${what}`}
      >
        下移
      </button>
      {onRemove ? (
        <button
          type="button"
          className={`${small} text-red-700`}
          disabled={disabled}
          onClick={onRemove}
          aria-label={`刪除${what}`}
        >
          刪除
        </button>
      ) : null}
    </div>
  );
}
