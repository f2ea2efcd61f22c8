import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { pictureColumns } from '@/lib/catalog/pictures';
import type { SpecMatrix } from '@/lib/console/products/matrix';
import { matchByName } from './specMatrix';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { pictureProblem } from '../media/picture';
import { storePicture } from '../media/store';
import { located, parseCatalogFile } from './file/parse';
import { picturesOf, type CatalogFile, type CatalogProduct } from './file/schema';
import { writeMatrix } from './combinations';
import { decodePicture, PictureUploadSchema } from '../media/picturesUpload';
import { HostSchema, OrgKeySchema } from '../shops/identity';
import { operatorShop } from '../shops/ofOrg';
import type { Changed } from '../kernel/changed';

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

/** A catalog file as it travels: its name (errors start with it), its text, its pictures in base64. */
export type CatalogUpload = Pick<ImportCatalogBody, 'fileName' | 'text' | 'pictures'>;

/**
 * Imports a catalog file into the shop behind `host`, all or nothing. Objects are found by their
 * `key`, so importing a file again updates them in place. An import only adds and updates: objects
 * the file no longer lists stay as they are. Within a product, though, the file is the whole truth:
 * its specs become exactly the file's, and stocks of combinations it no longer lists are taken off
 * sale (kept, because carts and past orders point at them).
 */
export async function importCatalog(db: Db, body: ImportCatalogBody): Promise<ImportResult> {
  return importCatalogInto(db, body, (tx) => operatorShop(tx, body.host, body.org));
}

/**
 * The import itself, into the shop `shopOf` finds inside the import's transaction: the operator's
 * command names it by host, the console by the shop it is signed in to. `recorded` runs last in the
 * same transaction (the console records the import there). A picture the file names but the upload
 * does not carry is one stored before (`uploaded`) or one the shop already shows (knownPictures), or
 * the file is refused.
 */
export async function importCatalogInto(
  db: Db,
  body: CatalogUpload,
  shopOf: (tx: Tx) => Promise<{ id: number }>,
  options: {
    /** The rule pictures are held to: the operator's files (pictureProblem) or the console's uploads. */
    problemOf?: (bytes: Uint8Array) => string | null;
    recorded?: (tx: Tx, result: ImportResult) => Promise<void>;
    /** Pictures stored before the import (the console uploads them first), by the path the file names. */
    uploaded?: (tx: Tx) => Promise<Map<string, string>>;
  } = {},
): Promise<ImportResult> {
  const { problemOf = pictureProblem, recorded, uploaded } = options;
  const parsed = parseCatalogFile(body.fileName, body.text);
  if (!parsed.ok) throw new DomainError('invalid', parsed.error);
  const { catalog, lineOf } = parsed;
  const wanted = picturesOf(catalog);
  if (wanted.length > MAX_PICTURES) throw new DomainError('invalid', `一次最多匯入 ${MAX_PICTURES} 張圖片`);

  const pictures = new Map<string, Uint8Array>();
  const named = new Set<string>();
  for (const { path, file } of wanted) {
    if (pictures.has(file) || named.has(file)) continue;
    const data = body.pictures[file];
    if (data === undefined) {
      named.add(file);
      continue;
    }
    const problem = problemOf(decodePicture(data));
    if (problem)
      throw new DomainError('invalid', located(body.fileName, lineOf, path, `${file}: ${problem}`));
    pictures.set(file, decodePicture(data));
  }

  return db.transaction(async (tx) => {
    const shop = await shopOf(tx);
    const urls = new Map<string, string>();
    for (const [file, bytes] of pictures) urls.set(file, await storePicture(tx, shop.id, bytes, problemOf));
    const stored = named.size && uploaded ? await uploaded(tx) : new Map<string, string>();
    const known = named.size ? await knownPictures(tx, shop.id) : new Set<string>();
    for (const file of named) {
      const url = stored.get(file) ?? (known.has(`/${file}`) ? `/${file}` : undefined);
      if (url === undefined) {
        const at = wanted.find((w) => w.file === file)!.path;
        throw new DomainError('invalid', located(body.fileName, lineOf, at, `找不到圖片 ${file}`));
      }
      urls.set(file, url);
    }
    const run = new ImportRun(tx, shop.id, urls);
    await run.all(catalog);
    const result = {
      changedShops: [shop.id],
      shopId: shop.id,
      created: run.created,
      updated: run.updated,
      removedStocks: run.removedStocks,
    };
    await recorded?.(tx, result);
    return result;
  });
}

