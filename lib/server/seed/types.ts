import type {
  DELIVERY_TYPES,
  FooterConfig,
  NavItem,
  PageIconKey,
  PaymentType,
  StoredPageArea,
  TrendItem,
  USER_INFO_FIELD_TYPES,
} from '@/lib/api/contract';
import type { SocialLink } from '../db/schema';
import type { AtmAccount } from '@/lib/console/contract/settings';

/**
 * Demo shops are written as plain data and inserted by seed.ts. Everything refers to everything
 * else by nanoId, so the data reads like a merchant's catalog and ids stay the database's business.
 */

type SeedCategory = { nanoId: string; name: string; image?: string };

export type SeedSpecs = {
  /** e.g. [{ name: '顏色', children: ['黑', '白'] }, { name: '尺寸', children: ['S', 'M'] }] */
  parents: { name: string; children: string[] }[];
  /** One entry per combination; `children` names one child per parent, in parent order. */
  stocks: { children: string[]; stock: number; price?: number; activityPrice?: number }[];
};

export type SeedProduct = {
  nanoId: string;
  name: string;
  description: string;
  /** Paths under public/, e.g. '/demo/products/tea-01.svg'. */
  mainImage?: string;
  image?: string;
  price: number;
  activityPrice?: number;
  activityNanoId?: string;
  categoryNanoIds: string[];
  order: number;
  isPublic?: boolean;
  isRemove?: boolean;
  useCashbackRate?: number;
  /** 限購 per order; none when absent. */
  purchaseLimit?: number;
  /** Stock of a product without specs; ignored when specs are given. */
  stock?: number;
  specs?: SeedSpecs;
};

type SeedActivity = {
  nanoId: string;
  name: string;
  description?: string;
  image?: string;
  enable?: boolean;
  isRemove?: boolean;
  isStorewide?: boolean;
};

/** Navigation items name their activity by nanoId; the seed turns it into an id. */
type SeedNavItem = Omit<NavItem, 'ecommerceActivityId' | 'ecommerceActivity'> & {
  activityNanoId?: string;
};

export type SeedShop = {
  name: string;
  orgName: string;
  domains: string[];
  config: {
    logo?: string;
    favicon?: string;
    customCss?: string;
    socialLinks: SocialLink[];
    enableOrderInvoice?: boolean;
    floatingButtonEnable?: boolean;
    logoLinkUrl?: string;
    tagManagerId?: string;
  };
  modules: Record<string, boolean>;
  userInfoFields?: {
    key: string;
    name: string;
    type: (typeof USER_INFO_FIELD_TYPES)[number];
    required?: boolean;
    options?: string[];
    maxLength?: number;
  }[];
  categoryGroups: { nanoId: string; name: string; categories: SeedCategory[] }[];
  ungroupedCategories: SeedCategory[];
  activities: SeedActivity[];
  products: SeedProduct[];
  navigation: SeedNavItem[];
  trend: TrendItem[];
  footer: FooterConfig;
  sidebar?: {
    enable: boolean;
    enableGroup: boolean;
    activityNanoIds: string[];
    groupOrder: { type: 'ecommerceCategoryGroup' | 'ecommerceCategory'; nanoId: string }[];
  };
  pages: { key: string; title: string; areas: StoredPageArea[] }[];
  pageIcons: { key: PageIconKey; image: string }[];
  deliveries: {
    name: string;
    type: (typeof DELIVERY_TYPES)[number];
    subType?: string;
    fee: number;
    freeShippingThreshold?: number;
    enable?: boolean | null;
    allowCollection?: boolean;
    /** Pickup branches of a `store` delivery, with opening hours as 'HH:mm'. */
    branches?: { name: string; address: string; opens: string; closes: string }[];
  }[];
  /** `account`: the shop's own bank account an ATM transfer goes to. */
  payments: { type: PaymentType; enable?: boolean; fee?: number; account?: AtmAccount }[];
  cashback?: { enabled: boolean; addRate: number; ignoreAddProductNanoIds: string[] };
  promotions?: SeedPromotion[];
  promoCodes?: SeedPromoCode[];
};

/** See lib/server/db/schema/orders.ts for what each kind means. Times are ISO strings. */
type SeedPromotion = {
  name: string;
  kind: 'order_discount' | 'order_free_shipping' | 'product_discount';
  minAmount?: number;
  minQuantity?: number;
  discount?: number;
  productNanoId?: string;
  enable?: boolean;
  startsAt?: string;
  endsAt?: string;
};

type SeedPromoCode = {
  code: string;
  name: string;
  discountType: 'amount' | 'percent';
  value: number;
  minAmount?: number;
  usageLimit?: number;
  perMemberLimit?: number;
  enable?: boolean;
  startsAt?: string;
  endsAt?: string;
};
