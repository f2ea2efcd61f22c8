import type { Order } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { formatOrderDate } from '@/lib/order/date';
import { CopyButton } from './CopyButton';

type Props = { atm: NonNullable<Order['atm']>; amount: number };

/**
 * Where and by when to transfer: the shop's own account, or the virtual account its gateway issued
 * for this order. What a shopper copies into the banking app: the account and the amount as digits.
 */
export function AtmTransferDetails({ atm, amount }: Props) {
  return (
    <dl
      className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 rounded-lg bg-highlight p-4 text-sm"
      data-testid={atm.virtual ? 'virtual-account' : 'shop-account'}
    >
      <dt className="text-muted">銀行代碼</dt>
      <dd className="text-ink" data-testid="atm-bank">
        {atm.bankName ? `${atm.bankCode}（${atm.bankName}）` : atm.bankCode}
      </dd>
      <dt className="text-muted">{atm.virtual ? '專屬帳號' : '轉帳帳號'}</dt>
      <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          className="font-mono text-base font-semibold tracking-wide whitespace-nowrap text-ink select-all"
          data-testid="atm-account"
        >
          {atm.account}
        </span>
        <CopyButton value={atm.account} label="複製轉帳帳號" />
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
      <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-ink" data-testid="atm-amount">
          {formatPrice(amount)}
        </span>
        <CopyButton value={String(amount)} label="複製轉帳金額" />
      </dd>
      <dt className="text-muted">繳費期限</dt>
      <dd className="text-ink" data-testid="atm-due">
        {formatOrderDate(atm.dueAt)}
      </dd>
    </dl>
  );
}
