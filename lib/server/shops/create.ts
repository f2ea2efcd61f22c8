import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ECOMMERCE_MODULE, PhoneSchema } from '@/lib/api/contract';
import { addStaff } from '../staff/staffAdmin';
import { OPERATOR_ACTOR } from '../staff/operatorStaff';
import type { Db, DbOrTx } from '../db/client';
import { orgs, shopConfigs, shopDomains, shopModules, shops } from '../db/schema';
import { startShopContent } from '../content/newShop';
import { DomainError } from '@/lib/server/kernel/errors';
import { pictureProblem } from '../media/picture';
import { storePicture } from '../media/store';
import { decodePicture, PictureUploadSchema } from '../media/picturesUpload';
import { OrgKeySchema, ShopDomainSchema } from './identity';
import type { Changed } from '../kernel/changed';

export const CreateShopBodySchema = z.object({
  org: OrgKeySchema,
  /** Needed only when the organisation is new. */
  orgName: z.string().trim().min(1).max(100).optional(),
  name: z.string().trim().min(1, { error: '商店名稱不可空白' }).max(100),
  logo: z.object({ file: z.string().max(300), data: PictureUploadSchema }).optional(),
  domains: z.array(ShopDomainSchema).min(1, { error: '至少要一個網域' }).max(20),
  /**
   * The phone of the organisation's first owner, who then sets the shop up in the console (/admin)
   * and adds the rest of the staff there. An owner already there stays as they are.
   */
  owner: z.optional(PhoneSchema),
});
export type CreateShopBody = z.output<typeof CreateShopBodySchema>;

/** What a new shop starts with: online shopping and member accounts on, cashback off. */
export const NEW_SHOP_MODULES: Record<string, boolean> = { [ECOMMERCE_MODULE]: true, member: true };

export async function createShop(
  db: Db,
  body: CreateShopBody,
): Promise<Changed & { shopId: number; orgId: number; orgCreated: boolean; domains: string[] }> {
  const domains = [...new Set(body.domains)];
  const logo = body.logo && decodePicture(body.logo.data);
  const problem = logo && pictureProblem(logo);
  if (problem) throw new DomainError('invalid', `${body.logo!.file}: ${problem}`);

  return db.transaction(async (tx) => {
    await assertDomainsFree(tx, domains);
    const { orgId, orgCreated } = await findOrCreateOrg(tx, body.org, body.orgName);
    const [shop] = await tx.insert(shops).values({ orgId, name: body.name }).returning({ id: shops.id });
    const shopId = shop!.id;
    await tx.insert(shopDomains).values(domains.map((domain) => ({ domain, shopId })));
    const logoUrl = logo ? await storePicture(tx, shopId, logo) : null;
    // The shop's look starts with its logo, as favicon too; its limits start at their defaults.
    await tx.insert(shopConfigs).values({ shopId, logo: logoUrl, favicon: logoUrl });
    await startShopContent(tx, shopId);
    await tx
      .insert(shopModules)
      .values(Object.entries(NEW_SHOP_MODULES).map(([module, enabled]) => ({ shopId, module, enabled })));
    if (body.owner)
      await addStaff(
        tx,
        { orgId, staffId: null, label: OPERATOR_ACTOR },
        { phone: body.owner, role: 'owner' },
      );
    return { changedShops: [shopId], shopId, orgId, orgCreated, domains };
  });
}

async function findOrCreateOrg(tx: DbOrTx, key: string, name: string | undefined) {
  const [found] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.key, key));
  if (found) return { orgId: found.id, orgCreated: false };
  if (!name) throw new DomainError('invalid', `沒有組織 ${key}：新組織請一併給名稱（--org-name）`);
  const [org] = await tx.insert(orgs).values({ key, name }).returning({ id: orgs.id });
  return { orgId: org!.id, orgCreated: true };
}

/** A host picks one shop, so a domain another shop answers on is refused, naming that shop. */
export async function assertDomainsFree(tx: DbOrTx, domains: string[], exceptShopId?: number): Promise<void> {
  const taken = await tx
    .select({ domain: shopDomains.domain, shopId: shops.id, name: shops.name })
    .from(shopDomains)
    .innerJoin(shops, eq(shops.id, shopDomains.shopId))
    .where(inArray(shopDomains.domain, domains));
  const other = taken.find((t) => t.shopId !== exceptShopId);
  if (other) throw new DomainError('conflict', domainTaken(other.domain, other));
}

export const domainTaken = (domain: string, shop: { shopId: number; name: string }) =>
  `網域 ${domain} 已由商店「${shop.name}」(#${shop.shopId}) 使用`;
