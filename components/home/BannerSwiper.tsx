'use client';

import { useEffect, useState } from 'react';
import type { Swiper as Carousel } from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { startAutoplay } from '@/lib/ui/autoplay';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { SlideLink } from './SlideLink';
import type { BannerProps } from './slides';

/** Spec §9: the banner turns every 2.5 s, and goes on after the shopper turns it. */
const BANNER_DELAY_MS = 2500;

/**
 * Spec §2 / §9: one slide per view, spacing 50, clickable pagination, autoplay 2500 ms that keeps
 * going (lib/ui/autoplay: a timer, not Swiper's module, which works on every animation frame).
 */
export function BannerSwiper({ device, slides, lead = false }: BannerProps) {
  const [carousel, setCarousel] = useState<Carousel | null>(null);
  useEffect(() => (carousel ? startAutoplay(carousel, BANNER_DELAY_MS, document) : undefined), [carousel]);
  return (
    <Swiper
      modules={[A11y, Pagination]}
      onSwiper={setCarousel}
      slidesPerView={1}
      spaceBetween={50}
      loop={slides.length > 1}
      pagination={{ clickable: true }}
      a11y={{
        paginationBulletMessage: '顯示第 {{index}} 張',
        slideLabelMessage: '第 {{index}} 張，共 {{slidesLength}} 張',
        // It turns by itself: a live region would read every slide out as it comes.
        wrapperLiveRegion: false,
      }}
      // Bullets sit on the picture: white and outlined to show on any picture, spaced for fingers.
      className="[--swiper-pagination-bullet-horizontal-gap:8px] [--swiper-pagination-bullet-inactive-color:#fff] [--swiper-pagination-bullet-inactive-opacity:0.9] [--swiper-pagination-bullet-size:10px] [--swiper-theme-color:var(--color-primary)] [&_.swiper-pagination-bullet]:shadow-[0_0_0_1px_rgb(0_0_0/0.2)]"
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={`${i}:${slide.src}`}>
          <SlideLink slide={slide} device={device} eager={lead && i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
