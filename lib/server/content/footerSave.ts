import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { FooterConfigSchema } from '@/lib/api/contract';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import type { FooterView } from '@/lib/console/content/types';
import type { DbOrTx } from '../db/client';
import { footerConfigs } from '../db/schema';
import type { Actor } from '../staff/changes';
import { VersionSchema } from '@/lib/console/contract/fields';
import { LinkSchema } from './links';
import { claimDocument, recordDocument, type ShopDocument } from './shopDocument';

const FOOTER: ShopDocument = {
  table: footerConfigs,
  shopId: footerConfigs.shopId,
  version: footerConfigs.version,
  objectType: 'footer',
};

const name = z
  .string({ error: '缺少名稱' })
  .trim()
  .min(1, { error: '名稱不可空白' })
  .max(L.linkName, { error: `名稱最多 ${L.linkName} 個字` });

/** A footer link without an address shows as plain text (components/shell/ShopFooter.tsx). */
const FooterLinkInput = z.object({
  name,
  url: z
    .union([LinkSchema, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((u) => u ?? null),
});
const links = z.array(FooterLinkInput).max(L.footerLinks, { error: `最多 ${L.footerLinks} 個連結` });

export const FooterBodySchema = z.object({
  version: VersionSchema,
  aboutUs: links,
  faq: links,
  /** 聯絡我們: labelled lines (營業時間, 聯絡電話, 聯絡地址 …); a phone number becomes a tel: link. */
  contactUs: z
    .array(
      z.object({
        name,
        text: z
          .string({ error: '缺少內容' })
          .trim()
          .min(1, { error: '內容不可空白' })
          .max(L.contactText, { error: `內容最多 ${L.contactText} 個字` }),
      }),
    )
    .max(L.footerLinks, { error: `最多 ${L.footerLinks} 行` }),
});
export type FooterBody = z.output<typeof FooterBodySchema>;

export async function readFooter(db: DbOrTx, shopId: number): Promise<FooterView> {
  const [row] = await db.select().from(footerConfigs).where(eq(footerConfigs.shopId, shopId));
  if (!row) return { version: 0, aboutUs: [], faq: [], contactUs: [] };
  return {
    version: row.version,
    ...FooterConfigSchema.parse({ aboutUs: row.aboutUs, faq: row.faq, contactUs: row.contactUs }),
  };
}

/** Saves the footer's three blocks: 關於我們, 常見問題 and 聯絡我們. */
export async function saveFooter(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  body: FooterBody,
): Promise<FooterView> {
  return db.transaction(async (tx) => {
    const { version: _, ...before } = await readFooter(tx, shopId);
    const version = await claimDocument(tx, actor, shopId, FOOTER, body.version);
    const after = { aboutUs: body.aboutUs, faq: body.faq, contactUs: body.contactUs };
    await tx.update(footerConfigs).set(after).where(eq(footerConfigs.shopId, shopId));
    await recordDocument(tx, actor, shopId, FOOTER, { action: 'footer', version, before, after });
    return { version, ...after };
  });
}
