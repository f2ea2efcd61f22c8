import { z } from 'zod';
import {
  BooleanQuerySchema,
  IdListSchema,
  IdSchema,
  ImageSchema,
  NameFilterSchema,
  PageQuerySchema,
} from './common';

export const CategoryRefSchema = z.object({ id: z.number().int(), nanoId: z.string(), name: z.string() });

export const CategorySchema = z.object({
  id: z.number().int(),
  nanoId: z.string(),
  name: z.string(),
  Image: ImageSchema.nullable(),
  order: z.number().int(),
  EcommerceCategoryGroupId: z.number().int().nullable(),
  EcommerceCategoryGroup: CategoryRefSchema.nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryGroupSchema = z.object({
  id: z.number().int(),
  nanoId: z.string(),
  name: z.string(),
  order: z.number().int(),
  EcommerceCategories: z.array(CategorySchema.omit({ EcommerceCategoryGroup: true })),
});
export type CategoryGroup = z.infer<typeof CategoryGroupSchema>;

export const ActivityRefSchema = z.object({
  id: z.number().int(),
  nanoId: z.string(),
  name: z.string(),
  enable: z.boolean(),
});
export type ActivityRef = z.infer<typeof ActivityRefSchema>;

export const ActivitySchema = ActivityRefSchema.extend({
  description: z.string(),
  isRemove: z.boolean(),
  isStorewide: z.boolean(),
  Image: ImageSchema.nullable(),
  order: z.number().int(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** What a product card needs; `activityPrice` already accounts for whether the activity runs. */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  nanoId: z.string(),
  name: z.string(),
  MainImage: ImageSchema.nullable(),
  Image: ImageSchema.nullable(),
  price: z.number().int(),
  activityPrice: z.number().int(),
  order: z.number().int(),
  isPublic: z.boolean(),
  isRemove: z.boolean(),
  useCashbackRate: z.number(),
  EcommerceActivityId: z.number().int().nullable(),
  EcommerceActivity: ActivityRefSchema.nullable(),
  /** Sum of the stock of every combination; 0 means sold out. */
  totalStock: z.number().int(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ActivityDetailSchema = ActivitySchema.extend({
  EcommerceProducts: z.array(ProductSummarySchema),
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

export const ParentSpecSchema = z.object({ id: z.number().int(), name: z.string(), order: z.number().int() });
export const ChildSpecSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  EcommerceProductParentSpecId: z.number().int(),
});
export const StockSchema = z.object({
  id: z.number().int(),
  stock: z.number().int(),
  price: z.number().int(),
  activityPrice: z.number().int(),
  EcommerceProductChildSpecs: z.array(ChildSpecSchema),
});
export type ParentSpec = z.infer<typeof ParentSpecSchema>;
export type ChildSpec = z.infer<typeof ChildSpecSchema>;
export type Stock = z.infer<typeof StockSchema>;

export const ProductSchema = ProductSummarySchema.extend({
  description: z.string(),
  EcommerceCategories: z.array(CategoryRefSchema),
  EcommerceProductParentSpecs: z.array(ParentSpecSchema),
  EcommerceProductChildSpecs: z.array(ChildSpecSchema),
  EcommerceProductStocks: z.array(StockSchema),
});
export type Product = z.infer<typeof ProductSchema>;

/** A stock with the product it belongs to, as the cart needs to refresh a line. */
export const StockWithProductSchema = StockSchema.extend({
  EcommerceProduct: ProductSummarySchema,
});
export type StockWithProduct = z.infer<typeof StockWithProductSchema>;

// ---- queries ----

export const ActivityListQuerySchema = PageQuerySchema.extend({
  name: NameFilterSchema,
  isStorewideActivity: BooleanQuerySchema.optional(),
});

export const CategoryListQuerySchema = PageQuerySchema;
export const CategoryCountQuerySchema = z.object({ name: NameFilterSchema });

export const PRODUCT_SORT_FIELDS = ['order', 'price', 'createdAt', 'name'] as const;

export const ProductFilterSchema = z.object({
  name: NameFilterSchema,
  EcommerceActivityId: IdSchema.optional(),
  EcommerceCategoryId: IdSchema.optional(),
  EcommerceCategoryGroupId: IdSchema.optional(),
});
export type ProductFilter = z.infer<typeof ProductFilterSchema>;

/** sortBy names the field, sort the direction; display order ascending by default. */
export const ProductSortSchema = z.object({
  sortBy: z.enum(PRODUCT_SORT_FIELDS).default('order'),
  sort: z
    .string()
    .toUpperCase()
    .pipe(z.enum(['ASC', 'DESC']))
    .default('ASC'),
});
export type ProductSort = z.infer<typeof ProductSortSchema>;

export const ProductListQuerySchema = PageQuerySchema.extend(ProductFilterSchema.shape).extend(
  ProductSortSchema.shape,
);
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export const ProductCountQuerySchema = ProductFilterSchema;

/** Products of one category, group or activity, addressed by its nanoId. */
export const ScopedProductListQuerySchema = PageQuerySchema.extend(ProductSortSchema.shape);

export const SEARCH_RESULT_LIMIT = 10;
export const ProductSearchQuerySchema = z.object({ search: z.string().trim().min(1).max(100) });

export const StockQuerySchema = z.object({ ids: IdListSchema });
