import type { CarouselItem } from '@/lib/api/contract';
import { BannerCarousel } from './BannerCarousel';
import { deviceSlides } from './slides';

/** Each device gets its own carousel of its own slides, so pagination counts only what it shows. */
export function BannerArea({ items }: { items: CarouselItem[] }) {
  const desktop = deviceSlides(items, 'desktop');
  const phone = deviceSlides(items, 'phone');
  return (
    <div className="mx-auto max-w-[1440px]">
      {desktop.length > 0 ? (
        <div className="hidden sm:block">
          <BannerCarousel device="desktop" slides={desktop} />
        </div>
      ) : null}
      {phone.length > 0 ? (
        <div className="sm:hidden">
          <BannerCarousel device="phone" slides={phone} />
        </div>
      ) : null}
    </div>
  );
}
