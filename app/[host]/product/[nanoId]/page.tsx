import { dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ListHeader } from '@/components/catalog/ListHeader';
import { ProductGallery } from '@/components/product/ProductGallery';
import { ProductPurchase } from '@/components/product/ProductPurchase';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageDataBoundary } from '@/components/shell/PageDataBoundary';
import type { Product } from '@/lib/api/contract';
import { getCashbackSetting } from '@/lib/api/commerce';
import { productCashbackNote } from '@/lib/catalog/cashback';
import { productListPath, productPath } from '@/lib/routes';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/jsonld';
import { shopPageMetadata } from '@/lib/seo/metadata';
import { absoluteImageUrl, absoluteUrl } from '@/lib/seo/url';
import { loadProduct } from './loadProduct';

/**
 * Rendered on first visit, then cached like the rest of the shop's pages. No loading skeleton: behind
 * one, React sends a page this size after the skeleton and shows it at least 300 ms after the first
 * paint, so the picture would never be in it. Links prefetch the page before a tap anyway.
 */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ host: string; nanoId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, nanoId } = await params;
  const { shop, product } = await loadProduct(host, nanoId);
  return shopPageMetadata({
    host,
    shopName: shop.config.Shop.name,
    path: productPath(product.nanoId),
    title: product.name,
    description: product.description.slice(0, 150) || `${product.name}，${shop.config.Shop.name} 線上購買。`,
    image: (product.MainImage ?? product.Image)?.filename,
  });
}

/** Every picture in order; from a backend without the list, the main and the other picture. */
function galleryOf(product: Product) {
  const images = product.pictures?.length
    ? product.pictures
    : [product.MainImage, product.Image].filter((i): i is NonNullable<typeof i> => i !== null);
  return images.filter((img, i) => images.findIndex((o) => o.filename === img.filename) === i);
}

/** ProductDetail (spec §2): gallery, activity, prices, specs, quantity, add to cart, description, cashback. */
export default async function ProductDetailPage({ params }: Props) {
  const { host, nanoId } = await params;
  const { shop, product, queries } = await loadProduct(host, nanoId);
  // Spec §1: the rebate setting (a cached public read). A shop whose setting cannot be read promises no cashback.
  const [cashback] = await getCashbackSetting(shop.shopId);
  const cashbackNote = productCashbackNote(cashback?.enabled ?? false, product.useCashbackRate);
  const category = product.EcommerceCategories[0];
  const crumbs = [
    { name: '首頁', href: '/' },
    category
      ? { name: category.name, href: productListPath('category', category.nanoId) }
      : { name: '所有商品', href: productListPath('all') },
    { name: product.name },
  ];
  const image = (product.MainImage ?? product.Image)?.filename;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={productJsonLd({
          product,
          url: absoluteUrl(host, productPath(product.nanoId)),
          shopName: shop.config.Shop.name,
          imageUrl: image ? absoluteImageUrl(host, image) : undefined,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((c) => ({
            name: c.name,
            url: absoluteUrl(host, c.href ?? productPath(product.nanoId)),
          })),
        )}
      />
      <div className="grid gap-8 sm:grid-cols-2 sm:gap-12">
        <ProductGallery images={galleryOf(product)} name={product.name} />
        <div>
          <ListHeader title={product.name} crumbs={crumbs} />
          {product.EcommerceActivity?.enable ? (
            <Link
              href={productListPath('activity', product.EcommerceActivity.nanoId)}
              className="-mt-3 mb-4 inline-block rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary"
            >
              {product.EcommerceActivity.name}
            </Link>
          ) : null}
          <PageDataBoundary state={dehydrate(queries)}>
            <ProductPurchase nanoId={product.nanoId} />
          </PageDataBoundary>
          {cashbackNote ? (
            <p className="mt-6 rounded-lg bg-highlight px-4 py-3 text-sm text-muted">{cashbackNote}</p>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="product-description" className="mt-12 border-t border-line pt-8">
        <h2 id="product-description" className="mb-4 text-lg font-semibold">
          商品介紹
        </h2>
        <p className="whitespace-pre-line leading-relaxed text-ink/90">{product.description || '—'}</p>
      </section>
    </article>
  );
}
