import { asc, eq } from 'drizzle-orm';
import type { Delivery, PageQuery } from '@/lib/api/contract';
import { DeliverySchema } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { deliveries } from '../db/schema';

export async function listDeliveries(db: Db, shopId: number, q: PageQuery): Promise<Delivery[]> {
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.shopId, shopId))
    .orderBy(asc(deliveries.order), asc(deliveries.id))
    .limit(q.limit)
    .offset(q.start);
  return rows.map((d) =>
    DeliverySchema.parse({
      id: d.id,
      name: d.name,
      type: d.type,
      subType: d.subType,
      fee: d.fee,
      freeShippingThreshold: d.freeShippingThreshold,
      enable: d.enable,
      allowCollection: d.allowCollection,
    }),
  );
}
