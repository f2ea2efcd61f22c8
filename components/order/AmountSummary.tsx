import type { Order } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { amountRows } from '@/lib/order/amounts';
import { AmountRows } from './AmountRows';

/** From the goods to what is left to pay, with every promotion, fee and balance on its own line. */
export function AmountSummary({ order }: { order: Order }) {
  return (
    <div className="text-sm">
      <AmountRows rows={amountRows(order)} dueTestId="order-payment-price" />
      {order.addCashback > 0 && order.status !== 'cancelled' ? (
        <p className="mt-3 rounded-lg bg-primary-soft px-3 py-2 text-xs text-ink">
          本訂單可獲得回饋金 {formatPrice(order.addCashback)}
        </p>
      ) : null}
    </div>
  );
}
