import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LookView } from '@/lib/console/content/types';
import type { DbOrTx } from '../db/client';
import { shopConfigs, type StaffRole } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import type { Actor } from '../staff/changes';
import { VersionSchema } from '@/lib/console/contract/fields';
import { assertPictures } from '../media/pictureRule';
import { PictureAddressSchema } from '@/lib/console/contract/fields';
import { cssProblem } from '../content/cssProblem';
import { WebUrlSchema } from '../content/links';
import { readPageIcons } from '../content/pageIcons';
import { claimDocument, documentTarget, recordDocument, SHOP_CONFIG } from '../content/shopDocument';

const SocialLinkInput = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.enum(['facebook', 'instagram', 'youtube', 'line']),
      link: WebUrlSchema,
      lineId: z.string().trim().max(50, { error: 'LINE ID 最多 50 個字' }).nullish(),
    }),
    // The footer's copyright line, kept with the social links (lib/shop/socialLinks.ts copyrightText).
    z.object({
      type: z.literal('copyRight'),
      link: z
        .string()
        .trim()
        .min(1, { error: '版權文字不可空白' })
        .max(100, { error: '版權文字最多 100 個字' }),
    }),
  ],
  { error: '社群連結類型須為 facebook、instagram、youtube、line 或 copyRight' },
);

export const LookBodySchema = z.object({
  version: VersionSchema,
  logo: PictureAddressSchema.nullable(),
  favicon: PictureAddressSchema.nullable(),
  customCss: z.string({ error: '缺少自訂 CSS' }).superRefine((css, ctx) => {
    const problem = cssProblem(css);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  socialLinks: z
    .array(SocialLinkInput)
    .max(10, { error: '社群連結最多 10 個' })
    .refine((links) => new Set(links.map((l) => l.type)).size === links.length, {
      error: '每種社群連結只能有一個',
    }),
});
export type LookBody = z.output<typeof LookBodySchema>;

export async function readLook(db: DbOrTx, shopId: number): Promise<LookView> {
  const [row] = await db.select().from(shopConfigs).where(eq(shopConfigs.shopId, shopId));
  return {
    version: row?.version ?? 0,
    logo: row?.logo ?? null,
    favicon: row?.favicon ?? null,
    customCss: row?.customCss ?? '',
    socialLinks: row?.socialLinks ?? [],
    icons: await readPageIcons(db, shopId),
  };
}

export const LOOK_MESSAGES = {
  cssOwnersOnly: '自訂 CSS 只有負責人可以修改',
} as const;

/**
 * Custom CSS can restyle every page, payment instructions included (an ATM account shown by a
 * `::after` of another number): it is the owners' to change, like the shop's settings. Staff save
 * the rest of the look with the CSS as it is.
 */
const mayChangeCss = (role: StaffRole, before: string, after: string): boolean =>
  role === 'owner' || before === after;

/**
 * Saves the shop's look, kept in the shop's own row (shop_configs) beside its limits: logo, favicon (a new one must be uploaded: pictureRule.ts), custom CSS
 * (cssProblem: nothing that could leave its <style> element or load from another server) and the
 * footer's social links and copyright line.
 */
export async function saveLook(
  db: DbOrTx,
  actor: Actor,
  role: StaffRole,
  shopId: number,
  body: LookBody,
): Promise<LookView> {
  return db.transaction(async (tx) => {
    const { version: _, icons: __, ...before } = await readLook(tx, shopId);
    if (!mayChangeCss(role, before.customCss, body.customCss))
      throw new DomainError('forbidden', LOOK_MESSAGES.cssOwnersOnly);
    await assertPictures(
      tx,
      shopId,
      [
        ...(body.logo ? [{ path: 'logo', url: body.logo }] : []),
        ...(body.favicon ? [{ path: 'favicon', url: body.favicon }] : []),
      ],
      [before.logo, before.favicon].filter((p) => p !== null),
      documentTarget(actor, shopId, SHOP_CONFIG),
    );
    const version = await claimDocument(tx, actor, shopId, SHOP_CONFIG, body.version);
    const after = {
      logo: body.logo,
      favicon: body.favicon,
      customCss: body.customCss,
      socialLinks: body.socialLinks.map((l) => ({
        type: l.type,
        link: l.link,
        lineId: 'lineId' in l ? (l.lineId ?? null) : null,
      })),
    };
    await tx.update(shopConfigs).set(after).where(eq(shopConfigs.shopId, shopId));
    await recordDocument(tx, actor, shopId, SHOP_CONFIG, { action: 'look', version, before, after });
    return readLook(tx, shopId);
  });
}
