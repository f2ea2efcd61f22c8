import { z } from 'zod';
import { ACTIVITY_PRICE_NOT_BELOW, activityPriceFits } from '@/lib/catalog/activityPrice';
import { MAX_PRODUCT_PICTURES } from '@/lib/catalog/pictures';
import { name, positiveInt, quantity } from '@/lib/catalog/fields';
import {
  MAX_SPEC_CELLS,
  MAX_SPEC_LEVELS,
  MAX_SPEC_VALUES,
  type SpecMatrix,
} from '@/lib/console/products/matrix';
import { RowIdSchema, VersionSchema } from './fields';

/**
 * The product form's body: the same fields and limits as the catalog file (lib/catalog/fields.ts),
 * with the console's ids where the file has keys.
 */

const optionalId = RowIdSchema.nullable().optional();

const ValueSchema = z.strictObject({
  /** The editor's name for the value (unique in the matrix); cells name their values by it. */
  key: z.string({ error: '必須是文字' }).min(1).max(40),
  id: optionalId,
  name: name(50),
});

const LevelSchema = z.strictObject({
  id: optionalId,
  name: name(50),
  values: z.array(ValueSchema).max(MAX_SPEC_VALUES, { error: `每層最多 ${MAX_SPEC_VALUES} 個規格值` }),
});

const CellSchema = z.strictObject({
  keys: z.array(z.string().max(40)).max(MAX_SPEC_LEVELS),
  price: positiveInt,
  activityPrice: positiveInt.nullable(),
  stock: quantity,
  /** The stock the form showed: the save applies the change from it (orders may have taken some since). */
  seen: quantity.optional(),
});

const SpecMatrixSchema = z.strictObject({
  levels: z.array(LevelSchema).max(MAX_SPEC_LEVELS, { error: `最多 ${MAX_SPEC_LEVELS} 層規格` }),
  cells: z
    .array(CellSchema)
    .min(1, { error: '至少要有一個規格組合' })
    .max(MAX_SPEC_CELLS, { error: `最多 ${MAX_SPEC_CELLS} 個規格組合` }),
});

/** A picture's address as the media upload answered it, or one the product already shows. */
const PictureSchema = z.string({ error: '必須是圖片網址' }).min(1).max(300);

export const ProductBodySchema = z
  .strictObject({
    name: name(),
    description: z.string({ error: '必須是文字' }).max(20_000, { error: '最多 20000 個字' }).default(''),
    pictures: z
      .array(PictureSchema)
      .max(MAX_PRODUCT_PICTURES, { error: `最多 ${MAX_PRODUCT_PICTURES} 張圖片` })
      .default([]),
    price: positiveInt,
    activityPrice: positiveInt.nullable().default(null),
    categoryIds: z.array(RowIdSchema).max(20, { error: '最多 20 個分類' }).default([]),
    activityId: RowIdSchema.nullable().default(null),
    isPublic: z.boolean({ error: '必須是 true 或 false' }),
    order: z.number({ error: '必須是整數' }).int({ error: '必須是整數' }).min(0).max(1_000_000).default(0),
    /** Share of the price cashback points may pay, 0–1. */
    useCashbackRate: z.number({ error: '必須是 0 到 1 之間的數字' }).min(0).max(1).default(0),
    purchaseLimit: z
      .number({ error: '必須是正整數' })
      .int({ error: '必須是正整數' })
      .min(1, { error: '必須是正整數' })
      .max(1_000, { error: '限購數量過大' })
      .nullable()
      .default(null),
    specs: SpecMatrixSchema,
  })
  .superRefine((p, ctx) => {
    if (!activityPriceFits(p.price, p.activityPrice))
      ctx.addIssue({ code: 'custom', path: ['activityPrice'], message: ACTIVITY_PRICE_NOT_BELOW });
  });
export type ProductBody = z.output<typeof ProductBodySchema>;

export const ProductUpdateSchema = z.intersection(ProductBodySchema, z.object({ version: VersionSchema }));
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

export const ProductRemoveSchema = z.object({ version: VersionSchema });

/** A product as the console's form edits it: every field, its categories by id, its spec matrix. */
export type ConsoleProduct = {
  id: number;
  nanoId: string;
  version: number;
  name: string;
  description: string;
  pictures: string[];
  price: number;
  activityPrice: number | null;
  categoryIds: number[];
  activityId: number | null;
  isPublic: boolean;
  order: number;
  useCashbackRate: number;
  purchaseLimit: number | null;
  specs: SpecMatrix;
};

/** What the form offers to choose from: the shop's categories and activities. */
export type ProductChoices = {
  categories: { id: number; name: string }[];
  activities: { id: number; name: string }[];
};

const Ticked = z.array(z.object({ id: z.number().int().min(1).max(2_147_483_647), version: VersionSchema }));

/** One action on the products ticked on the list, each named with the version the list showed. */
export const BulkBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), products: Ticked }),
    z.object({ action: z.literal('hide'), products: Ticked }),
    /** Moves them to exactly this one category. */
    z.object({
      action: z.literal('category'),
      products: Ticked,
      categoryId: z.number({ error: '請選擇分類' }).int().min(1).max(2_147_483_647),
    }),
    /** Sets every combination on sale of each to this stock. */
    z.object({ action: z.literal('stock'), products: Ticked, stock: quantity }),
  ],
  { error: '動作須為 publish、hide、category 或 stock' },
);
export type BulkBody = z.output<typeof BulkBodySchema>;
