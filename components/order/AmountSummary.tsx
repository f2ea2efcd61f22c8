import type { Order } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { balanceRows, orderAmountRows, orderTotal, type AmountRow } from '@/lib/order/amounts';

function Row({ row }: { row: AmountRow }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{row.label}</dt>
      <dd className={row.kind === 'discount' ? 'text-accent' : 'text-ink'}>
        {row.kind === 'discount' ? `−${formatPrice(row.amount)}` : formatPrice(row.amount)}
      </dd>
    </div>
  );
}

/** From the goods to what is left to pay, with every promotion, fee and balance on its own line. */
export function AmountSummary({ order }: { order: Order }) {
  const balances = balanceRows(order);
  return (
    <div className="text-sm">
      <dl className="space-y-2">
        {orderAmountRows(order).map((r, i) => (
          // Two promotions may share a name.
          <Row key={i} row={r} />
        ))}
      </dl>
      <dl className="mt-3 space-y-2 border-t border-line pt-3">
        <div className="flex justify-between gap-3 font-medium">
          <dt>訂單金額</dt>
          <dd>{formatPrice(orderTotal(order))}</dd>
        </div>
        {balances.map((r) => (
          <Row key={r.label} row={r} />
        ))}
        <div className="flex items-baseline justify-between gap-3 pt-1">
          <dt className="font-semibold">應付金額</dt>
          <dd className="text-xl font-bold text-primary" data-testid="order-payment-price">
            {formatPrice(order.paymentPrice)}
          </dd>
        </div>
      </dl>
      {order.addCashback > 0 && order.status !== 'cancelled' ? (
        <p className="mt-3 rounded-lg bg-primary-soft px-3 py-2 text-xs text-ink">
          本訂單可獲得回饋金 {formatPrice(order.addCashback)}
        </p>
      ) : null}
    </div>
  );
}
