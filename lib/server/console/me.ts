import { asc, eq } from 'drizzle-orm';
import type { StaffRole } from '../db/schema';
import type { Db } from '../db/client';
import { shopDomains, shops } from '../db/schema';
import type { StaffSession } from '../staff/session';

export type ConsoleMe = {
  staff: { id: number; phone: string; name: string | null; role: StaffRole };
  shop: { id: number; name: string };
  /** The organisation's shops, each with a host name to open its console on. */
  shops: { id: number; name: string; host: string | null }[];
};

export async function consoleMe(db: Db, session: StaffSession): Promise<ConsoleMe> {
  const rows = await db
    .select({ id: shops.id, name: shops.name, host: shopDomains.domain })
    .from(shops)
    .leftJoin(shopDomains, eq(shopDomains.shopId, shops.id))
    .where(eq(shops.orgId, session.staff.orgId))
    .orderBy(asc(shops.id), asc(shopDomains.domain));
  const byShop = new Map<number, ConsoleMe['shops'][number]>();
  for (const r of rows) if (!byShop.has(r.id)) byShop.set(r.id, r);
  const { staff } = session;
  return {
    staff: { id: staff.id, phone: staff.phone, name: staff.name, role: staff.role },
    shop: { id: session.shop.id, name: session.shop.name },
    shops: [...byShop.values()],
  };
}
