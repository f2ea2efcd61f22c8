import type { Metadata } from 'next';

/**
 * The widths the shop's favicon is offered at (spec §9: 1024), with the small ones browsers ask for:
 * 32 for a tab, 192 for a home-screen shortcut on Android, 180 for Apple's touch icon.
 */
const FAVICON_WIDTHS = [32, 192, 1024] as const;
const APPLE_TOUCH_ICON_WIDTH = 180;

/**
 * The page's icon links for the configured favicon: each one the picture at its width, as `at` makes
 * it. Favicons are square, so a width names both sides. Pure.
 */
export function faviconIcons(src: string, at: (src: string, width: number) => string): Metadata['icons'] {
  const link = (width: number) => ({ url: at(src, width), sizes: `${width}x${width}` });
  return { icon: FAVICON_WIDTHS.map(link), apple: [link(APPLE_TOUCH_ICON_WIDTH)] };
}
