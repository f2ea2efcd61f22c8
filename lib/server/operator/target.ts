import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeHost } from '@/lib/tenancy/host';
import type { DbOrTx } from '../db/client';
import { orgs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { findShopByHost } from '../shops/byHost';
import type { ShopRef } from '../shops/find';
import { MerchantKeySchema } from './catalogFile/schema';

/**
 * What every operator action answers besides its own result: the shops whose pages or answers it
 * changed, so that whoever calls it can refresh what is cached for them.
 */
export type Changed = { changedShops: number[] };

export const HostSchema = z.string().trim().min(1).max(253);
export const OrgKeySchema = MerchantKeySchema;

/** A domain as a shop answers on it: the form a Host header takes once normalized. */
export const ShopDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((d) => normalizeHost(d) === d && !/^[\d.]+$/.test(d), {
    error: '網域格式不正確（例如 tea.example.com）',
  });

/**
 * The shop behind the host; with `org`, only when it belongs to that organisation, so an operator who
 * names the organisation they mean cannot change another organisation's shop by a mistyped host.
 */
export async function operatorShop(db: DbOrTx, host: string, org?: string): Promise<ShopRef> {
  const shop = await findShopByHost(db, host);
  if (org !== undefined) {
    const [owner] = await db.select({ key: orgs.key }).from(orgs).where(eq(orgs.id, shop.orgId));
    if (owner?.key !== org) throw new DomainError('forbidden', otherOrg(shop, org, owner?.key ?? null));
  }
  return shop;
}

const otherOrg = (shop: { name: string }, org: string, ownerKey: string | null) =>
  `商店「${shop.name}」屬於${ownerKey ? `組織 ${ownerKey}` : '另一個組織'}，不屬於組織 ${org}`;
