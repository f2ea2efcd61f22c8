import type { Metadata } from 'next';
import { absoluteImageUrl, absoluteUrl } from './url';

export type ShopPageMetadataInput = {
  host: string;
  shopName: string;
  /** The page's site path; any query but `page` is dropped from the canonical URL. */
  path: string;
  /** The page's own title; the layout's template adds the shop name. */
  title?: string;
  description?: string;
  /** Image filename (site path or absolute URL), e.g. the product's main image. */
  image?: string | null;
  noIndex?: boolean;
};

/** What a search engine shows for pages that have no text of their own. */
export const shopDescription = (shopName: string) =>
  `${shopName}線上商店：精選商品、優惠活動與商品分類，線上輕鬆選購。`;

/**
 * The one URL a page is indexed under: tracking and other query parameters would split it into
 * duplicates, but later pages of a list are pages of their own.
 */
export function canonicalPath(path: string): string {
  const url = new URL(path, 'http://canonical.invalid');
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? `${url.pathname}?page=${page}` : url.pathname;
}

/** Title, description, canonical URL and share cards of a storefront page. */
export function shopPageMetadata({
  host,
  shopName,
  path,
  title,
  description,
  image,
  noIndex,
}: ShopPageMetadataInput): Metadata {
  const url = absoluteUrl(host, canonicalPath(path));
  const fullTitle = title ? `${title}｜${shopName}` : shopName;
  const text = description?.trim() || shopDescription(shopName);
  const imageUrl = image ? absoluteImageUrl(host, image) : null;
  return {
    // Without a page title the shop name stands alone, not templated into "name｜name".
    title: title ?? { absolute: shopName },
    description: text,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: shopName,
      locale: 'zh_TW',
      url,
      title: fullTitle,
      description: text,
      ...(imageUrl ? { images: [{ url: imageUrl, alt: title ?? shopName }] } : {}),
    },
    twitter: imageUrl
      ? { card: 'summary_large_image', title: fullTitle, description: text, images: [imageUrl] }
      : { card: 'summary', title: fullTitle, description: text },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
