import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { pictureColumns } from '@/lib/catalog/pictures';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { HttpError } from '../http/errors';
import { pictureProblem } from '../media/picture';
import { storePicture } from '../media/store';
import { located, parseCatalogFile } from './catalogFile/parse';
import { picturesOf, type CatalogFile, type CatalogProduct } from './catalogFile/schema';
import { combinationKey, stockCombinations, type SpecPair } from './combinations';
import { decodePicture, PictureUploadSchema } from './picturesUpload';
import { HostSchema, operatorShop, OrgKeySchema, type Changed } from './target';

/** Bounds one import: the file's text and its pictures travel in one request to the server. */
export const MAX_CATALOG_CHARS = 2_000_000;
export const MAX_PICTURES = 500;

export const ImportCatalogBodySchema = z.object({
  host: HostSchema,
  org: OrgKeySchema.optional(),
  /** The file's name as the operator typed it; errors start with it. */
  fileName: z.string().max(300).default('catalog.json'),
  text: z.string().max(MAX_CATALOG_CHARS, { error: '目錄檔超過 2 MB' }),
  /** The pictures the file names, by the path written in it, in base64. */
  pictures: z.record(z.string().max(300), PictureUploadSchema).default({}),
});
export type ImportCatalogBody = z.output<typeof ImportCatalogBodySchema>;

type Counts = Record<'categoryGroups' | 'categories' | 'activities' | 'products' | 'stocks', number>;
export type ImportResult = Changed & {
  shopId: number;
  created: Counts;
  updated: Counts;
  removedStocks: number;
};

const zero = (): Counts => ({ categoryGroups: 0, categories: 0, activities: 0, products: 0, stocks: 0 });

/**
 * Imports a catalog file into the shop behind `host`, all or nothing. Objects are found by their
 * `key`, so importing a file again updates them in place. An import only adds and updates: objects
 * the file no longer lists stay as they are. Within a product, though, the file is the whole truth:
 * its specs become exactly the file's, and stocks of combinations it no longer lists are taken off
 * sale (kept, because carts and past orders point at them).
 */
export async function importCatalog(db: Db, body: ImportCatalogBody): Promise<ImportResult> {
  const parsed = parseCatalogFile(body.fileName, body.text);
  if (!parsed.ok) throw new HttpError(400, parsed.error);
  const { catalog, lineOf } = parsed;
  const wanted = picturesOf(catalog);
  if (wanted.length > MAX_PICTURES) throw new HttpError(400, `一次最多匯入 ${MAX_PICTURES} 張圖片`);

  const pictures = new Map<string, Uint8Array>();
  for (const { path, file } of wanted) {
    if (pictures.has(file)) continue;
    const data = body.pictures[file];
    const problem = data === undefined ? `找不到圖片 ${file}` : pictureProblem(decodePicture(data));
    if (problem)
      throw new HttpError(
        400,
        located(body.fileName, lineOf, path, problem.startsWith('找不到') ? problem : `${file}: ${problem}`),
      );
    pictures.set(file, decodePicture(data!));
  }

  return db.transaction(async (tx) => {
    const shop = await operatorShop(tx, body.host, body.org);
    const urls = new Map<string, string>();
    for (const [file, bytes] of pictures) urls.set(file, await storePicture(tx, bytes));
    const run = new ImportRun(tx, shop.id, urls);
    await run.all(catalog);
    return {
      changedShops: [shop.id],
      shopId: shop.id,
      created: run.created,
      updated: run.updated,
      removedStocks: run.removedStocks,
    };
  });
}

/** A fresh public id for an object's addresses; the merchant's key stays the merchant's business. */
const newNanoId = () => randomBytes(9).toString('base64url');

type Keyed = PgTable & {
  id: PgColumn;
  shopId: PgColumn;
  key: PgColumn;
};

class ImportRun {
  created = zero();
  updated = zero();
  removedStocks = 0;

  constructor(
    private readonly tx: Tx,
    private readonly shopId: number,
    private readonly pictures: Map<string, string>,
  ) {}

