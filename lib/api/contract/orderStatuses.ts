/**
 * An order's statuses, in the order an order moves through them. Apart from the schemas so that the
 * order list can name its tabs without loading zod.
 */
export const ORDER_STATUSES = ['unpaid', 'processing', 'shipped', 'completed', 'cancelled'] as const;
