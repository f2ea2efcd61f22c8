'use client';

import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatPrice } from '@/lib/format/price';
import { formatShopDay } from '@/lib/order/date';
import { memberQueries } from '@/lib/member/queries';

/** The cashback wallet: what can be spent now, and how much of it expires when. */
export function CashbackCard({ shopId }: { shopId: number }) {
  const wallet = useQuery(memberQueries.cashbackWallet(shopId));
  const expirations = useQuery(memberQueries.cashbackExpirations(shopId));

  return (
    <section aria-labelledby="cashback-title" className="rounded-xl border border-line bg-white p-5">
      <h2 id="cashback-title" className="text-base font-semibold text-ink">
        回饋金
      </h2>
      {wallet.data ? (
        <p className="mt-2 text-3xl font-semibold text-primary" data-testid="cashback-balance">
          {formatPrice(wallet.data.balance)}
        </p>
      ) : (
        <Skeleton className="mt-2 h-9 w-32" />
      )}
      <h3 className="mt-5 text-sm font-medium text-ink">到期時間</h3>
      {expirations.data ? (
        expirations.data.length ? (
          <ul className="mt-2 divide-y divide-line text-sm">
            {expirations.data.map((e) => (
              <li key={e.expireAt} className="flex justify-between py-2">
                <span className="text-muted">{formatShopDay(e.expireAt)} 到期</span>
                <span className="font-medium text-ink">{formatPrice(e.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">目前沒有即將到期的回饋金。</p>
        )
      ) : (
        <Skeleton className="mt-2 h-5 w-full" />
      )}
    </section>
  );
}
