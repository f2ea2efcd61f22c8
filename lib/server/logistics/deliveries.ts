import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Delivery, PageQuery } from '@/lib/api/contract';
import { DeliverySchema } from '@/lib/api/contract';
import { fromMinutes } from '@/lib/format/time';
import type { Db, DbOrTx } from '../db/client';
import { readParts, row, rows, type Arg } from '../db/oneStatement';
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

export type FoundDelivery = { delivery: DeliveryRow; branches: BranchRow[] };

/** One delivery of the shop with its branches, or null when the shop has no such delivery. */
export function findDeliveryParts(shopId: Arg<number>, id: Arg<number>) {
  return {
    delivery: row(
      getTableColumns(deliveries),
      sql`from ${deliveries} where ${and(eq(deliveries.shopId, shopId), eq(deliveries.id, id))}`,
    ),
    branches: rows(
      getTableColumns(deliveryBranches),
      sql`from ${deliveryBranches} where ${and(eq(deliveryBranches.shopId, shopId), eq(deliveryBranches.deliveryId, id))}`,
      sql`${deliveryBranches.order} asc, ${deliveryBranches.id} asc`,
    ),
  };
}

/** The delivery and its branches as read together, null when the shop has no such delivery. */
export function foundDelivery(read: {
  delivery: DeliveryRow | null;
  branches: BranchRow[];
}): FoundDelivery | null {
  return read.delivery ? { delivery: read.delivery, branches: read.branches } : null;
}

export async function findDelivery(db: DbOrTx, shopId: number, id: number): Promise<FoundDelivery | null> {
  return foundDelivery(await readParts(db, findDeliveryParts(shopId, id)));
}
