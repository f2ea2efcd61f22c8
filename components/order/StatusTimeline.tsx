import type { Order } from '@/lib/api/contract';
import { statusTimeline } from '@/lib/order/details';
import { Timeline } from './Timeline';

/** Each status the order went through, oldest first, with when. */
export function StatusTimeline({ history }: { history: Order['statusHistory'] }) {
  return <Timeline steps={statusTimeline(history)} />;
}
