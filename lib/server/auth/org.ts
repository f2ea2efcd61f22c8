import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orgs, shops } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';

export type OrgRef = { id: number; name: string; brand: string };

/** The organisation, with the name shoppers know it by: its shop's when it has just one. */
export async function findOrg(db: Db, id: number): Promise<OrgRef> {
  const [org] = await db.select().from(orgs).where(eq(orgs.id, id));
  if (!org) throw notFound('組織');
  const own = await db.select({ name: shops.name }).from(shops).where(eq(shops.orgId, id)).limit(2);
  return { id: org.id, name: org.name, brand: own.length === 1 ? own[0]!.name : org.name };
}
