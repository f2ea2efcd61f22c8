import type { PageArea } from '@/lib/api/contract';
import { visibleProducts } from '@/lib/catalog/productList';
import { youtubeId } from '@/lib/home/youtube';

const hasImage = (item: { responsiveImage: { webSizeImage: unknown; phoneSizeImage: unknown } }) =>
  Boolean(item.responsiveImage.webSizeImage || item.responsiveImage.phoneSizeImage);

/**
 * Whether an area has anything to show. An empty one is left out altogether rather than leaving a
 * bare heading or band: a product list whose category or activity is gone (productType null), a
 * video link that is not a YouTube video, and so on.
 */
export function hasContent(area: PageArea): boolean {
  switch (area.type) {
    case 'banner':
      return area.banner.carousel.some(hasImage);
    case 'marketing':
      return area.marketing.carousel.some(hasImage);
    case 'news':
      return area.news.carousel.length > 0;
    case 'text':
      return Boolean(area.text.title.trim() || area.text.description.trim());
    case 'youtube':
      return youtubeId(area.youtube.url) !== null;
    case 'productList':
      return visibleProducts(area.productList.productType?.EcommerceProducts ?? [], 1).length > 0;
    case 'productTypeList':
      return area.productTypeList.items.length > 0;
  }
}
