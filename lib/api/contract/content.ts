import { z } from 'zod/mini';
import { ActivityRefSchema, CategoryRefSchema, ProductSummarySchema } from './catalog';
import { ImageSchema } from './common';
import { MAX_ID_LENGTH } from './limits';

// ---- navigation ----

export const NAV_ITEM_TYPES = ['allProduct', 'ecommerceActivity', 'ecommercePage', 'link'] as const;

export const NavItemSchema = z.object({
  type: z.enum(NAV_ITEM_TYPES),
  name: z.string(),
  url: z.nullish(z.string()),
  ecommerceActivityId: z.nullish(z.int()),
  /** Filled by the server from ecommerceActivityId; null when the activity no longer exists. */
  ecommerceActivity: z.nullish(z.extend(ActivityRefSchema, { isRemove: z.boolean() })),
  ecommercePage: z.nullish(z.object({ key: z.string() })),
});
export type NavItem = z.infer<typeof NavItemSchema>;

/** A recommended activity or category shown in the search panel. */
export const TrendItemSchema = z.object({
  type: z.enum(['ecommerceActivity', 'ecommerceCategory']),
  nanoId: z.string(),
  name: z.string(),
});
export type TrendItem = z.infer<typeof TrendItemSchema>;

export const NavConfigSchema = z.object({
  navigation: z.array(NavItemSchema),
  trend: z.array(TrendItemSchema),
});
export type NavConfig = z.infer<typeof NavConfigSchema>;

// ---- footer ----

export const FooterLinkSchema = z.object({ name: z.string(), url: z.nullish(z.string()) });
export const FooterConfigSchema = z.object({
  aboutUs: z.array(FooterLinkSchema),
  faq: z.array(FooterLinkSchema),
  contactUs: z.array(z.object({ name: z.string(), text: z.string() })),
});
export type FooterConfig = z.infer<typeof FooterConfigSchema>;

// ---- sidebar ----

export const SidebarGroupSchema = z.extend(CategoryRefSchema, {
  EcommerceCategories: z.array(CategoryRefSchema),
});

export const SidebarConfigSchema = z.object({
  enable: z.boolean(),
  enableGroup: z.boolean(),
  ecommerceActivityOrder: z.array(
    z.object({
      ecommerceActivityId: z.int(),
      ecommerceActivity: z.extend(ActivityRefSchema, { isRemove: z.boolean() }),
    }),
  ),
  ecommerceCategoryGroupOrder: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['ecommerceCategoryGroup', 'ecommerceCategory']),
      ecommerceCategoryGroupId: z.nullable(z.int()),
      ecommerceCategoryGroup: z.nullable(SidebarGroupSchema),
      ecommerceCategoryId: z.nullable(z.int()),
      ecommerceCategory: z.nullable(CategoryRefSchema),
    }),
  ),
});
export type SidebarConfig = z.infer<typeof SidebarConfigSchema>;

/** How a merchant stores the sidebar order: references only, resolved on every read. */
export const StoredSidebarGroupOrderSchema = z.array(
  z.object({
    type: z.enum(['ecommerceCategoryGroup', 'ecommerceCategory']),
    id: z.int(),
  }),
);

// ---- pages ----

export const UniversalLinkSchema = z.object({
  type: z.enum(['ecommerceActivity', 'ecommerceCategory']),
  nanoId: z.string(),
});
export type UniversalLink = z.infer<typeof UniversalLinkSchema>;

export const CarouselItemSchema = z.object({
  universalLink: UniversalLinkSchema,
  responsiveImage: z.object({
    webSizeImage: z.nullable(ImageSchema),
    phoneSizeImage: z.nullable(ImageSchema),
  }),
  alt: z.optional(z.string()),
});
export type CarouselItem = z.infer<typeof CarouselItemSchema>;

export const NewsCardSchema = z.object({
  image: z.nullable(ImageSchema),
  title: z.string(),
  description: z.string(),
  link: z.string(),
});
export type NewsCard = z.infer<typeof NewsCardSchema>;

/** A reference to a category or an activity, as stored in a page. */
export const ProductTypeRefSchema = z.object({
  type: z.enum(['ecommerceCategory', 'ecommerceActivity']),
  nanoId: z.string(),
});

/** The same reference as read: resolved to the live object, with its first products when asked. */
export const ProductTypeSchema = z.extend(ProductTypeRefSchema, {
  name: z.string(),
  Image: z.nullable(ImageSchema),
  EcommerceProducts: z.optional(z.array(ProductSummarySchema)),
});
export type ProductType = z.infer<typeof ProductTypeSchema>;

const area = <T extends string, C extends z.ZodMiniType>(type: T, key: T, config: C) =>
  z.object({ type: z.literal(type), enable: z.boolean(), ...({ [key]: config } as Record<T, C>) });

const storedAreas = [
  area('banner', 'banner', z.object({ carousel: z.array(CarouselItemSchema) })),
  area('marketing', 'marketing', z.object({ carousel: z.array(CarouselItemSchema) })),
  area('news', 'news', z.object({ carousel: z.array(NewsCardSchema) })),
  area('text', 'text', z.object({ title: z.string(), description: z.string() })),
  area('youtube', 'youtube', z.object({ url: z.string() })),
] as const;

export const StoredPageAreaSchema = z.discriminatedUnion('type', [
  ...storedAreas,
  area('productList', 'productList', z.object({ title: z.string(), productType: ProductTypeRefSchema })),
  area(
    'productTypeList',
    'productTypeList',
    z.object({ title: z.string(), items: z.array(ProductTypeRefSchema) }),
  ),
]);
export type StoredPageArea = z.infer<typeof StoredPageAreaSchema>;

export const PageAreaSchema = z.discriminatedUnion('type', [
  ...storedAreas,
  area(
    'productList',
    'productList',
    // productType is null when the category or activity it named is gone.
    z.object({ title: z.string(), productType: z.nullable(ProductTypeSchema) }),
  ),
  area(
    'productTypeList',
    'productTypeList',
    z.object({ title: z.string(), items: z.array(ProductTypeSchema) }),
  ),
]);
export type PageArea = z.infer<typeof PageAreaSchema>;
export type PageAreaType = PageArea['type'];

export const PageSchema = z.object({
  key: z.string(),
  title: z.string(),
  content: z.object({ areas: z.array(PageAreaSchema) }),
});
export type Page = z.infer<typeof PageSchema>;

export const PageKeySchema = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_ID_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/, '頁面代碼格式不正確'));

/** The page icons a shop may have: the pictures of its empty states (spec §7 getPageIcon, §9). */
export const PAGE_ICON_KEYS = ['cart', 'order', 'product', 'search'] as const;
export type PageIconKey = (typeof PAGE_ICON_KEYS)[number];

export const PageIconSchema = z.object({ key: z.string(), Image: ImageSchema });
export type PageIcon = z.infer<typeof PageIconSchema>;

/** A banner as listed on its own: the slide plus the name of what it links to. */
export const BannerSchema = z.extend(CarouselItemSchema, { name: z.string() });
export type Banner = z.infer<typeof BannerSchema>;
