import type { PageArea } from '@/lib/api/contract';

/** The areas a shopper sees, in the order the merchant placed them: only enabled ones (spec §2 Home). */
export function enabledAreas(areas: PageArea[]): PageArea[] {
  return areas.filter((a) => a.enable);
}
