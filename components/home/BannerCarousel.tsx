'use client';

import { lazy, Suspense } from 'react';
import { preloadSlide } from './SlideImage';
import { SlideLink } from './SlideLink';
import { DEVICE_MEDIA, type BannerProps } from './slides';
import { useMediaQuery } from '@/lib/ui/useMediaQuery';

// Swiper is the heaviest script of the home page: it is fetched after the first paint, and only by
// the device whose carousel is on screen.
const BannerSwiper = lazy(() => import('./BannerSwiper').then((m) => ({ default: m.BannerSwiper })));

/**
 * One device's banner. The server and the other device render the first slide only, which is what
 * the carousel shows first anyway, so the first paint already has the banner picture.
 */
export function BannerCarousel({ device, slides, lead = false }: BannerProps) {
  const onScreen = useMediaQuery(DEVICE_MEDIA[device]);
  const [firstSlide] = slides;
  if (!firstSlide) return null;
  // From a client component: a server component's preload would also travel in the RSC data of
  // every link that prefetches the home page, and fetch the banner on other pages.
  if (lead) preloadSlide(firstSlide, device);
  const first = <SlideLink slide={firstSlide} device={device} eager={lead} />;
  if (!onScreen || slides.length < 2) return first;
  return (
    <Suspense fallback={first}>
      <BannerSwiper device={device} slides={slides} lead={lead} />
    </Suspense>
  );
}
