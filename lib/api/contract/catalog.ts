import { z } from 'zod/mini';
import {
  BooleanQuerySchema,
  IdListSchema,
  IdSchema,
  ImageSchema,
  NameFilterSchema,
  PageQuerySchema,
} from './common';

export const CategoryRefSchema = z.object({ id: z.int(), nanoId: z.string(), name: z.string() });

export const CategorySchema = z.object({
  id: z.int(),
  nanoId: z.string(),
  name: z.string(),
  Image: z.nullable(ImageSchema),
  order: z.int(),
  EcommerceCategoryGroupId: z.nullable(z.int()),
  EcommerceCategoryGroup: z.nullable(CategoryRefSchema),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryGroupSchema = z.object({
  id: z.int(),
  nanoId: z.string(),
  name: z.string(),
  order: z.int(),
  EcommerceCategories: z.array(z.omit(CategorySchema, { EcommerceCategoryGroup: true })),
});
export type CategoryGroup = z.infer<typeof CategoryGroupSchema>;

export const ActivityRefSchema = z.object({
  id: z.int(),
  nanoId: z.string(),
  name: z.string(),
  enable: z.boolean(),
});
export type ActivityRef = z.infer<typeof ActivityRefSchema>;

export const ActivitySchema = z.extend(ActivityRefSchema, {
  description: z.string(),
  isRemove: z.boolean(),
  isStorewide: z.boolean(),
  Image: z.nullable(ImageSchema),
  order: z.int(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** What a product card needs; `activityPrice` already accounts for whether the activity runs. */
export const ProductSummarySchema = z.object({
  id: z.int(),
  nanoId: z.string(),
  name: z.string(),
  MainImage: z.nullable(ImageSchema),
  Image: z.nullable(ImageSchema),
  price: z.int(),
  activityPrice: z.int(),
  order: z.int(),
  isPublic: z.boolean(),
  isRemove: z.boolean(),
  useCashbackRate: z.number(),
  /** Most units of the product (its specs together) one order may hold (限購); null: no limit. */
  purchaseLimit: z.nullable(z.int()),
  EcommerceActivityId: z.nullable(z.int()),
  EcommerceActivity: z.nullable(ActivityRefSchema),
  /** Sum of the stock of every combination; 0 means sold out. */
  totalStock: z.int(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ActivityDetailSchema = z.extend(ActivitySchema, {
  EcommerceProducts: z.array(ProductSummarySchema),
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

export const ParentSpecSchema = z.object({ id: z.int(), name: z.string(), order: z.int() });
export const ChildSpecSchema = z.object({
  id: z.int(),
  name: z.string(),
  order: z.int(),
  EcommerceProductParentSpecId: z.int(),
});
export const StockSchema = z.object({
  id: z.int(),
  stock: z.int(),
  price: z.int(),
  activityPrice: z.int(),
  EcommerceProductChildSpecs: z.array(ChildSpecSchema),
});
export type ParentSpec = z.infer<typeof ParentSpecSchema>;
export type ChildSpec = z.infer<typeof ChildSpecSchema>;
export type Stock = z.infer<typeof StockSchema>;

export const ProductSchema = z.extend(ProductSummarySchema, {
  description: z.string(),
  /**
   * Every picture in the merchant's order, the first the main one. Optional: a backend that sends
   * only MainImage and Image still speaks the contract, and the page falls back on those two.
   */
  pictures: z.optional(z.array(ImageSchema)),
  EcommerceCategories: z.array(CategoryRefSchema),
  EcommerceProductParentSpecs: z.array(ParentSpecSchema),
  EcommerceProductChildSpecs: z.array(ChildSpecSchema),
  EcommerceProductStocks: z.array(StockSchema),
});
export type Product = z.infer<typeof ProductSchema>;

/** A stock with the product it belongs to, as the cart needs to refresh a line. */
export const StockWithProductSchema = z.extend(StockSchema, {
  EcommerceProduct: ProductSummarySchema,
});
export type StockWithProduct = z.infer<typeof StockWithProductSchema>;

// ---- queries ----

export const ActivityListQuerySchema = z.extend(PageQuerySchema, {
  name: NameFilterSchema,
  isStorewideActivity: z.optional(BooleanQuerySchema),
});

export const CategoryListQuerySchema = PageQuerySchema;
export const CategoryCountQuerySchema = z.object({ name: NameFilterSchema });

export const PRODUCT_SORT_FIELDS = ['order', 'price', 'createdAt', 'name'] as const;

const ProductFilterSchema = z.object({
  name: NameFilterSchema,
  EcommerceActivityId: z.optional(IdSchema),
  EcommerceCategoryId: z.optional(IdSchema),
  EcommerceCategoryGroupId: z.optional(IdSchema),
});
export type ProductFilter = z.infer<typeof ProductFilterSchema>;

/** sortBy names the field, sort the direction; display order ascending by default. */
export const ProductSortSchema = z.object({
  sortBy: z._default(z.enum(PRODUCT_SORT_FIELDS), 'order'),
  sort: z._default(z.pipe(z.string().check(z.toUpperCase()), z.enum(['ASC', 'DESC'])), 'ASC'),
});
export type ProductSort = z.infer<typeof ProductSortSchema>;

export const ProductListQuerySchema = z.extend(
  z.extend(PageQuerySchema, ProductFilterSchema.shape),
  ProductSortSchema.shape,
);
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export const ProductCountQuerySchema = ProductFilterSchema;

/** Products of one category, group or activity, addressed by its nanoId. */
export const ScopedProductListQuerySchema = z.extend(PageQuerySchema, ProductSortSchema.shape);

export const SEARCH_RESULT_LIMIT = 10;
export const ProductSearchQuerySchema = z.object({
  search: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

export const StockQuerySchema = z.object({ ids: IdListSchema });
