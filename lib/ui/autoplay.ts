/**
 * A carousel's autoplay as one timer: the next slide `delay` ms after the last change, whoever made
 * it (the timer, a swipe, a bullet), and none while the page is hidden. Swiper's own autoplay module
 * counts the time left on every animation frame for as long as it runs, which kept a phone's main
 * thread busy for seconds of the home page's first load; this waits without running at all.
 */

/** What autoplay drives: a carousel that turns, and says when it has turned. */
export type Turning = {
  slideNext: () => void;
  on: (event: 'slideChange', handler: () => void) => void;
  off: (event: 'slideChange', handler: () => void) => void;
};

/** The page, as far as autoplay reads it: hidden or not, and when that changes. */
export type Visibility = {
  readonly hidden: boolean;
  addEventListener: (type: 'visibilitychange', handler: () => void) => void;
  removeEventListener: (type: 'visibilitychange', handler: () => void) => void;
};

/** Starts turning `carousel` every `delay` ms; answers what stops it. */
export function startAutoplay(carousel: Turning, delay: number, page: Visibility): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = page.hidden ? undefined : setTimeout(() => carousel.slideNext(), delay);
  };
  carousel.on('slideChange', schedule);
  page.addEventListener('visibilitychange', schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    carousel.off('slideChange', schedule);
    page.removeEventListener('visibilitychange', schedule);
  };
}
