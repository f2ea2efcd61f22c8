import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { StoredPageAreaSchema, type StoredPageArea } from '@/lib/api/contract';
import type { ConsolePageView } from '@/lib/console/content/types';
import type { DbOrTx } from '../db/client';
import { pages } from '../db/schema';
import { badRequest, notFound } from '@/lib/server/kernel/errors';
import type { Actor } from '../staff/changes';
import { claimEdit, recordEdit, type EditTarget } from '../staff/edit';
import { VersionSchema } from '@/lib/console/contract/fields';
import { assertPictures } from '../media/pictureRule';
import { AreasInputSchema, picturesOfAreas, refsOfAreas } from './areasForm';
import { assertOwnRefs } from './ownRefs';

export const HOME_KEY = 'home';
const HOME_TITLE = '首頁';

export const DraftBodySchema = z.object({ version: VersionSchema, areas: AreasInputSchema });
/** Publishing sends the areas it shows when they are not saved yet: saved and published at once. */
export const PublishBodySchema = z.object({ version: VersionSchema, areas: AreasInputSchema.optional() });
export const DiscardBodySchema = z.object({ version: VersionSchema });

type PageRow = typeof pages.$inferSelect;

const storedAreas = (value: unknown): StoredPageArea[] => z.array(StoredPageAreaSchema).parse(value);

export const pageView = (row: PageRow): ConsolePageView => ({
  key: row.key,
  title: row.title,
  version: row.version,
  areas: storedAreas(row.content.areas),
  draft: row.draft ? storedAreas(row.draft.areas) : null,
});

export const pageTarget = (actor: Actor, row: PageRow): EditTarget => ({
  orgId: actor.orgId,
  objectType: 'page',
  objectId: row.id,
  what: '頁面',
});

const where = (shopId: number, key: string) => and(eq(pages.shopId, shopId), eq(pages.key, key));

/** A page of the shop for the console. A shop without a home page yet edits an empty one. */
export async function readConsolePage(db: DbOrTx, shopId: number, key: string): Promise<ConsolePageView> {
  const [row] = await db.select().from(pages).where(where(shopId, key));
  if (row) return pageView(row);
  if (key === HOME_KEY) return { key, title: HOME_TITLE, version: 0, areas: [], draft: null };
  throw notFound('頁面');
}

/** The page's row inside an edit; the home page is made (empty, version 0) the first time it is saved. */
async function editedRow(tx: DbOrTx, shopId: number, key: string): Promise<PageRow> {
  if (key === HOME_KEY)
    await tx
      .insert(pages)
      .values({ shopId, key, title: HOME_TITLE, content: { areas: [] } })
      .onConflictDoNothing();
  const [row] = await tx.select().from(pages).where(where(shopId, key));
  if (!row) throw notFound('頁面');
  return row;
}

/**
 * Checks new areas against the shop (400 for a link to anything not its own) and claims the page's
 * next version (409 when it changed since the editor read it). Links and pictures the page already
 * holds, live or draft, pass unchanged, and so do pictures it held before (an earlier version put
 * back); any other picture must be an uploaded one (pictureRule.ts).
 */
async function claimPage(
  tx: DbOrTx,
  actor: Actor,
  shopId: number,
  row: PageRow,
  seen: number,
  areas?: StoredPageArea[],
): Promise<number> {
  if (areas) {
    const before = pageView(row);
    const kept = [...refsOfAreas(before.areas), ...refsOfAreas(before.draft ?? [])].map((p) => p.ref);
    await assertOwnRefs(tx, shopId, refsOfAreas(areas), kept);
    const keptPictures = [...picturesOfAreas(before.areas), ...picturesOfAreas(before.draft ?? [])];
    await assertPictures(
      tx,
      shopId,
      picturesOfAreas(areas),
      keptPictures.map((p) => p.url),
      pageTarget(actor, row),
    );
  }
  return claimEdit(
    tx,
    { table: pages, version: pages.version },
    eq(pages.id, row.id),
    seen,
    pageTarget(actor, row),
  );
}

async function save(
  tx: DbOrTx,
  actor: Actor,
  shopId: number,
  row: PageRow,
  action: string,
  version: number,
  change: { areas: StoredPageArea[]; draft: StoredPageArea[] | null },
): Promise<ConsolePageView> {
  const [after] = await tx
    .update(pages)
    .set({ content: { areas: change.areas }, draft: change.draft ? { areas: change.draft } : null })
    .where(eq(pages.id, row.id))
    .returning();
  const before = pageView(row);
  await recordEdit(tx, actor, {
    shopId,
    target: pageTarget(actor, row),
    action,
    version,
    before: { key: row.key, areas: before.areas, draft: before.draft },
    after: { key: row.key, areas: change.areas, draft: change.draft },
  });
  return pageView(after!);
}

/** Saves an edit of the page's areas as its draft: shoppers go on seeing the published areas. */
export async function saveDraft(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  key: string,
  body: z.output<typeof DraftBodySchema>,
): Promise<ConsolePageView> {
  return db.transaction(async (tx) => {
    const row = await editedRow(tx, shopId, key);
    const version = await claimPage(tx, actor, shopId, row, body.version, body.areas);
    return save(tx, actor, shopId, row, 'page.draft', version, {
      areas: pageView(row).areas,
      draft: body.areas,
    });
  });
}

/** Publishes the page: the areas sent, or else the saved draft, become what shoppers see. */
export async function publishPage(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  key: string,
  body: z.output<typeof PublishBodySchema>,
): Promise<ConsolePageView> {
  return db.transaction(async (tx) => {
    const row = await editedRow(tx, shopId, key);
    const areas = body.areas ?? pageView(row).draft;
    if (!areas) throw badRequest('沒有尚未發佈的變更');
    const version = await claimPage(tx, actor, shopId, row, body.version, body.areas);
    return save(tx, actor, shopId, row, 'page.publish', version, { areas, draft: null });
  });
}

/** Drops the draft: the page stays as shoppers see it. */
export async function discardDraft(
  db: DbOrTx,
  actor: Actor,
  shopId: number,
  key: string,
  body: z.output<typeof DiscardBodySchema>,
): Promise<ConsolePageView> {
  return db.transaction(async (tx) => {
    const row = await editedRow(tx, shopId, key);
    const version = await claimPage(tx, actor, shopId, row, body.version);
    return save(tx, actor, shopId, row, 'page.discard', version, { areas: pageView(row).areas, draft: null });
  });
}
