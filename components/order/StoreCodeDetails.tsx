import type { Order } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { formatOrderDate } from '@/lib/order/date';
import { CopyButton } from './CopyButton';

type Props = { storeCode: NonNullable<Order['storeCode']>; amount: number };

/** The store code the shop's gateway issued for an Ibon order: what to key in, what to pay, by when. */
export function StoreCodeDetails({ storeCode, amount }: Props) {
  return (
    <dl
      className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 rounded-lg bg-highlight p-4 text-sm"
      data-testid="store-code"
    >
      <dt className="text-muted">繳費代碼</dt>
      <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          className="font-mono text-base font-semibold tracking-wide whitespace-nowrap text-ink select-all"
          data-testid="store-code-value"
        >
          {storeCode.code}
        </span>
        <CopyButton value={storeCode.code} label="複製繳費代碼" />
      </dd>
      <dt className="text-muted">繳費金額</dt>
      <dd className="font-semibold text-ink" data-testid="store-code-amount">
        {formatPrice(amount)}
      </dd>
      <dt className="text-muted">繳費期限</dt>
      <dd className="text-ink" data-testid="store-code-due">
        {formatOrderDate(storeCode.dueAt)}
      </dd>
    </dl>
  );
}
