import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Delivery, PageQuery } from '@/lib/api/contract';
import { DeliverySchema } from '@/lib/api/contract';
import { fromMinutes } from '@/lib/format/time';
import type { Db, DbOrTx } from '../db/client';
import { deliveries, deliveryBranches } from '../db/schema';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type BranchRow = typeof deliveryBranches.$inferSelect;

function toDelivery(d: DeliveryRow, branches: BranchRow[]): Delivery {
  return DeliverySchema.parse({
    id: d.id,
    name: d.name,
    type: d.type,
    subType: d.subType,
    fee: d.fee,
    freeShippingThreshold: d.freeShippingThreshold,
    enable: d.enable,
    allowCollection: d.allowCollection,
    EcommerceDeliveryBranches: branches
      .filter((b) => b.deliveryId === d.id)
      .map((b) => ({
        id: b.id,
        name: b.name,
        address: b.address,
        openTime: fromMinutes(b.opensAt),
        closeTime: fromMinutes(b.closesAt),
      })),
  });
}

async function branchesOf(db: DbOrTx, shopId: number, deliveryIds: number[]): Promise<BranchRow[]> {
  if (!deliveryIds.length) return [];
  return db
    .select()
    .from(deliveryBranches)
    .where(and(eq(deliveryBranches.shopId, shopId), inArray(deliveryBranches.deliveryId, deliveryIds)))
    .orderBy(asc(deliveryBranches.order), asc(deliveryBranches.id));
}

export async function listDeliveries(db: Db, shopId: number, q: PageQuery): Promise<Delivery[]> {
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.shopId, shopId))
    .orderBy(asc(deliveries.order), asc(deliveries.id))
    .limit(q.limit)
    .offset(q.start);
  const branches = await branchesOf(
    db,
    shopId,
    rows.map((d) => d.id),
  );
  return rows.map((d) => toDelivery(d, branches));
}

/** One delivery of the shop with its branches, or null when the shop has no such delivery. */
export async function findDelivery(
  db: DbOrTx,
  shopId: number,
  id: number,
): Promise<{ delivery: DeliveryRow; branches: BranchRow[] } | null> {
  const [delivery] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.shopId, shopId), eq(deliveries.id, id)));
  if (!delivery) return null;
  return { delivery, branches: await branchesOf(db, shopId, [id]) };
}
