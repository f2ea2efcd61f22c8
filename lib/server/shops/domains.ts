import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import type { ShopRef } from './find';
import { shopDomains } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { assertDomainsFree } from './create';
import { HostSchema, OrgKeySchema, ShopDomainSchema } from './identity';
import { operatorShop } from './ofOrg';
import type { Changed } from '../kernel/changed';

export const DomainBodySchema = z.object({
  host: HostSchema,
  org: OrgKeySchema.optional(),
  action: z.enum(['add', 'remove']),
  domain: ShopDomainSchema,
});
export type DomainBody = z.output<typeof DomainBodySchema>;

export const LAST_DOMAIN = '不能移除商店的最後一個網域：先加上新網域再移除';

/**
 * Adds or removes a host name of the shop behind `host`. Adding a domain the shop already has changes
 * nothing. The last domain is never removed: a shop without one cannot be visited, nor named by any
 * operator command again.
 */
export async function changeDomain(db: Db, body: DomainBody): Promise<Changed & { domains: string[] }> {
  return db.transaction(async (tx) => {
    const shop = await operatorShop(tx, body.host, body.org);
    return { changedShops: [shop.id], domains: await changeDomainIn(tx, shop, body.action, body.domain) };
  });
}

/** The console's word for a domain another shop has: an owner of another organisation learns no more. */
export const DOMAIN_IN_USE = '此網域已被使用';

/**
 * Adds or removes a domain of the shop inside the caller's transaction; answers its domains after.
 * `taken`: the refusal of a domain another shop has, in place of the operator's (which names that
 * shop).
 */
export async function changeDomainIn(
  tx: DbOrTx,
  shop: ShopRef,
  action: DomainBody['action'],
  domain: string,
  taken?: string,
): Promise<string[]> {
  const mine = eq(shopDomains.shopId, shop.id);
  const assertFree = async () => {
    try {
      await assertDomainsFree(tx, [domain], shop.id);
    } catch (e) {
      throw taken && e instanceof DomainError && e.kind === 'conflict'
        ? new DomainError('conflict', taken)
        : e;
    }
  };
  if (action === 'add') {
    await assertFree();
    const added = await tx
      .insert(shopDomains)
      .values({ domain, shopId: shop.id })
      .onConflictDoNothing()
      .returning({ domain: shopDomains.domain });
    // Nothing added: the shop had it already (nothing changes), or another shop's save added it
    // between the check and the insert, and that shop keeps it.
    if (!added.length) {
      const [owner] = await tx
        .select({ shopId: shopDomains.shopId })
        .from(shopDomains)
        .where(eq(shopDomains.domain, domain));
      if (owner?.shopId !== shop.id) {
        await assertFree();
        throw new DomainError('conflict', taken ?? `網域 ${domain} 已被其他商店使用`);
      }
    }
  } else {
    const [row] = await tx.select({ n: count() }).from(shopDomains).where(mine);
    const removed = await tx
      .delete(shopDomains)
      .where(and(mine, eq(shopDomains.domain, domain)))
      .returning({ domain: shopDomains.domain });
    if (!removed.length) throw new DomainError('not_found', `商店「${shop.name}」沒有網域 ${domain}`);
    if ((row?.n ?? 0) <= 1) throw new DomainError('conflict', LAST_DOMAIN);
  }
  const domains = await tx.select({ domain: shopDomains.domain }).from(shopDomains).where(mine);
  return domains.map((d) => d.domain).sort();
}