  private picture(file: string | undefined): string | null {
    return file === undefined ? null : this.pictures.get(file)!;
  }

  /** The shop's ids of the objects of one kind that already carry these keys. */
  private async existing(table: Keyed, keys: string[]): Promise<Map<string, number>> {
    if (!keys.length) return new Map();
    const rows = (await this.tx
      .select({ id: table.id, key: table.key })
      .from(table)
      .where(and(eq(table.shopId, this.shopId), inArray(table.key, keys)))) as { id: number; key: string }[];
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  /** Updates the object with this key or inserts it; answers its id. */
  private async upsert<T extends Keyed>(
    kind: keyof Counts,
    table: T,
    found: Map<string, number>,
    key: string,
    values: Record<string, unknown>,
  ): Promise<number> {
    const id = found.get(key);
    if (id !== undefined) {
      await this.tx.update(table).set(values).where(eq(table.id, id));
      this.updated[kind]++;
      return id;
    }
    const [row] = (await this.tx
      .insert(table)
      .values({ ...values, shopId: this.shopId, key, nanoId: newNanoId() } as never)
      .returning({ id: table.id })) as { id: number }[];
    this.created[kind]++;
    found.set(key, row!.id);
    return row!.id;
  }

  async all(file: CatalogFile): Promise<void> {
    const groups = await this.existing(
      t.categoryGroups,
      file.categoryGroups.map((g) => g.key),
    );
    const groupIds = new Map<string, number>();
    for (const [order, g] of file.categoryGroups.entries())
      groupIds.set(
        g.key,
        await this.upsert('categoryGroups', t.categoryGroups, groups, g.key, { name: g.name, order }),
      );

    const allCategories = [
      ...file.categoryGroups.flatMap((g) =>
        g.categories.map((c) => ({ ...c, groupId: groupIds.get(g.key)! })),
      ),
      ...file.categories.map((c) => ({ ...c, groupId: null })),
    ];
    const categories = await this.existing(
      t.categories,
      allCategories.map((c) => c.key),
    );
    for (const [order, c] of allCategories.entries())
      await this.upsert('categories', t.categories, categories, c.key, {
        name: c.name,
        image: this.picture(c.image),
        groupId: c.groupId,
        order,
      });

    const activities = await this.existing(
      t.activities,
      file.activities.map((a) => a.key),
    );
    for (const [order, a] of file.activities.entries())
      await this.upsert('activities', t.activities, activities, a.key, {
        name: a.name,
        description: a.description,
        image: this.picture(a.image),
        enable: a.enable,
        isStorewide: a.isStorewide,
        isRemove: false,
        order,
      });

    const products = await this.existing(
      t.products,
      file.products.map((p) => p.key),
    );
    for (const [index, p] of file.products.entries()) {
      const image = this.picture(p.image);
      const productId = await this.upsert('products', t.products, products, p.key, {
        name: p.name,
        description: p.description,
        ...pictureColumns(image ? [image] : []),
        price: p.price,
        activityPrice: p.activityPrice ?? null,
        activityId: p.activity === undefined ? null : activities.get(p.activity)!,
        order: (index + 1) * 10,
        isPublic: p.public,
        isRemove: false,
        purchaseLimit: p.purchaseLimit ?? null,
      });
      await this.tx.delete(t.productCategories).where(eq(t.productCategories.productId, productId));
      if (p.categories.length)
        await this.tx
          .insert(t.productCategories)
          .values(
            p.categories.map((c) => ({ shopId: this.shopId, productId, categoryId: categories.get(c)! })),
          );
      await this.specs(productId, p);
    }
  }

  /** Makes the product's specs and stocks exactly the file's, keeping the stocks that stay by their combination. */
  private async specs(productId: number, p: CatalogProduct): Promise<void> {
    const levels = p.specNames ?? [];
    const wanted = p.specs
      ? p.specs.map((s) => ({ ...s, pairs: s.values.map((child, i) => ({ parent: levels[i]!, child })) }))
      : [{ pairs: [] as SpecPair[], stock: p.stock ?? 0, price: p.price, activityPrice: p.activityPrice }];
    const existing = await stockCombinations(this.tx, productId);
    const before = new Map(existing.map((s) => [combinationKey(s.pairs), s.stockId]));
    const keep = new Set(wanted.map((w) => combinationKey(w.pairs)));
    const gone = existing
      .filter((s) => !s.isRemove && !keep.has(combinationKey(s.pairs)))
      .map((s) => s.stockId);
    if (gone.length) {
      await this.tx.update(t.productStocks).set({ isRemove: true }).where(inArray(t.productStocks.id, gone));
      this.removedStocks += gone.length;
    }

    // Levels and values are matched by name; those the file no longer has go (with their links).
    const parentRows = await this.tx
      .select({ id: t.productParentSpecs.id, name: t.productParentSpecs.name })
      .from(t.productParentSpecs)
      .where(eq(t.productParentSpecs.productId, productId));
    const childIds = new Map<string, number>();
    const keptParents: number[] = [];
    for (const [order, name] of levels.entries()) {
      let parentId = parentRows.find((r) => r.name === name)?.id;
      if (parentId === undefined) {
        const [row] = await this.tx
          .insert(t.productParentSpecs)
          .values({ shopId: this.shopId, productId, name, order })
          .returning({ id: t.productParentSpecs.id });
        parentId = row!.id;
      } else
        await this.tx
          .update(t.productParentSpecs)
          .set({ order })
          .where(eq(t.productParentSpecs.id, parentId));
      keptParents.push(parentId);
      const values = [...new Set(wanted.map((w) => w.pairs[order]!.child))];
      const childRows = await this.tx
        .select({ id: t.productChildSpecs.id, name: t.productChildSpecs.name })
        .from(t.productChildSpecs)
        .where(eq(t.productChildSpecs.parentSpecId, parentId));
      const keptChildren: number[] = [];
      for (const [i, value] of values.entries()) {
        let childId = childRows.find((r) => r.name === value)?.id;
        if (childId === undefined) {
          const [row] = await this.tx
            .insert(t.productChildSpecs)
            .values({ shopId: this.shopId, productId, parentSpecId: parentId, name: value, order: i })
            .returning({ id: t.productChildSpecs.id });
          childId = row!.id;
        } else
          await this.tx
            .update(t.productChildSpecs)
            .set({ order: i })
            .where(eq(t.productChildSpecs.id, childId));
        keptChildren.push(childId);
        childIds.set(JSON.stringify([name, value]), childId);
      }
      await this.tx
        .delete(t.productChildSpecs)
        .where(
          and(
            eq(t.productChildSpecs.parentSpecId, parentId),
            notInArray(t.productChildSpecs.id, keptChildren),
          ),
        );
    }
    await this.tx
      .delete(t.productParentSpecs)
      .where(
        and(
          eq(t.productParentSpecs.productId, productId),
          keptParents.length ? notInArray(t.productParentSpecs.id, keptParents) : undefined,
        ),
      );

    for (const w of wanted) {
      const values = {
        stock: w.stock,
        price: w.price ?? p.price,
        activityPrice: w.activityPrice ?? (w.price === undefined ? (p.activityPrice ?? null) : null),
        isRemove: false,
      };
      const stockId = before.get(combinationKey(w.pairs));
      if (stockId !== undefined) {
        await this.tx.update(t.productStocks).set(values).where(eq(t.productStocks.id, stockId));
        this.updated.stocks++;
        continue;
      }
      const [row] = await this.tx
        .insert(t.productStocks)
        .values({ ...values, shopId: this.shopId, productId })
        .returning({ id: t.productStocks.id });
      this.created.stocks++;
      if (w.pairs.length)
        await this.tx.insert(t.productStockChildSpecs).values(
          w.pairs.map((pair) => ({
            shopId: this.shopId,
            stockId: row!.id,
            childSpecId: childIds.get(JSON.stringify([pair.parent, pair.child]))!,
          })),
        );
    }
  }
}
