import { inOutage, isOutagePage, noteOutage, OUTAGE_WINDOW_MS, outageSeenAt } from './outage';

describe('isOutagePage', () => {
  const page = { status: 500, contentType: 'text/html; charset=utf-8', path: '/product/abc', outage: true };
  test.each([
    ['a 500 page during an outage', page, true],
    ['the same with no outage seen', { ...page, outage: false }, false],
    ['a 404 page', { ...page, status: 404 }, false],
    ['a 503 already', { ...page, status: 503 }, false],
    ['a 200 page', { ...page, status: 200 }, false],
    ['an API answer', { ...page, contentType: 'application/json', path: '/api-client/1/x' }, false],
    ['an API path answering HTML', { ...page, path: '/api-client/1/x' }, false],
    ['the auth API', { ...page, path: '/api-auth/1/grant' }, false],
    ['the console API', { ...page, path: '/api-admin/1/orders' }, false],
    ['a build file', { ...page, path: '/_next/static/x.js' }, false],
    ['a page path that only starts like the API', { ...page, path: '/api-clientele' }, true],
    ['plain text', { ...page, contentType: 'text/plain' }, false],
  ])('%s → %s', (_, answer, expected) => expect(isOutagePage(answer)).toBe(expected));
});

describe('inOutage', () => {
  test.each([
    ['never seen', 10_000, null, false],
    ['just seen', 10_000, 10_000, true],
    ['seen within the window', 10_000 + OUTAGE_WINDOW_MS - 1, 10_000, true],
    ['seen before the window', 10_000 + OUTAGE_WINDOW_MS, 10_000, false],
  ])('%s → %s', (_, now, seenAt, expected) => expect(inOutage(now, seenAt)).toBe(expected));

  test('a noted outage is seen by the process', () => {
    noteOutage(42);
    expect(outageSeenAt()).toBe(42);
    expect(inOutage(43)).toBe(true);
  });
});
