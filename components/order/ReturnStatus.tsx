import type { OrderReturn } from '@/lib/api/contract';
import { formatOrderDate } from '@/lib/order/date';
import { returnRows } from '@/lib/order/returns';
import { InfoList } from './InfoList';

// An answer the shopper waits for stands out; a closed return steps back.
const TONE: Record<OrderReturn['status'], string> = {
  requested: 'bg-accent text-white',
  approved: 'bg-primary-soft text-primary-dark',
  refunded: 'bg-highlight text-ink',
  rejected: 'bg-highlight text-muted',
};

/** The order's newest return: its status (申請中, 已核准, 已退款, 不核准), lines, reason and refund. */
export function ReturnStatus({ ret }: { ret: OrderReturn }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          data-testid="return-status"
          className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ${TONE[ret.status]}`}
        >
          {ret.statusLabel}
        </span>
        <span className="text-muted">
          申請時間 <time dateTime={ret.createdAt}>{formatOrderDate(ret.createdAt)}</time>
        </span>
      </div>
      <InfoList rows={returnRows(ret)} />
    </div>
  );
}
