import type { PageArea } from '@/lib/api/contract';
import { hasContent } from './areaContent';

/** The areas a shopper sees, in the order the merchant placed them: only enabled ones (spec §2 Home). */
export function enabledAreas(areas: PageArea[]): PageArea[] {
  return areas.filter((a) => a.enable);
}

export type ArrangedArea = { area: PageArea; highlighted: boolean };

/**
 * Home layout (spec §2): enabled areas only; banners first, then the others in page order, every
 * second one of those on a highlighted background. Areas with nothing to show are left out first,
 * so the alternation holds for what the shopper sees.
 */
export function arrangeAreas(areas: PageArea[]): ArrangedArea[] {
  const shown = enabledAreas(areas).filter(hasContent);
  const banners = shown.filter((a) => a.type === 'banner');
  const rest = shown.filter((a) => a.type !== 'banner');
  return [
    ...banners.map((area) => ({ area, highlighted: false })),
    ...rest.map((area, i) => ({ area, highlighted: i % 2 === 1 })),
  ];
}
