import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleShell } from '../_components/ConsoleShell';
import { CatalogTransfer } from '@/components/console/products/CatalogTransfer';
import { ProductBulk } from '@/components/console/products/ProductBulk';
import { RenewSession } from '@/components/console/RenewSession';
import { buttonPrimary, buttonSecondary, card, input, label } from '@/components/console/styles';
import { consolePath } from '@/lib/console/names';
import {
  productFilterQuery,
  ProductListQuerySchema,
  type ProductFilter,
} from '@/lib/console/products/listQuery';
import { formatPrice } from '@/lib/format/price';
import { consolePage } from '@/lib/server/console/pageSession';
import { listProducts } from '@/lib/server/catalog/edit/productList';
import { productChoices } from '@/lib/server/catalog/edit/productView';

export const metadata: Metadata = { title: '商品' };

type Search = Record<string, string | string[] | undefined>;

const first = (search: Search) =>
  Object.fromEntries(Object.entries(search).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

const BULK_FORM = 'console-products';

/** The shop's products: search, filters in the address, counts, bulk actions, the catalog file. */
export default async function ConsoleProductsPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<Search>;
}) {
  const { db, shop, session } = await consolePage((await params).host);
  if (!session) return <RenewSession shopId={shop.id} />;
  const parsed = ProductListQuerySchema.safeParse(first(await searchParams));
  const filter: ProductFilter = parsed.success ? parsed.data : { page: 1 };
  const [list, choices] = await Promise.all([
    listProducts(db, shop.id, { page: 1, ...filter }),
    productChoices(db, shop.id),
  ]);
  const { visibility: _v, soldOut: _s, page: _p, ...base } = filter;
  const tabs = [
    { label: '全部', count: list.counts.all, to: base, on: !filter.visibility && !filter.soldOut },
    {
      label: '上架中',
      count: list.counts.public,
      to: { ...base, visibility: 'public' as const },
      on: filter.visibility === 'public' && !filter.soldOut,
    },
    {
      label: '已隱藏',
      count: list.counts.hidden,
      to: { ...base, visibility: 'hidden' as const },
      on: filter.visibility === 'hidden' && !filter.soldOut,
    },
    {
      label: '已售完',
      count: list.counts.soldOut,
      to: { ...base, soldOut: '1' as const },
      on: !filter.visibility && filter.soldOut === '1',
    },
  ];
  const page = list.page;
  return (
    <ConsoleShell session={session} current="products">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-ink">商品</h1>
        <Link href={consolePath('/products/new')} className={`${buttonPrimary} ml-auto`}>
          新增商品
        </Link>
      </div>
      {parsed.success ? null : (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {parsed.error.issues[0]?.message ?? '篩選條件不正確'}，已顯示全部商品。
        </p>
      )}
      <nav aria-label="商品狀態" className="mt-4 flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link
            key={t.label}
            href={consolePath(`/products${productFilterQuery(t.to)}`)}
            aria-current={t.on ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              t.on ? 'border-primary bg-primary-soft text-primary' : 'border-line bg-white text-ink'
            }`}
          >
            {t.label} <span className="text-muted">{t.count}</span>
          </Link>
        ))}
      </nav>
      <form
        method="get"
        action={consolePath('/products')}
        className={`${card} mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5`}
      >
        <label className={`${label} lg:col-span-2`}>
          搜尋商品名稱
          <input name="q" type="search" defaultValue={filter.q ?? ''} className={input} />
        </label>
        <label className={label}>
          分類
          <select name="category" defaultValue={filter.category ?? ''} className={input}>
            <option value="">全部分類</option>
            {choices.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          活動
          <select name="activity" defaultValue={filter.activity ?? ''} className={input}>
            <option value="">全部活動</option>
            {choices.activities.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          上架狀態
          <select name="visibility" defaultValue={filter.visibility ?? ''} className={input}>
            <option value="">全部</option>
            <option value="public">上架中</option>
            <option value="hidden">已隱藏</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="soldOut"
            value="1"
            defaultChecked={filter.soldOut === '1'}
            className="h-4 w-4"
          />
          只看已售完
        </label>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
          <button type="submit" className={buttonPrimary}>
            篩選
          </button>
          <Link href={consolePath('/products')} className={buttonSecondary}>
            清除
          </Link>
        </div>
      </form>
      {list.rows.length === 0 ? (
        <p className={`${card} mt-4 text-sm text-muted`}>沒有符合條件的商品。</p>
      ) : (
        <form id={BULK_FORM} className="mt-4">
          <ProductBulk shopId={shop.id} formId={BULK_FORM} categories={choices.categories} />
          <ul className="mt-2 space-y-2" aria-label="商品列表">
            {list.rows.map((p) => (
              <li key={p.id} className={`${card} flex items-start gap-3 text-sm`}>
                {/* The whole 44 × 44 px square ticks the box (WCAG 2.2 target size, phones). */}
                <label className="-ml-2 mt-0.5 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center">
                  <input
                    type="checkbox"
                    name="product"
                    value={`${p.id}:${p.version}`}
                    aria-label={`選取 ${p.name}`}
                    className="h-5 w-5"
                  />
                </label>
                {p.mainImage ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={p.mainImage}
                    alt=""
                    className="h-12 w-12 shrink-0 rounded border border-line object-cover"
                  />
                ) : (
                  <span
                    className="h-12 w-12 shrink-0 rounded border border-line bg-highlight"
                    aria-hidden="true"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    href={consolePath(`/products/${p.id}`)}
                    className="font-semibold break-words text-primary"
                  >
                    {p.name}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span
                      className={`rounded-full px-2 py-0.5 ${p.isPublic ? 'bg-primary-soft text-primary' : 'bg-highlight text-muted'}`}
                    >
                      {p.isPublic ? '上架中' : '已隱藏'}
                    </span>
                    {p.totalStock === 0 ? (
                      <span className="rounded-full bg-red-50 px-2 py-0.5 text-red-700">已售完</span>
                    ) : (
                      <span className="text-muted">庫存 {p.totalStock}</span>
                    )}
                    {p.activityName ? <span className="text-muted">{p.activityName}</span> : null}
                    <span className="font-semibold">
                      {formatPrice(p.price)}
                      {p.activityPrice !== null ? (
                        <span className="ml-1 font-normal text-muted">
                          活動價 {formatPrice(p.activityPrice)}
                        </span>
                      ) : null}
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </form>
      )}
      {list.pages > 1 ? (
        <nav aria-label="頁碼" className="mt-4 flex items-center justify-center gap-3 text-sm">
          {page > 1 ? (
            <Link
              className={buttonSecondary}
              href={consolePath(`/products${productFilterQuery({ ...filter, page: page - 1 })}`)}
            >
              上一頁
            </Link>
          ) : null}
          <span>
            第 {page} / {list.pages} 頁
          </span>
          {page < list.pages ? (
            <Link
              className={buttonSecondary}
              href={consolePath(`/products${productFilterQuery({ ...filter, page: page + 1 })}`)}
            >
              下一頁
            </Link>
          ) : null}
        </nav>
      ) : null}
      <CatalogTransfer shopId={shop.id} />
    </ConsoleShell>
  );
}
