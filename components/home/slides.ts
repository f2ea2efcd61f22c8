import type { CarouselItem } from '@/lib/api/contract';
import { universalLinkPath } from '@/lib/routes';
import { DESKTOP_MEDIA, PHONE_MEDIA } from '@/lib/ui/breakpoints';

export type Device = 'desktop' | 'phone';

/** The same switch as the `sm:` classes that show one device's banner (spec §9). */
export const DEVICE_MEDIA: Record<Device, string> = { desktop: DESKTOP_MEDIA, phone: PHONE_MEDIA };

/** The size each device's slide image is made at (spec §9: activity banner 1440). */
export const SLIDE_SIZE: Record<Device, { width: number; height: number }> = {
  desktop: { width: 1440, height: 560 },
  phone: { width: 750, height: 750 },
};

export type Slide = { href: string; label: string; src: string };

const TARGET_LABEL: Record<CarouselItem['universalLink']['type'], string> = {
  ecommerceActivity: '查看活動商品',
  ecommerceCategory: '查看分類商品',
};

/**
 * The slides one device shows: only those with an image made for it (spec §2 Home). The label names
 * the link for screen readers; the page data carries no name for the target, hence the generic one.
 */
export function deviceSlides(items: CarouselItem[], device: Device): Slide[] {
  return items.flatMap((item) => {
    const { webSizeImage, phoneSizeImage } = item.responsiveImage;
    const image = device === 'desktop' ? webSizeImage : phoneSizeImage;
    if (!image) return [];
    const label = item.alt?.trim() || TARGET_LABEL[item.universalLink.type];
    return [{ href: universalLinkPath(item.universalLink), label, src: image.filename }];
  });
}

/** One device's banner: its slides, and whether it is the page's lead banner (eager, preloaded). */
export type BannerProps = { device: Device; slides: Slide[]; lead?: boolean };
