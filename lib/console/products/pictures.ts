import { MAX_PRODUCT_PICTURES } from '@/lib/catalog/pictures';

/** How many more pictures the product takes: files chosen beyond it are not uploaded. */
export const pictureRoom = (pictures: readonly string[]): number =>
  Math.max(0, MAX_PRODUCT_PICTURES - pictures.length);

/**
 * The pictures with those just uploaded added at the end. The media route answers one address per
 * content, so a picture chosen twice, or one the product shows already, is listed once; a reorder
 * or another upload made while this one ran may have filled the room, so the list is cut again.
 */
export function withUploaded(current: readonly string[], uploaded: readonly string[]): string[] {
  const added = uploaded.filter((u, i) => !current.includes(u) && uploaded.indexOf(u) === i);
  return [...current, ...added].slice(0, MAX_PRODUCT_PICTURES);
}

/** The picture made the main one (the first), the others in their order. */
export const asMain = (pictures: readonly string[], url: string): string[] => [
  url,
  ...pictures.filter((p) => p !== url),
];
