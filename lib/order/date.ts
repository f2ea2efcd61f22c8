import { taipeiParts } from '@/lib/time/taipei';

/**
 * An ISO time from the API as the shopper reads it, in the default format of spec §9
 * (`YYYY/MM/DD HH:mm`), in Taiwan's time: an order placed at 23:30 there must not read as the next
 * day on a phone set to another zone, nor differ between the server's and the browser's rendering.
 * Empty when the server sent something unreadable. Plain arithmetic rather than a date library: these
 * pages' first load carries no date code.
 */
export function formatOrderDate(iso: string | null | undefined): string {
  const parts = iso ? taipeiParts(iso) : null;
  return parts ? `${parts.day} ${parts.clock}` : '';
}

/** The day alone (`YYYY/MM/DD`), in Taiwan's time; empty when unreadable. */
export function formatShopDay(iso: string | null | undefined): string {
  return (iso ? taipeiParts(iso) : null)?.day ?? '';
}
