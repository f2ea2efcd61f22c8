import { formatPrice } from '@/lib/format/price';
import type { AmountRow } from '@/lib/order/amounts';

const signed = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));

type Props = {
  rows: AmountRow[];
  /** Names what is left to pay for the tests of the screen showing it. */
  dueTestId: string;
  /** The amounts are being computed again: what is left to pay would be stale, so it waits. */
  pending?: boolean;
};

/** An amount breakdown (lib/order/amounts), the same on the checkout and on an order. */
export function AmountRows({ rows, dueTestId, pending = false }: Props) {
  return (
    <dl className="space-y-2 text-sm">
      {rows.map((row) =>
        row.kind === 'due' ? (
          <div key={row.key} className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
            <dt className="font-semibold text-ink">{row.label}</dt>
            <dd
              data-testid={dueTestId}
              aria-busy={pending || undefined}
              className={pending ? 'text-base text-muted' : 'text-xl font-bold text-primary'}
            >
              {pending ? '計算中…' : formatPrice(row.amount)}
            </dd>
          </div>
        ) : (
          <div key={row.key} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">
              {row.label}
              {row.note ? <span className="block text-xs">{row.note}</span> : null}
            </dt>
            <dd className={`shrink-0 ${row.amount < 0 ? 'text-accent' : 'text-ink'}`}>
              {row.was !== undefined ? (
                <del className="mr-2 text-muted">
                  <span className="sr-only">原運費</span>
                  {formatPrice(row.was)}
                </del>
              ) : null}
              {signed(row.amount)}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
