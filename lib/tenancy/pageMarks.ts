/**
 * Response headers the middleware marks a page with for the production server (scripts/start.mjs),
 * which reads and removes them. lib/security/policy.mjs names the same header; its test checks it.
 */

/** The shop loads Google Tag Manager: the page's script policy must allow it. */
export const TAG_MANAGER_HEADER = 'x-shop-tag-manager';
