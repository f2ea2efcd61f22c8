import type { ConsoleProduct } from '@/lib/console/contract/products';

/**
 * Whether an edit changes which lists show the product or where (then the whole shop's cache is
 * refreshed): visibility, category, activity, order, and what searches and price-sorted pages go by
 * (name, prices). Otherwise only the lists that show it need to forget it.
 */
export function listsChange(before: ConsoleProduct, after: ConsoleProduct): boolean {
  const sorted = (ids: number[]) => JSON.stringify([...ids].sort((a, b) => a - b));
  return (
    before.isPublic !== after.isPublic ||
    before.activityId !== after.activityId ||
    before.order !== after.order ||
    before.name !== after.name ||
    before.price !== after.price ||
    before.activityPrice !== after.activityPrice ||
    sorted(before.categoryIds) !== sorted(after.categoryIds)
  );
}
