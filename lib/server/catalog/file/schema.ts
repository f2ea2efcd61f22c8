import { z } from 'zod';
import { ACTIVITY_PRICE_NOT_BELOW, activityPriceFits } from '@/lib/catalog/activityPrice';
import {
  activityDescription,
  flag,
  MerchantKeySchema,
  name,
  positiveInt,
  productDescription,
  purchaseLimit,
  quantity,
} from '@/lib/catalog/fields';
import { MAX_PRODUCT_PICTURES } from '@/lib/catalog/pictures';

z.config(z.locales.zhTW());

/**
 * The catalog file of `npm run operator -- catalog import` (example: examples/catalog/tea-shop.json).
 * Every object carries the merchant's own `key`; importing the file again finds the objects by it and
 * updates them. References between objects (a product's categories and activity) use those keys and
 * must resolve inside the file, so a file describes a catalog on its own.
 */

/** A picture file, relative to the catalog file so the file and its pictures travel together. */
const picture = z
  .string({ error: '必須是圖片檔的路徑' })
  .min(1, { error: '不可空白' })
  .max(300, { error: '路徑過長' })
  .refine((p) => !p.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(p) && !p.includes('\\'), {
    error: '須為相對於目錄檔的路徑（以 / 分隔）',
  });

const CategorySchema = z.strictObject({
  key: MerchantKeySchema,
  name: name(),
  image: picture.optional(),
});

const ActivitySchema = z.strictObject({
  key: MerchantKeySchema,
  name: name(),
  description: activityDescription.default(''),
  image: picture.optional(),
  enable: flag.default(true),
  isStorewide: flag.default(false),
});

const SpecSchema = z.strictObject({
  /** One value per entry of the product's `specNames`, in that order, e.g. ["紅", "M"]. */
  values: z.array(name(50)).min(1, { error: '至少一個規格值' }).max(2, { error: '最多兩層規格' }),
  price: positiveInt.optional(),
  activityPrice: positiveInt.optional(),
  stock: quantity,
  /**
   * The stock when the file was exported (the export writes it beside `stock`). Given, the import
   * applies the change from it (stock − stockSeen) to the stock stored then, so sales made between
   * the export and the import are not undone; without it, the stock is set as written.
   */
  stockSeen: quantity.optional(),
});

const ProductSchema = z.strictObject({
  key: MerchantKeySchema,
  name: name(),
  description: productDescription.default(''),
  image: picture.optional(),
  /** Every picture of the product in order, the first the main one; instead of `image`. */
  pictures: z
    .array(picture)
    .min(1, { error: '至少一張圖片' })
    .max(MAX_PRODUCT_PICTURES, { error: `最多 ${MAX_PRODUCT_PICTURES} 張圖片` })
    .optional(),
  /** The price shown on lists; a spec without a price of its own sells at it. */
  price: positiveInt,
  activityPrice: positiveInt.optional(),
  activity: MerchantKeySchema.optional(),
  categories: z.array(MerchantKeySchema).max(20).default([]),
  public: flag.default(true),
  /** 限購: most units (all specs together) one order may hold; without it, no limit. */
  purchaseLimit: purchaseLimit.optional(),
  /** Stock of a product without specs. */
  stock: quantity.optional(),
  /** The stock of a product without specs when the file was exported (see the spec's stockSeen). */
  stockSeen: quantity.optional(),
  /** Names of the spec levels, e.g. ["顏色", "尺寸"]; one or two. */
  specNames: z.array(name(50)).min(1, { error: '至少一層規格' }).max(2, { error: '最多兩層規格' }).optional(),
  specs: z.array(SpecSchema).min(1, { error: '至少一個規格' }).max(200).optional(),
});

export const CatalogFileSchema = z
  .strictObject({
    categoryGroups: z
      .array(
        z.strictObject({
          key: MerchantKeySchema,
          name: name(),
          categories: z.array(CategorySchema).max(200).default([]),
        }),
      )
      .max(50)
      .default([]),
    /** Categories outside any group. */
    categories: z.array(CategorySchema).max(500).default([]),
    activities: z.array(ActivitySchema).max(100).default([]),
    products: z.array(ProductSchema).max(2000).default([]),
  })
  .superRefine((file, ctx) => {
    for (const issue of crossChecks(file)) ctx.addIssue({ code: 'custom', ...issue });
  });

export type CatalogFile = z.output<typeof CatalogFileSchema>;
export type CatalogProduct = CatalogFile['products'][number];

type CrossIssue = { path: (string | number)[]; message: string };

