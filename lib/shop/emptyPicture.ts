import type { PageIcon, PageIconKey } from '@/lib/api/contract';

/** The empty states that have a picture, each named as the shop's page icon for it. */
export type EmptyStateKind = PageIconKey;

/** Built into the storefront, for a shop that has no picture of its own for an empty state. */
const builtInEmptyPicture = (kind: EmptyStateKind) => `/images/empty/${kind}.svg`;

/** The picture of an empty state: the shop's page icon for it, else the built-in one. Pure. */
export function emptyPicture(icons: readonly PageIcon[] | undefined, kind: EmptyStateKind): string {
  const own = icons?.find((icon) => icon.key === kind)?.Image.filename.trim();
  return own || builtInEmptyPicture(kind);
}
