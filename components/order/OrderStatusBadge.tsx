import type { OrderStatus } from '@/lib/api/contract';
import { orderStatusLabel } from '@/lib/order/labels';

// Waiting for the shopper stands out; finished states step back.
const TONE: Record<OrderStatus, string> = {
  unpaid: 'bg-accent text-white',
  processing: 'bg-primary-soft text-primary-dark',
  shipped: 'bg-primary-soft text-primary-dark',
  completed: 'bg-highlight text-ink',
  cancelled: 'bg-highlight text-muted',
};

export function OrderStatusBadge({ status, testId }: { status: OrderStatus; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ${TONE[status]}`}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
