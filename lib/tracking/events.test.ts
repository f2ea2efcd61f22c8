import { track, type TrackingEvent } from './events';

type FakeWindow = { dataLayer?: Record<string, unknown>[] };
const scope = globalThis as { window?: FakeWindow };

afterEach(() => delete scope.window);

const content = { content_ids: ['a'], content_name: '亞麻襯衫', value: 990, currency: 'TWD' as const };

test.each<[TrackingEvent, Record<string, unknown>]>([
  [
    { name: 'PageView', payload: { page_path: '/product/a' } },
    { event: 'PageView', page_path: '/product/a' },
  ],
  [
    { name: 'ViewContent', payload: content },
    { event: 'ViewContent', ...content },
  ],
  [
    { name: 'AddToCart', payload: { ...content, value: 1980, quantity: 2 } },
    { event: 'AddToCart', ...content, value: 1980, quantity: 2 },
  ],
  [
    { name: 'InitiateCheckout', payload: { value: 2970, currency: 'TWD', num_items: 3 } },
    { event: 'InitiateCheckout', value: 2970, currency: 'TWD', num_items: 3 },
  ],
  [
    { name: 'Purchase', payload: { value: 2970, currency: 'TWD', transaction_id: 'O123' } },
    { event: 'Purchase', value: 2970, currency: 'TWD', transaction_id: 'O123' },
  ],
  [
    { name: 'Login', payload: { method: 'phone' } },
    { event: 'Login', method: 'phone' },
  ],
])('%j creates the data layer and is pushed flat', (event, entry) => {
  scope.window = {};
  track(event);
  expect(scope.window.dataLayer).toEqual([entry]);
});

test('keeps what the data layer already holds, newest last', () => {
  const existing = { 'gtm.start': 1, event: 'gtm.js' };
  scope.window = { dataLayer: [existing] };
  track({ name: 'Login', payload: { method: 'line' } });
  track({ name: 'PageView', payload: { page_path: '/' } });
  expect(scope.window.dataLayer).toEqual([
    existing,
    { event: 'Login', method: 'line' },
    { event: 'PageView', page_path: '/' },
  ]);
});

test('does nothing without a window', () => {
  expect(typeof window).toBe('undefined');
  expect(() => track({ name: 'PageView', payload: { page_path: '/' } })).not.toThrow();
});
