import type { FooterConfig, SocialLink, StoredPageArea, TrendItem } from '@/lib/api/contract';

/** A page as the console edits it: what shoppers see (`areas`) and the unpublished edit, if any. */
export type ConsolePageView = {
  key: string;
  title: string;
  version: number;
  areas: StoredPageArea[];
  draft: StoredPageArea[] | null;
};

/** A custom page in the console's list. */
export type CustomPageSummary = { key: string; title: string; version: number; hasDraft: boolean };

/** What the console's pickers offer: the shop's own categories, groups, activities and pages. */
export type ContentChoices = {
  categories: { id: number; nanoId: string; name: string }[];
  groups: { id: number; nanoId: string; name: string }[];
  /** `enable`: running now (switched on and inside its dates), as shoppers see it. */
  activities: { id: number; nanoId: string; name: string; enable: boolean }[];
  pages: { key: string; title: string }[];
};

/** A navigation entry as stored (the activity by id; resolved to the live activity on read). */
export type StoredNavItem = {
  type: 'allProduct' | 'ecommerceActivity' | 'ecommercePage' | 'link';
  name: string;
  url?: string | null;
  ecommerceActivityId?: number | null;
  ecommercePage?: { key: string } | null;
};

export type NavView = { version: number; navigation: StoredNavItem[]; trend: TrendItem[] };

export type SidebarView = {
  version: number;
  /** False while the shop has never saved one: the storefront then lists everything. */
  saved: boolean;
  enable: boolean;
  enableGroup: boolean;
  activityIds: number[];
  groupOrder: { type: 'ecommerceCategoryGroup' | 'ecommerceCategory'; id: number }[];
};

export type FooterView = FooterConfig & { version: number };

export type LookView = {
  version: number;
  logo: string | null;
  favicon: string | null;
  customCss: string;
  socialLinks: SocialLink[];
  icons: Record<'cart' | 'order' | 'product' | 'search', string | null>;
};
