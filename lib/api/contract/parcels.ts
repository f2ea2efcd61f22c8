import { z } from 'zod/mini';

/**
 * A parcel's life as the shop and the shopper follow it, whatever the carrier's own codes: created,
 * on its way, at the pickup store, not picked up, back at the shop; or picked up, or delivered home.
 */
export const PARCEL_STATES = [
  'created',
  'shipped',
  'arrived',
  'notPickedUp',
  'returned',
  'pickedUp',
  'delivered',
] as const;

const ParcelStatusSchema = z.enum(PARCEL_STATES);

/**
 * The order's parcel as the shopper reads it. Names and labels are the server's, so the storefront
 * shows what the shop API says without a copy of its tables.
 */
export const ParcelSchema = z.object({
  /** The carrier or the store chain: 7-ELEVEN, 全家, 萊爾富, OK, 黑貓宅急便, 中華郵政. */
  carrier: z.string(),
  /** What the store or the carrier knows the parcel by; null until the provider gave one. */
  trackingNo: z.nullable(z.string()),
  status: ParcelStatusSchema,
  statusLabel: z.string(),
  /** ISO time by which a parcel at the store must be picked up; null unless it waits there. */
  pickupDeadline: z.nullable(z.string()),
  /** Oldest first. */
  history: z.array(z.object({ status: ParcelStatusSchema, label: z.string(), at: z.string() })),
});
export type Parcel = z.infer<typeof ParcelSchema>;
