import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ListHeader } from '@/components/catalog/ListHeader';
import { EmptyState } from '@/components/ui/EmptyState';
import { listCategories, listCategoryGroups } from '@/lib/api/catalog';
import { MAX_LIMIT, type Category } from '@/lib/api/contract';
import { isUnavailable } from '@/lib/api/result';
import { ALL_CATEGORIES_LABEL } from '@/lib/navigation/navItems';
import { allCategoriesPath, productListPath } from '@/lib/routes';
import { shopPageMetadata } from '@/lib/seo/metadata';
import { loadShop } from '@/lib/shop/load';
import { DESKTOP_MEDIA } from '@/lib/ui/breakpoints';
import { PageFailureError } from '@/lib/ui/pageFailure';

type Props = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host } = await params;
  const shop = await loadShop(host);
  if (!shop.ok) return {};
  return shopPageMetadata({
    host,
    shopName: shop.config.Shop.name,
    path: allCategoriesPath(),
    title: ALL_CATEGORIES_LABEL,
  });
}

/** AllCategory (spec §2): every category, under its group; ungrouped ones last. */
export default async function AllCategoryPage({ params }: Props) {
  const shop = await loadShop((await params).host);
  if (!shop.ok) notFound();
  const [[categories, e1], [groups, e2]] = await Promise.all([
    listCategories(shop.shopId, { limit: MAX_LIMIT }),
    listCategoryGroups(shop.shopId),
  ]);
  const failure = e1 ?? e2;
  // An unreachable service is an error page (5xx) with the server's message, not a page claiming the
  // shop has no categories.
  if (failure && isUnavailable(failure)) throw new PageFailureError(failure);
  const ungrouped = (categories ?? []).filter((c) => c.EcommerceCategoryGroupId === null);
  const sections = [
    ...(groups ?? []).map((g) => ({
      key: g.nanoId,
      title: g.name,
      href: productListPath('group', g.nanoId),
      categories: g.EcommerceCategories,
    })),
    ...(ungrouped.length
      ? [{ key: 'other', title: '其他類別', href: undefined, categories: ungrouped }]
      : []),
  ];

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ListHeader
        title={ALL_CATEGORIES_LABEL}
        crumbs={[{ name: '首頁', href: '/' }, { name: ALL_CATEGORIES_LABEL }]}
      />
      <Link
        href={productListPath('all')}
        className="mb-8 inline-block rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white"
      >
        瀏覽所有商品
      </Link>
      {failure ? <EmptyState kind="product" title="類別載入失敗" description={failure.msg} /> : null}
      {!failure && sections.length === 0 ? (
        <EmptyState kind="product" title="目前沒有類別" description="請稍後再來看看，或先瀏覽所有商品。" />
      ) : null}
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`group-${s.key}`} className="mb-10">
          <div className="mb-4 flex items-baseline justify-between">
            <h2 id={`group-${s.key}`} className="text-lg font-semibold">
              {s.title}
            </h2>
            {s.href ? (
              <Link href={s.href} className="text-sm text-primary hover:underline">
                查看全部
              </Link>
            ) : null}
          </div>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {s.categories.map((c) => (
              <li key={c.nanoId}>
                <CategoryCard category={c} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function CategoryCard({ category }: { category: Pick<Category, 'nanoId' | 'name' | 'Image'> }) {
  return (
    <Link href={productListPath('category', category.nanoId)} className="group block">
      <div className="aspect-square overflow-hidden rounded-xl bg-highlight">
        {category.Image ? (
          <Image
            src={category.Image.filename}
            alt=""
            width={500}
            height={500}
            sizes={`${DESKTOP_MEDIA} 25vw, 50vw`}
            className="h-full w-full object-cover transition group-hover:scale-105"
          />
        ) : null}
      </div>
      <p className="mt-2 text-sm font-medium group-hover:text-primary">{category.name}</p>
    </Link>
  );
}
