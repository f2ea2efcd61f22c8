import type { Metadata } from 'next';
import Link from 'next/link';
import { BulkShip } from '@/components/console/BulkShip';
import { ConsoleShell } from '../_components/ConsoleShell';
import { ExportCsv } from '@/components/console/ExportCsv';
import { OrderFilters } from '../_components/OrderFilters';
import { RenewSession } from '@/components/console/RenewSession';
import { card } from '@/components/console/styles';
import { ORDER_STATUSES } from '@/lib/api/contract';
import { consolePath } from '@/lib/console/names';
import { formatPrice } from '@/lib/format/price';
import { ORDER_STATUS_LABELS, PAYMENT_TYPE_LABELS } from '@/lib/order/labels';
import { filterQuery, OrderFilterSchema, type OrderFilter } from '@/lib/server/console/orderFilters';
import { listOrders } from '@/lib/server/console/orderList';
import { consolePage } from '@/lib/server/console/pageSession';
import { taiwanDateTime } from '@/lib/server/console/taiwanTime';

export const metadata: Metadata = { title: '訂單' };

type Search = Record<string, string | string[] | undefined>;

const first = (search: Search) =>
  Object.fromEntries(Object.entries(search).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

const SHIP_FORM = 'console-orders';

export default async function ConsoleOrdersPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<Search>;
}) {
  const { db, shop, session } = await consolePage((await params).host);
  if (!session) return <RenewSession shopId={shop.id} />;
  const parsed = OrderFilterSchema.safeParse(first(await searchParams));
  const filter: OrderFilter = parsed.success ? parsed.data : { page: 1 };
  const list = await listOrders(db, session, filter);
  const { page: _page, status: _status, ...rest } = filter;
  const all = Object.values(list.counts).reduce((a, b) => a + b, 0);
  const tabs = [
    { key: undefined, label: '全部', count: all },
    ...ORDER_STATUSES.map((s) => ({ key: s, label: ORDER_STATUS_LABELS[s], count: list.counts[s] })),
  ];
  return (
    <ConsoleShell session={session} current="orders">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-ink">訂單</h1>
        {list.newSince > 0 ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">
            {list.newSince} 筆新訂單
          </span>
        ) : null}
        <div className="ml-auto">
          <ExportCsv shopId={shop.id} query={filterQuery({ ...filter, page: 1 })} />
        </div>
      </div>
      {parsed.success ? null : (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {parsed.error.issues[0]?.message ?? '篩選條件不正確'}，已顯示全部訂單。
        </p>
      )}
      <nav aria-label="訂單狀態" className="mt-4 flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link
            key={t.label}
            href={consolePath(`/orders${filterQuery({ ...rest, status: t.key, page: 1 })}`)}
            aria-current={filter.status === t.key ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              filter.status === t.key
                ? 'border-primary bg-primary-soft text-primary'
                : 'border-line bg-white text-ink'
            }`}
          >
            {t.label} <span className="text-muted">{t.count}</span>
          </Link>
        ))}
      </nav>
      <OrderFilters filter={filter} />
      {list.rows.length === 0 ? (
        <p className={`${card} mt-4 text-sm text-muted`}>沒有符合條件的訂單。</p>
      ) : (
        <form id={SHIP_FORM} className="mt-4">
          <BulkShip shopId={shop.id} formId={SHIP_FORM} />
          <ul className="mt-2 space-y-2" aria-label="訂單列表">
            {list.rows.map((o) => (
              <li key={o.id} className={`${card} flex flex-wrap items-center gap-x-4 gap-y-1 text-sm`}>
                {o.status === 'processing' ? (
                  <input
                    type="checkbox"
                    name="ship"
                    value={`${o.id}:${o.version}`}
                    aria-label={`選取訂單 ${o.orderNo} 出貨`}
                    className="h-4 w-4"
                  />
                ) : (
                  <span className="w-4" aria-hidden="true" />
                )}
                <Link href={consolePath(`/orders/${o.id}`)} className="font-mono font-semibold text-primary">
                  {o.orderNo}
                </Link>
                <span className="rounded-full bg-highlight px-2 py-0.5">{ORDER_STATUS_LABELS[o.status]}</span>
                {o.transferReported && o.status === 'unpaid' ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">已回報轉帳</span>
                ) : null}
                {o.returnRequested ? (
                  <span className="rounded-full bg-red-50 px-2 py-0.5 text-red-700">退貨申請中</span>
                ) : null}
                <span className="text-muted">{taiwanDateTime(o.createdAt)}</span>
                <span>
                  {o.receiver} {o.receiverPhone}
                </span>
                <span className="text-muted">
                  {PAYMENT_TYPE_LABELS[o.paymentType as keyof typeof PAYMENT_TYPE_LABELS] ?? o.paymentType}・
                  {o.delivery}
                </span>
                <span className="ml-auto font-semibold">{formatPrice(o.total)}</span>
              </li>
            ))}
          </ul>
        </form>
      )}
      {list.pages > 1 ? (
        <nav aria-label="分頁" className="mt-4 flex items-center justify-center gap-3 text-sm">
          {filter.page > 1 ? (
            <Link
              href={consolePath(`/orders${filterQuery({ ...filter, page: filter.page - 1 })}`)}
              className="text-primary"
            >
              上一頁
            </Link>
          ) : null}
          <span>
            第 {filter.page} / {list.pages} 頁（共 {list.total} 筆）
          </span>
          {filter.page < list.pages ? (
            <Link
              href={consolePath(`/orders${filterQuery({ ...filter, page: filter.page + 1 })}`)}
              className="text-primary"
            >
              下一頁
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ConsoleShell>
  );
}
