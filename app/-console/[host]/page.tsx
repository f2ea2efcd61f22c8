import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleShell } from './_components/ConsoleShell';
import { RenewSession } from '@/components/console/RenewSession';
import { card, sectionTitle } from '@/components/console/styles';
import { consolePath } from '@/lib/console/names';
import { formatPrice } from '@/lib/format/price';
import { dashboard } from '@/lib/server/console/dashboard';
import { consolePage } from '@/lib/server/console/pageSession';

export const metadata: Metadata = { title: '今日' };

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  const body = (
    <>
      <span className="block text-sm text-muted">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-ink">{value}</span>
    </>
  );
  return href ? (
    <Link href={href} className={`${card} block hover:border-primary`}>
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  );
}

export default async function ConsoleTodayPage({ params }: { params: Promise<{ host: string }> }) {
  const { db, shop, session } = await consolePage((await params).host);
  if (!session) return <RenewSession shopId={shop.id} />;
  const d = await dashboard(db, session);
  return (
    <ConsoleShell session={session} current="today">
      <h1 className="text-xl font-semibold text-ink">今日</h1>
      <section aria-labelledby="figures" className="mt-4">
        <h2 id="figures" className="sr-only">
          訂單與營業額
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="今日訂單" value={String(d.today.orders)} />
          <Figure label="今日營業額" value={formatPrice(d.today.revenue)} />
          <Figure label="本週訂單" value={String(d.week.orders)} />
          <Figure label="本週營業額" value={formatPrice(d.week.revenue)} />
        </div>
      </section>
      <section aria-labelledby="waiting" className="mt-6">
        <h2 id="waiting" className={sectionTitle}>
          待處理
        </h2>
        <div className="mt-3 grid grid-cols-3 gap-3">
          <Figure
            label="待確認轉帳"
            value={String(d.waiting.toConfirm)}
            href={consolePath('/orders?status=unpaid&paymentType=atm&transfer=reported')}
          />
          <Figure
            label="待出貨"
            value={String(d.waiting.toShip)}
            href={consolePath('/orders?status=processing')}
          />
          <Figure
            label="退貨申請"
            value={String(d.waiting.returns)}
            href={consolePath('/orders?returns=requested')}
          />
        </div>
      </section>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="low-stock" className={card}>
          <h2 id="low-stock" className={sectionTitle}>
            庫存不足（少於 {d.lowStock.threshold} 件）
          </h2>
          {d.lowStock.items.length === 0 ? (
            <p className="mt-2 text-sm text-muted">目前沒有庫存不足的商品。</p>
          ) : (
            <>
              <ul className="mt-2 divide-y divide-line text-sm">
                {d.lowStock.items.map((item) => (
                  <li key={`${item.productId}-${item.spec}`} className="flex justify-between gap-3 py-2">
                    <span>
                      {item.name}
                      {item.spec ? <span className="text-muted">（{item.spec}）</span> : null}
                    </span>
                    <span className={item.stock === 0 ? 'font-semibold text-red-700' : 'text-ink'}>
                      {item.stock} 件
                    </span>
                  </li>
                ))}
              </ul>
              {d.lowStock.count > d.lowStock.items.length ? (
                <p className="mt-2 text-xs text-muted">
                  共 {d.lowStock.count} 項，顯示庫存最少的 {d.lowStock.items.length} 項。
                </p>
              ) : null}
            </>
          )}
        </section>
        <section aria-labelledby="visits" className={card}>
          <h2 id="visits" className={sectionTitle}>
            首頁造訪
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-muted">今日</dt>
              <dd className="text-2xl font-semibold text-ink">{d.visits.today}</dd>
            </div>
            <div>
              <dt className="text-muted">本週</dt>
              <dd className="text-2xl font-semibold text-ink">{d.visits.week}</dd>
            </div>
          </dl>
        </section>
      </div>
    </ConsoleShell>
  );
}
