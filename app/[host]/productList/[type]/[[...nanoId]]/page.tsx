import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListHeader } from '@/components/catalog/ListHeader';
import { ProductListBody } from '@/components/catalog/ProductListBody';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageFromSegments } from '@/lib/catalog/pageSegment';
import { loadProductList } from '@/lib/catalog/productListPage';
import { isListType, productListPath } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { shopPageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/url';
import { loadShop } from '@/lib/shop/load';

/**
 * Rendered on first visit, then cached like the rest of the shop's pages (see pageSegment.ts). No
 * loading skeleton, for the reason given on the product page: the first pictures belong in the first paint.
 */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ host: string; type: string; nanoId?: string[] }> };

async function load({ params }: Props) {
  const { host, type, nanoId: segments } = await params;
  const { segments: rest, page } = pageFromSegments(segments);
  const shop = await loadShop(host);
  // One nanoId at most; `all` takes none.
  if (!shop.ok || !isListType(type) || (rest?.length ?? 0) > 1 || (type === 'all') !== !rest?.length)
    notFound();
  const nanoId = rest?.[0];
  const list = await loadProductList(shop.shopId, type, nanoId, page);
  if ('notFound' in list) notFound();
  return { host, type, nanoId, page, shop, list };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { host, type, nanoId, page, shop, list } = await load(props);
  return shopPageMetadata({
    host,
    shopName: shop.config.Shop.name,
    path: productListPath(type, nanoId, page),
    title: page > 1 ? `${list.title}（第 ${page} 頁）` : list.title,
    description:
      list.description || `${list.title}：${shop.config.Shop.name} 精選商品，共 ${list.total} 件。`,
    image: list.image?.filename ?? list.products[0]?.MainImage?.filename,
  });
}

export default async function ProductListPage(props: Props) {
  const { host, type, nanoId, page, list } = await load(props);
  const crumbs = [
    { name: '首頁', href: '/' },
    ...(type === 'all' ? [] : [{ name: '所有商品', href: productListPath('all') }]),
  ];
  if (page > 1 && list.products.length === 0) notFound();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={breadcrumbJsonLd(
          [...crumbs, { name: list.title, href: productListPath(type, nanoId) }].map((c) => ({
            name: c.name,
            url: absoluteUrl(host, c.href ?? '/'),
          })),
        )}
      />
      <ListHeader title={list.title} crumbs={[...crumbs, { name: list.title }]} total={list.total} />
      <ProductListBody
        products={list.products}
        total={list.total}
        page={page}
        href={(p) => productListPath(type, nanoId, p)}
      />
    </section>
  );
}
