import type { StaffRole } from '../db/schema';

/**
 * What each role may do in the console. Owners run everything, staff included; staff run the day's
 * orders (payments, shipments, returns, notes), the catalog (products, stock, categories, activities)
 * and the shop's content, and see the today page. The settings (payments, deliveries, keys, domains,
 * promotions) and the staff are the owners'.
 */
export type ConsoleArea = 'orders' | 'catalog' | 'content' | 'staff' | 'settings';

const ALLOWED: Record<ConsoleArea, readonly StaffRole[]> = {
  orders: ['owner', 'staff'],
  catalog: ['owner', 'staff'],
  content: ['owner', 'staff'],
  staff: ['owner'],
  settings: ['owner'],
};

export const allowed = (role: StaffRole, area: ConsoleArea): boolean => ALLOWED[area].includes(role);

/**
 * Whether a staff change leaves the organisation with an owner: the last owner cannot be removed or
 * made staff, or no one could manage staff again without the operator command.
 */
export function keepsAnOwner(
  owners: number,
  change: { from: StaffRole; to: StaffRole | 'removed' },
): boolean {
  return !(change.from === 'owner' && change.to !== 'owner' && owners <= 1);
}
