import { startAutoplay, type Turning, type Visibility } from './autoplay';

/** A carousel of `count` slides that loops, and a page whose visibility the test sets. */
function setUp(count = 3) {
  let active = 0;
  const changed = new Set<() => void>();
  const carousel: Turning = {
    slideNext: () => {
      active = (active + 1) % count;
      for (const handler of changed) handler();
    },
    on: (_event, handler) => changed.add(handler),
    off: (_event, handler) => changed.delete(handler),
  };
  const shown = new Set<() => void>();
  const page = {
    hidden: false as boolean,
    addEventListener: (_type: 'visibilitychange', handler: () => void) => shown.add(handler),
    removeEventListener: (_type: 'visibilitychange', handler: () => void) => shown.delete(handler),
  } satisfies Visibility;
  const setHidden = (hidden: boolean) => {
    page.hidden = hidden;
    for (const handler of shown) handler();
  };
  const swipe = () => carousel.slideNext();
  return {
    carousel,
    page,
    setHidden,
    swipe,
    active: () => active,
    listeners: () => changed.size + shown.size,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('turns once per delay, and goes on', () => {
  const c = setUp();
  startAutoplay(c.carousel, 2500, c.page);
  jest.advanceTimersByTime(2499);
  expect(c.active()).toBe(0);
  jest.advanceTimersByTime(1);
  expect(c.active()).toBe(1);
  jest.advanceTimersByTime(2500 * 2);
  expect(c.active()).toBe(0); // looped round
});

test('a change by the shopper starts the delay again', () => {
  const c = setUp();
  startAutoplay(c.carousel, 2500, c.page);
  jest.advanceTimersByTime(2000);
  c.swipe();
  expect(c.active()).toBe(1);
  jest.advanceTimersByTime(2499);
  expect(c.active()).toBe(1);
  jest.advanceTimersByTime(1);
  expect(c.active()).toBe(2);
});

test('waits while the page is hidden, and a full delay once it shows again', () => {
  const c = setUp();
  startAutoplay(c.carousel, 2500, c.page);
  jest.advanceTimersByTime(1000);
  c.setHidden(true);
  jest.advanceTimersByTime(60_000);
  expect(c.active()).toBe(0);
  c.setHidden(false);
  jest.advanceTimersByTime(2499);
  expect(c.active()).toBe(0);
  jest.advanceTimersByTime(1);
  expect(c.active()).toBe(1);
});

test('stopping leaves no timer and no listener', () => {
  const c = setUp();
  const stop = startAutoplay(c.carousel, 2500, c.page);
  stop();
  expect(jest.getTimerCount()).toBe(0);
  expect(c.listeners()).toBe(0);
  jest.advanceTimersByTime(10_000);
  expect(c.active()).toBe(0);
});
