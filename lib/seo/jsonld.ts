import type { Product } from '@/lib/api/contract';

const SCHEMA = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

type Availability = typeof IN_STOCK | typeof OUT_OF_STOCK;

type OfferBase = { url: string; priceCurrency: 'TWD'; availability: Availability };
type Offer = OfferBase & { '@type': 'Offer'; price: number };
type AggregateOffer = OfferBase & {
  '@type': 'AggregateOffer';
  lowPrice: number;
  highPrice: number;
  offerCount: number;
};

export type ProductJsonLd = {
  '@context': typeof SCHEMA;
  '@type': 'Product';
  name: string;
  description: string;
  sku: string;
  image?: string;
  brand: { '@type': 'Brand'; name: string };
  offers: Offer | AggregateOffer;
};

export type BreadcrumbJsonLd = {
  '@context': typeof SCHEMA;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
};

/** schema.org Product of a product page: what search results show as price and stock. */
export function productJsonLd({
  product,
  url,
  shopName,
  imageUrl,
}: {
  product: Product;
  url: string;
  shopName: string;
  imageUrl?: string;
}): ProductJsonLd {
  const base: OfferBase = {
    url,
    priceCurrency: 'TWD',
    availability: product.totalStock > 0 ? IN_STOCK : OUT_OF_STOCK,
  };
  const prices = product.EcommerceProductStocks.map((stock) => stock.activityPrice);
  const lowPrice = Math.min(...prices);
  const highPrice = Math.max(...prices);
  // Specs priced differently are one product with a price range, not one price.
  const offers: Offer | AggregateOffer =
    prices.length > 0 && lowPrice !== highPrice
      ? { '@type': 'AggregateOffer', ...base, lowPrice, highPrice, offerCount: prices.length }
      : { '@type': 'Offer', ...base, price: product.activityPrice };
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description.trim() || product.name,
    sku: product.nanoId,
    ...(imageUrl ? { image: imageUrl } : {}),
    brand: { '@type': 'Brand', name: shopName },
    offers,
  };
}

/** schema.org BreadcrumbList, items from the home page down to the current page. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): BreadcrumbJsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * JSON for an inline script. Shop text may hold `</script>` or `<!--`; with every `<` escaped the
 * browser cannot end the script early, and JSON parsers read `\u003c` back as `<`.
 */
export function jsonLdString(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