/**
 * The pictures a file may name by address without sending them (the export writes them so,
 * catalogExport.ts): those the shop's products, categories and activities already show. Nothing new
 * enters the shop that way.
 */
async function knownPictures(tx: Tx, shopId: number): Promise<Set<string>> {
  const [products, categories, activities] = await Promise.all([
    tx.select({ pictures: t.products.pictures }).from(t.products).where(eq(t.products.shopId, shopId)),
    tx.select({ image: t.categories.image }).from(t.categories).where(eq(t.categories.shopId, shopId)),
    tx.select({ image: t.activities.image }).from(t.activities).where(eq(t.activities.shopId, shopId)),
  ]);
  return new Set([
    ...products.flatMap((p) => p.pictures),
    ...[...categories, ...activities].flatMap((r) => (r.image ? [r.image] : [])),
  ]);
}

/** A fresh public id for an object's addresses; the merchant's key stays the merchant's business. */
const newNanoId = () => randomBytes(9).toString('base64url');

type Keyed = PgTable & {
  id: PgColumn;
  shopId: PgColumn;
  key: PgColumn;
  nanoId: PgColumn;
  version: PgColumn;
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
      .select({ id: table.id, key: table.key, nanoId: table.nanoId })
      .from(table)
      .where(
        and(
          eq(table.shopId, this.shopId),
          or(inArray(table.key, keys), and(isNull(table.key), inArray(table.nanoId, keys))),
        ),
      )) as { id: number; key: string | null; nanoId: string }[];
    // An object made in the console has no key; the export names it by its public id (catalogExport.ts).
    return new Map(rows.map((r) => [r.key ?? r.nanoId, r.id]));
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
      // A new version, so that a console edit begun before the import is refused, not lost.
      await this.tx
        .update(table)
        .set({ ...values, key, version: sql`${table.version} + 1` } as never)
        .where(eq(table.id, id));
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
      const productId = await this.upsert('products', t.products, products, p.key, {
        name: p.name,
        description: p.description,
        ...pictureColumns(
          (p.pictures ?? (p.image === undefined ? [] : [p.image])).map((f) => this.picture(f)!),
        ),
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

  /** Makes the product's specs and stocks exactly the file's (writeMatrix, as a console save). */
  private async specs(productId: number, p: CatalogProduct): Promise<void> {
    const written = await writeMatrix(
      this.tx,
      this.shopId,
      productId,
      (stored) => matchByName(stored, fileMatrix(p)),
      // The file's own checks (catalogFile/schema.ts) already hold every rule a matrix has.
      (problem) => new DomainError('invalid', problem.message),
    );
    this.created.stocks += written.created;
    this.updated.stocks += written.updated;
    this.removedStocks += written.takenOff;
  }
}

/**
 * A file product's specs as a matrix: values in the order the file first names them; a spec without
 * a price of its own sells at the product's price and activity price.
 */
function fileMatrix(p: CatalogProduct): SpecMatrix {
  const cellOf = (
    keys: string[],
    s: { price?: number; activityPrice?: number; stock: number; stockSeen?: number },
  ) => ({
    keys,
    stock: s.stock,
    ...(s.stockSeen !== undefined ? { seen: s.stockSeen } : {}),
    price: s.price ?? p.price,
    activityPrice: s.activityPrice ?? (s.price === undefined ? (p.activityPrice ?? null) : null),
  });
  if (!p.specs || !p.specNames)
    return { levels: [], cells: [cellOf([], { stock: p.stock ?? 0, stockSeen: p.stockSeen })] };
  const specs = p.specs;
  const key = (level: number, value: string) => JSON.stringify([level, value]);
  return {
    levels: p.specNames.map((name, level) => ({
      name,
      values: [...new Set(specs.map((s) => s.values[level]!))].map((value) => ({
        key: key(level, value),
        name: value,
      })),
    })),
    cells: specs.map((s) =>
      cellOf(
        s.values.map((v, level) => key(level, v)),
        s,
      ),
    ),
  };
}
