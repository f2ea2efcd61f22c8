import type { CarouselItem } from '@/lib/api/contract';
import { SlideLink } from './SlideLink';
import { deviceSlides, type Device } from './slides';

const LIST_CLASS: Record<Device, string> = { desktop: 'hidden sm:grid', phone: 'grid sm:hidden' };

/** The banner's links stacked, without a carousel (spec §2 Home). */
export function MarketingArea({ items }: { items: CarouselItem[] }) {
  return (['desktop', 'phone'] as const).map((device) => {
    const slides = deviceSlides(items, device);
    return slides.length > 0 ? (
      <ul key={device} className={`${LIST_CLASS[device]} gap-4 sm:gap-6`}>
        {slides.map((slide, i) => (
          <li key={`${i}:${slide.src}`}>
            <SlideLink slide={slide} device={device} className="rounded-xl" />
          </li>
        ))}
      </ul>
    ) : null;
  });
}