/** What one object alone cannot tell: unique keys, references that resolve, specs that fit together. */
function crossChecks(file: CatalogFile): CrossIssue[] {
  const issues: CrossIssue[] = [];
  const unique = (items: { key: string; path: (string | number)[] }[], what: string) => {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.key))
        issues.push({ path: [...item.path, 'key'], message: `${what} key「${item.key}」重複` });
      seen.add(item.key);
    }
    return seen;
  };
  unique(
    file.categoryGroups.map((g, i) => ({ key: g.key, path: ['categoryGroups', i] })),
    '分類群組',
  );
  const categories = unique(
    [
      ...file.categoryGroups.flatMap((g, i) =>
        g.categories.map((c, j) => ({ key: c.key, path: ['categoryGroups', i, 'categories', j] })),
      ),
      ...file.categories.map((c, i) => ({ key: c.key, path: ['categories', i] })),
    ],
    '分類',
  );
  const activities = unique(
    file.activities.map((a, i) => ({ key: a.key, path: ['activities', i] })),
    '活動',
  );
  unique(
    file.products.map((p, i) => ({ key: p.key, path: ['products', i] })),
    '商品',
  );

  file.products.forEach((p, i) => {
    const at = (...rest: (string | number)[]) => ['products', i, ...rest];
    p.categories.forEach((c, j) => {
      if (!categories.has(c)) issues.push({ path: at('categories', j), message: `檔案中沒有分類「${c}」` });
    });
    if (p.activity !== undefined && !activities.has(p.activity))
      issues.push({ path: at('activity'), message: `檔案中沒有活動「${p.activity}」` });
    if (!activityPriceFits(p.price, p.activityPrice))
      issues.push({ path: at('activityPrice'), message: ACTIVITY_PRICE_NOT_BELOW });
    if (p.image !== undefined && p.pictures !== undefined)
      issues.push({ path: at('pictures'), message: 'image 與 pictures 請擇一' });
    issues.push(...specIssues(p).map((issue) => ({ ...issue, path: at(...issue.path) })));
  });
  return issues;
}

function specIssues(p: CatalogProduct): CrossIssue[] {
  if (!p.specs && !p.specNames)
    return p.stockSeen !== undefined && p.stock === undefined
      ? [{ path: ['stockSeen'], message: '有 stockSeen 就須寫 stock' }]
      : [];
  if (!p.specs) return [{ path: ['specs'], message: '有 specNames 就須列出 specs' }];
  if (!p.specNames) return [{ path: ['specNames'], message: '有 specs 就須列出 specNames' }];
  if (p.stock !== undefined) return [{ path: ['stock'], message: '有規格的商品，庫存寫在各規格的 stock' }];
  if (p.stockSeen !== undefined)
    return [{ path: ['stockSeen'], message: '有規格的商品，stockSeen 寫在各規格中' }];
  const levels = p.specNames.length;
  const issues: CrossIssue[] = [];
  if (new Set(p.specNames).size !== levels) issues.push({ path: ['specNames', 1], message: '規格名稱重複' });
  const seen = new Set<string>();
  p.specs.forEach((s, j) => {
    if (s.values.length !== levels)
      issues.push({ path: ['specs', j, 'values'], message: `須有 ${levels} 個規格值，對應 specNames` });
    const combination = JSON.stringify(s.values);
    if (seen.has(combination)) issues.push({ path: ['specs', j, 'values'], message: '規格組合重複' });
    seen.add(combination);
    if (!activityPriceFits(s.price ?? p.price, s.activityPrice))
      issues.push({ path: ['specs', j, 'activityPrice'], message: ACTIVITY_PRICE_NOT_BELOW });
  });
  return issues;
}

/** Every picture the file names, with where it is named. */
export function picturesOf(file: CatalogFile): { path: (string | number)[]; file: string }[] {
  const found: { path: (string | number)[]; file: string }[] = [];
  const add = (path: (string | number)[], image: string | undefined) => {
    if (image !== undefined) found.push({ path: [...path, 'image'], file: image });
  };
  file.categoryGroups.forEach((g, i) =>
    g.categories.forEach((c, j) => add(['categoryGroups', i, 'categories', j], c.image)),
  );
  file.categories.forEach((c, i) => add(['categories', i], c.image));
  file.activities.forEach((a, i) => add(['activities', i], a.image));
  file.products.forEach((p, i) => {
    add(['products', i], p.image);
    p.pictures?.forEach((image, j) => found.push({ path: ['products', i, 'pictures', j], file: image }));
  });
  return found;
}
