import type { Order } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { formatOrderDate } from '@/lib/order/date';

type Props = { atm: NonNullable<Order['atm']>; amount: number };

/** Where and by when to transfer, into the shop's own account: what a shopper copies into the banking app. */
export function AtmTransferDetails({ atm, amount }: Props) {
  return (
    <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 rounded-lg bg-highlight p-4 text-sm">
      <dt className="text-muted">銀行代碼</dt>
      <dd className="text-ink" data-testid="atm-bank">
        {atm.bankName ? `${atm.bankCode}（${atm.bankName}）` : atm.bankCode}
      </dd>
      <dt className="text-muted">轉帳帳號</dt>
      <dd
        className="font-mono text-base font-semibold tracking-wider break-all text-ink"
        data-testid="atm-account"
      >
        {atm.account}
      </dd>
      {atm.accountName ? (
        <>
          <dt className="text-muted">戶名</dt>
          <dd className="text-ink" data-testid="atm-account-name">
            {atm.accountName}
          </dd>
        </>
      ) : null}
      <dt className="text-muted">轉帳金額</dt>
      <dd className="font-semibold text-ink">{formatPrice(amount)}</dd>
      <dt className="text-muted">繳費期限</dt>
      <dd className="text-ink">{formatOrderDate(atm.dueAt)}</dd>
    </dl>
  );
}
