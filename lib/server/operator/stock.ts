import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { products, shops } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import type { ShopRef } from '../shops/find';
import { stockCombinations } from '../catalog/combinations';
import { setStock as writeStock } from '../catalog/stockWrites';
import { HostSchema, OrgKeySchema } from '../shops/identity';
import { operatorShop } from '../shops/ofOrg';
import type { Changed } from '../kernel/changed';

export const StockBodySchema = z.object({
  host: HostSchema,
  org: OrgKeySchema.optional(),
  /** The product's key from the catalog file, or its nanoId (the last part of its page's address). */
  product: z.string().trim().min(1).max(64),
  /** The stock's spec values in level order, e.g. ["紅", "M"]; none for a product without specs. */
  spec: z.array(z.string().trim().min(1).max(50)).max(2).default([]),
  quantity: z.number({ error: '數量必須是 0 或正整數' }).int().min(0).max(1_000_000),
});
export type StockBody = z.output<typeof StockBodySchema>;

/** Sets how many units of one stock (one spec combination) of a product the shop has. */
export async function setStock(
  db: Db,
  body: StockBody,
): Promise<Changed & { product: string; spec: string[]; quantity: number }> {
  return db.transaction(async (tx) => {
    const shop = await operatorShop(tx, body.host, body.org);
    const product = await findProduct(tx, shop, body.product);
    const live = (await stockCombinations(tx, product.id)).filter((s) => !s.isRemove);
    const stock = live.find(
      (s) => s.pairs.length === body.spec.length && s.pairs.every((p, i) => p.child === body.spec[i]),
    );
    if (!stock) {
      const choices = live.map((s) => s.pairs.map((p) => p.child).join('/')).filter(Boolean);
      throw new DomainError(
        'invalid',
        choices.length
          ? `「${product.name}」沒有規格 ${body.spec.join('/') || '（未指定）'}：請以 --spec 依序給出 ${choices.join('、')} 之一`
          : `「${product.name}」沒有規格，不要給 --spec`,
      );
    }
    await writeStock(tx, stock.stockId, body.quantity);
    return { changedShops: [shop.id], product: product.name, spec: body.spec, quantity: body.quantity };
  });
}

async function findProduct(tx: DbOrTx, shop: ShopRef, ref: string) {
  const fields = { id: products.id, name: products.name };
  const inShop = (where: SQL) =>
    tx
      .select(fields)
      .from(products)
      .where(and(eq(products.shopId, shop.id), where));
  // The merchant's key is what an operator most likely typed, so it is tried first.
  const [mine] = (await inShop(eq(products.key, ref))).concat(await inShop(eq(products.nanoId, ref)));
  if (mine) return mine;
  // A hint for a mistyped host: the same product in another shop of the same organisation. Other
  // organisations' shops are not named (their products may share keys and nanoIds by chance).
  const [elsewhere] = await tx
    .select({ shop: shops.name })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(shops.orgId, shop.orgId),
        ne(products.shopId, shop.id),
        or(eq(products.key, ref), eq(products.nanoId, ref)),
      ),
    )
    .orderBy(asc(shops.id))
    .limit(1);
  throw new DomainError(
    'not_found',
    elsewhere
      ? `商品 ${ref} 屬於商店「${elsewhere.shop}」，不在商店「${shop.name}」`
      : `商店「${shop.name}」沒有商品 ${ref}`,
  );
}
