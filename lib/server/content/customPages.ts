import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { PageKeySchema } from '@/lib/api/contract';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import type { ConsolePageView, CustomPageSummary } from '@/lib/console/content/types';
import { customPagePath } from '@/lib/routes';
import type { DbOrTx } from '../db/client';
import { footerConfigs, navConfigs, pages } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import type { Actor } from '../staff/changes';
import { claimEdit, recordEdit } from '../staff/edit';
import { VersionSchema } from '@/lib/console/contract/fields';
import { HOME_KEY, pageTarget, pageView } from './pageSave';

/** A page's key is its address (/page/{key}); `home` is the home page's. */
const KeySchema = z.string({ error: '缺少頁面代碼' }).superRefine((key, ctx) => {
  const checked = z.safeParse(PageKeySchema, key);
  if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
  else if (key === HOME_KEY) ctx.addIssue({ code: 'custom', message: '「home」是首頁的代碼' });
});
const TitleSchema = z
  .string({ error: '缺少頁面標題' })
  .trim()
  .min(1, { error: '頁面標題不可空白' })
  .max(L.pageTitle, { error: `頁面標題最多 ${L.pageTitle} 個字` });

export const CreatePageBodySchema = z.object({ key: KeySchema, title: TitleSchema });
export const RenamePageBodySchema = z.object({ version: VersionSchema, key: KeySchema, title: TitleSchema });
export const RemovePageBodySchema = z.object({ version: VersionSchema });

const PAGE_MESSAGES = {
  keyTaken: '已有相同代碼的頁面',
  linked: '導覽列或頁尾仍連到此頁面，請先移除或改掉該連結',
} as const;

/** The shop's pages other than the home page, by key. */
export async function listCustomPages(db: DbOrTx, shopId: number): Promise<CustomPageSummary[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.shopId, shopId), ne(pages.key, HOME_KEY)))
    .orderBy(asc(pages.key));
  return rows.map((r) => ({ key: r.key, title: r.title, version: r.version, hasDraft: r.draft !== null }));
}

async function assertKeyFree(tx: DbOrTx, shopId: number, key: string): Promise<void> {
  const [taken] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.shopId, shopId), eq(pages.key, key)));
  if (taken) throw new DomainError('conflict', PAGE_MESSAGES.keyTaken);
}

/**
 * Whether the navigation or the footer leads to the page: its address would then lead nowhere.
 * Such a page keeps its key until the link is changed, rather than links breaking silently. Called
 * after the page's row is claimed; the navigation and footer rows are read FOR SHARE, so a save of
 * them in flight is waited for and its links are seen (navSave.ts locks the pages it links).
 */
async function assertUnlinked(tx: DbOrTx, shopId: number, key: string): Promise<void> {
  const [nav] = await tx.select().from(navConfigs).where(eq(navConfigs.shopId, shopId)).for('share');
  const [footer] = await tx.select().from(footerConfigs).where(eq(footerConfigs.shopId, shopId)).for('share');
  const path = customPagePath(key);
  const navLinks = (nav?.navigation ?? []) as { ecommercePage?: { key?: string } | null }[];
  const footerLinks = [...(footer?.aboutUs ?? []), ...(footer?.faq ?? [])] as { url?: string | null }[];
  if (navLinks.some((i) => i.ecommercePage?.key === key) || footerLinks.some((l) => l.url?.trim() === path))
    throw new DomainError('conflict', PAGE_MESSAGES.linked);
}

async function pageRow(tx: DbOrTx, shopId: number, key: string) {
  const [row] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.shopId, shopId), eq(pages.key, key)));
  if (!row) throw notFound('頁面');
  return row;
}

/** A new, empty custom page at /page/{key}. */
export async function createPage(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  body: z.output<typeof CreatePageBodySchema>,
): Promise<ConsolePageView> {
  return db.transaction(async (tx) => {
    await assertKeyFree(tx, shopId, body.key);
    const [row] = await tx
      .insert(pages)
      .values({ shopId, key: body.key, title: body.title, content: { areas: [] } })
      .returning();
    await recordEdit(tx, actor, {
      shopId,
      target: pageTarget(actor, row!),
      action: 'page.create',
      version: row!.version,
      before: null,
      after: { key: row!.key, title: row!.title },
    });
    return pageView(row!);
  });
}

/** Changes a custom page's title and key (its address). */
export async function renamePage(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  key: string,
  body: z.output<typeof RenamePageBodySchema>,
): Promise<ConsolePageView> {
  if (key === HOME_KEY) throw notFound('頁面');
  return db.transaction(async (tx) => {
    const row = await pageRow(tx, shopId, key);
    const version = await claimEdit(
      tx,
      { table: pages, version: pages.version },
      eq(pages.id, row.id),
      body.version,
      pageTarget(actor, row),
    );
    if (body.key !== key) {
      await assertKeyFree(tx, shopId, body.key);
      await assertUnlinked(tx, shopId, key);
    }
    const [after] = await tx
      .update(pages)
      .set({ key: body.key, title: body.title })
      .where(eq(pages.id, row.id))
      .returning();
    await recordEdit(tx, actor, {
      shopId,
      target: pageTarget(actor, row),
      action: 'page.rename',
      version,
      before: { key: row.key, title: row.title },
      after: { key: after!.key, title: after!.title },
    });
    return pageView(after!);
  });
}

/** Removes a custom page; its address then answers 404. */
export async function removePage(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  key: string,
  body: z.output<typeof RemovePageBodySchema>,
): Promise<void> {
  if (key === HOME_KEY) throw notFound('頁面');
  await db.transaction(async (tx) => {
    const row = await pageRow(tx, shopId, key);
    const version = await claimEdit(
      tx,
      { table: pages, version: pages.version },
      eq(pages.id, row.id),
      body.version,
      pageTarget(actor, row),
    );
    await assertUnlinked(tx, shopId, key);
    await tx.delete(pages).where(eq(pages.id, row.id));
    await recordEdit(tx, actor, {
      shopId,
      target: pageTarget(actor, row),
      action: 'page.remove',
      version,
      before: { key: row.key, title: row.title },
      after: null,
    });
  });
}
