import type { CarouselItem } from '@/lib/api/contract';
import { BannerCarousel } from './BannerCarousel';
import { deviceSlides } from './slides';

/**
 * Each device gets its own carousel of its own slides, so pagination counts only what it shows. The
 * lead banner (the first area) opens the page: its first slide is loaded first (BannerCarousel).
 */
export function BannerArea({ items, lead = false }: { items: CarouselItem[]; lead?: boolean }) {
  const desktop = deviceSlides(items, 'desktop');
  const phone = deviceSlides(items, 'phone');
  return (
    <div className="mx-auto max-w-[1440px]">
      {desktop.length > 0 ? (
        <div className="hidden sm:block">
          <BannerCarousel device="desktop" slides={desktop} lead={lead} />
        </div>
      ) : null}
      {phone.length > 0 ? (
        <div className="sm:hidden">
          <BannerCarousel device="phone" slides={phone} lead={lead} />
        </div>
      ) : null}
    </div>
  );
}
