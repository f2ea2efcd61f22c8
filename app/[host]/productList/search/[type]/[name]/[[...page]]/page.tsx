import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListHeader } from '@/components/catalog/ListHeader';
import { ProductListBody } from '@/components/catalog/ProductListBody';
import { countProducts, listProducts } from '@/lib/api/catalog';
import { pageFromSegments } from '@/lib/catalog/pageSegment';
import { PRODUCTS_PER_PAGE } from '@/lib/catalog/productList';
import { searchPath } from '@/lib/routes';
import { shopPageMetadata } from '@/lib/seo/metadata';
import { loadShop } from '@/lib/shop/load';

// Results are rendered per request: caching a page for every text a shopper types would grow without bound.
type Props = { params: Promise<{ host: string; type: string; name: string; page?: string[] }> };

async function load({ params }: Props) {
  const { host, type, name: encoded, page: segments } = await params;
  const shop = await loadShop(host);
  const name = safeDecode(encoded).trim();
  const { segments: extra, page } = pageFromSegments(segments);
  // SearchProductList searches by name only (spec §2).
  if (!shop.ok || type !== 'name' || !name || name.length > 100 || extra.length) notFound();
  return { host, shop, name, page };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { host, shop, name, page } = await load(props);
  return shopPageMetadata({
    host,
    shopName: shop.config.Shop.name,
    path: searchPath(name, page),
    title: `「${name}」的搜尋結果`,
    // Result pages change with the catalog; they are for shoppers, not for search engines.
    noIndex: true,
  });
}

export default async function SearchProductListPage(props: Props) {
  const { shop, name, page } = await load(props);
  const paging = { start: (page - 1) * PRODUCTS_PER_PAGE, limit: PRODUCTS_PER_PAGE };
  const [[products, e1], [count, e2]] = await Promise.all([
    listProducts(shop.shopId, { ...paging, name }),
    countProducts(shop.shopId, { name }),
  ]);
  // Results are made per request and kept from search engines (noIndex), so a failure stays on the
  // page, inline and as a toast (spec §8), rather than as the error page the listed pages get.
  const failure = e1 ?? e2 ?? undefined;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ListHeader
        title={`「${name}」的搜尋結果`}
        crumbs={[{ name: '首頁', href: '/' }, { name: '搜尋' }]}
        total={failure ? undefined : count!.count}
      />
      <ProductListBody
        products={products ?? []}
        total={count?.count ?? 0}
        page={page}
        href={(p) => searchPath(name, p)}
        failure={failure?.msg}
        empty={{ kind: 'search', title: '找不到相關商品', description: '換個關鍵字試試看，或瀏覽所有商品。' }}
      />
    </section>
  );
}
