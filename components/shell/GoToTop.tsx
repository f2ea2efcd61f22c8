'use client';

import { useEffect, useState } from 'react';

/** Spec §9: the button appears once the page has scrolled more than this many pixels. */
const SHOW_AFTER_PX = 800;

export function GoToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(window.scrollY > SHOW_AFTER_PX);
    };
    // Scroll fires many times a frame on phones; reading scrollY once per frame is enough.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  // Hidden with visibility rather than unmounted, so it can fade; invisible also leaves the tab order.
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label="回到頁首"
      className={`fixed right-4 bottom-4 z-40 mb-[env(safe-area-inset-bottom)] flex h-12 w-12 items-center justify-center rounded-full border border-line bg-white text-ink shadow-lg transition-[opacity,visibility] duration-200 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
        shown ? 'visible opacity-100' : 'invisible opacity-0'
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        width={24}
        height={24}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
