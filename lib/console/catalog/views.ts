/** The catalog as the console's pages and API read it: every field it edits, with the version it saw. */

/** A product as the activity page lists it. */
export type ActivityProductView = {
  id: number;
  nanoId: string;
  name: string;
  image: string | null;
  price: number;
  activityPrice: number | null;
  isPublic: boolean;
  version: number;
  /** The activity it is in now (another one, for a candidate), or null. */
  activity: { id: number; name: string } | null;
};

export type CategoryView = {
  id: number;
  nanoId: string;
  key: string | null;
  name: string;
  image: string | null;
  groupId: number | null;
  order: number;
  version: number;
  /** Products listed under it (any, hidden ones too): removing it takes them off. */
  productCount: number;
};

export type GroupView = {
  id: number;
  nanoId: string;
  key: string | null;
  name: string;
  order: number;
  version: number;
};

export type CategoriesView = { categories: CategoryView[]; groups: GroupView[] };

export type ActivityView = {
  id: number;
  nanoId: string;
  key: string | null;
  name: string;
  description: string;
  image: string | null;
  enable: boolean;
  isStorewide: boolean;
  /** Taiwan times as the form shows them (YYYY-MM-DDTHH:mm); empty: open. */
  startsAt: string;
  endsAt: string;
  /** Where it stands now (lib/server/catalog/visibility.ts activityStateAt). */
  state: 'removed' | 'disabled' | 'scheduled' | 'ended' | 'running';
  order: number;
  version: number;
  productCount: number;
};

export type ActivityDetailView = ActivityView & { products: ActivityProductView[] };
