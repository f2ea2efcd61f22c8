import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_ICON_KEYS } from '@/lib/api/contract';
import type { LookView } from '@/lib/console/content/types';
import type { DbOrTx } from '../db/client';
import { pageIcons } from '../db/schema';
import type { Actor } from '../staff/changes';
import { VersionSchema } from '@/lib/console/contract/fields';
import { assertPictures } from '../media/pictureRule';
import { PictureAddressSchema } from '@/lib/console/contract/fields';
import { claimDocument, documentTarget, recordDocument, SHOP_CONFIG } from './shopDocument';

type Icons = LookView['icons'];

/** Each empty state's picture, or null for the storefront's built-in one (lib/shop/emptyPicture.ts). */
export const PageIconsBodySchema = z.object({
  version: VersionSchema,
  icons: z.object(
    Object.fromEntries(PAGE_ICON_KEYS.map((k) => [k, PictureAddressSchema.nullable()])) as Record<
      (typeof PAGE_ICON_KEYS)[number],
      z.ZodNullable<typeof PictureAddressSchema>
    >,
  ),
});
export type PageIconsBody = z.output<typeof PageIconsBodySchema>;

export async function readPageIcons(db: DbOrTx, shopId: number): Promise<Icons> {
  const rows = await db.select().from(pageIcons).where(eq(pageIcons.shopId, shopId));
  const byKey = new Map(rows.map((r) => [r.key, r.image]));
  return Object.fromEntries(PAGE_ICON_KEYS.map((k) => [k, byKey.get(k) ?? null])) as Icons;
}

/**
 * Saves the pictures of the empty states (cart, orders, products, search). They are part of the
 * shop's look, so they claim the look's version (shop_configs), as the logo does.
 */
export async function savePageIcons(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  body: PageIconsBody,
): Promise<{ version: number; icons: Icons }> {
  return db.transaction(async (tx) => {
    const before = await readPageIcons(tx, shopId);
    await assertPictures(
      tx,
      shopId,
      PAGE_ICON_KEYS.flatMap((k) => {
        const url = body.icons[k];
        return url ? [{ path: `icons.${k}`, url }] : [];
      }),
      Object.values(before).filter((p) => p !== null),
      documentTarget(actor, shopId, SHOP_CONFIG),
    );
    const version = await claimDocument(tx, actor, shopId, SHOP_CONFIG, body.version);
    for (const key of PAGE_ICON_KEYS) {
      const image = body.icons[key];
      if (image === before[key]) continue;
      if (image === null)
        await tx.delete(pageIcons).where(and(eq(pageIcons.shopId, shopId), eq(pageIcons.key, key)));
      else
        await tx
          .insert(pageIcons)
          .values({ shopId, key, image })
          .onConflictDoUpdate({ target: [pageIcons.shopId, pageIcons.key], set: { image } });
    }
    await recordDocument(tx, actor, shopId, SHOP_CONFIG, {
      action: 'icons',
      version,
      before,
      after: body.icons,
    });
    return { version, icons: body.icons };
  });
}
