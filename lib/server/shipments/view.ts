import { and, desc, eq } from 'drizzle-orm';
import type { Parcel } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { shipments } from '../db/schema';
import { carrierName } from './carriers';
import { PARCEL_STATE_LABELS } from './states';

export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * A parcel as the shopper and the operator read it. Pure. The pickup deadline is shown only while
 * the parcel waits at the store; the history keeps the order the changes were applied in, which is
 * the parcel's progress (notices only ever move it forward).
 */
export function parcelView(
  row: Pick<ShipmentRow, 'subType' | 'trackingNo' | 'status' | 'pickupDeadline' | 'statusHistory'>,
): Parcel {
  return {
    carrier: carrierName(row.subType),
    trackingNo: row.trackingNo,
    status: row.status,
    statusLabel: PARCEL_STATE_LABELS[row.status],
    pickupDeadline: row.status === 'arrived' && row.pickupDeadline ? row.pickupDeadline.toISOString() : null,
    history: row.statusHistory.map((e) => ({
      status: e.status,
      label: PARCEL_STATE_LABELS[e.status],
      at: e.at,
    })),
  };
}

/** The order's newest parcel row, or null when none was created. */
export async function latestShipment(
  db: DbOrTx,
  shopId: number,
  orderId: number,
): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.shopId, shopId), eq(shipments.orderId, orderId)))
    .orderBy(desc(shipments.id))
    .limit(1);
  return row ?? null;
}
