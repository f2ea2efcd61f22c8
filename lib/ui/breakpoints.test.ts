import { DESKTOP_MEDIA, isPhoneWidth, PHONE_MEDIA } from './breakpoints';
import { buildStylesheet } from './testStylesheet';

/** The condition of the @media block that holds `selector`. */
const mediaOf = (css: string, selector: string) =>
  new RegExp(`@media ([^{]+) \\{\\s*${selector.replace(/[\\^$.*+?()[\]{}|:]/g, '\\$&')} \\{`).exec(css)?.[1];

test('the stylesheet switches to desktop exactly where scripts do (spec §9: above 640 px)', async () => {
  const css = await buildStylesheet(['sm:hidden', 'max-sm:hidden']);
  expect(mediaOf(css, '.sm\\:hidden')).toBe(DESKTOP_MEDIA);
  expect(mediaOf(css, '.max-sm\\:hidden')).toBe(PHONE_MEDIA);
});

test('the top bar is hidden on phone screens that ask for it, at the same width', async () => {
  const css = await buildStylesheet([]);
  expect(mediaOf(css, 'body:has([data-hide-topbar]) header[data-topbar]')).toBe(PHONE_MEDIA);
});

test.each([
  [390, true],
  [639, true],
  [640, true],
  [641, false],
  [1440, false],
])('a %i px wide screen is a phone: %s', (width, phone) => expect(isPhoneWidth(width)).toBe(phone));

test.each([
  [640, true],
  [641, false],
])('at %i px the phone media query matches: %s', (width, phone) => {
  // Media queries in rem use the browser's 16 px, whatever the page's font size.
  const rem = Number(/([\d.]+)rem/.exec(PHONE_MEDIA)![1]);
  expect(width < rem * 16).toBe(phone);
  expect(DESKTOP_MEDIA).toBe(PHONE_MEDIA.replace('<', '>='));
});
