/**
 * The contract's size limits, apart from its schemas so that a browser module can read them without
 * loading zod.
 */

/** Paging of every list call: 20 by default, at most 100. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** Ids one request may ask for (comma-separated), so that it cannot ask for the whole table. */
export const MAX_IDS = 100;

/** Longest nanoId or merchant-page key: the ids storefront addresses carry. */
export const MAX_ID_LENGTH = 64;

/** Longest product-name search, the other free text a storefront address carries. */
export const MAX_SEARCH_LENGTH = 100;
