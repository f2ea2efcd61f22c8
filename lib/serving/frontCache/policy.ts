// What the front cache may keep, and under which key: the rules of a shared HTTP cache (RFC 9111),
// narrowed to what this storefront serves. Pure functions, tested in policy.test.ts.
import { NANO_ID } from '../revalidate/payload.ts';
import {
  ADMIN_API_PREFIX,
  AUTH_API_PREFIX,
  MEMBER_TOKEN_KEY,
  SHOP_API_PREFIX,
  TEST_API_PREFIX,
} from '../contract.ts';

/** Request headers that make Next answer something else than the page document (client navigation). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

/** Vary values the key already accounts for: the router headers (never cached) and the encoding. */
const KEYED_VARY = new Set([...ROUTER_HEADERS, 'accept-encoding']);

/**
 * Paths never kept: sign-in, the console's API and test hooks, and Next's own endpoints but its build files (image
 * optimisation keeps its own disk cache).
 */
const BYPASS_PATH = new RegExp(
  `^(?:/_next/(?!static/)|${AUTH_API_PREFIX}(?:/|$)|${ADMIN_API_PREFIX}(?:/|$)|${TEST_API_PREFIX}(?:/|$))`,
);

/** Build files named by their content never change: kept as long as memory allows, up to a day. */
const IMMUTABLE_SECONDS = 24 * 60 * 60;

/** Shop-API paths; everything else is a storefront page. */
const API_PATH = new RegExp(`^${SHOP_API_PREFIX}(?:/|$)`);

/** A shop-API path of one shop, and the host → shop lookup (which names no shop). */
const SHOP_API_ID = new RegExp(`^${SHOP_API_PREFIX}/(\\d+)(?:/|$)`);
const HOST_LOOKUP = new RegExp(`^${SHOP_API_PREFIX}/ecommerceConfig/allDomain/([^/]+)$`);

/** The cookie that decides whether the middleware lets a members' page through. */
const MEMBER_COOKIE = new RegExp(`(?:^|;\\s*)${MEMBER_TOKEN_KEY}=[^;]`);

/** The codings an Accept-Encoding header lists, with their q-values. */
function codingsOf(header: string | undefined): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    codings.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  return codings;
}

/** Whether the client takes this coding (explicitly, or through `*`). */
export function acceptsCoding(header: string | undefined, coding: string): boolean {
  const codings = codingsOf(header);
  return (codings.get(coding) ?? codings.get('*') ?? 0) > 0;
}

/**
 * Brotli quality for pages and API reads, compressed again on every refresh: the home page's 99 KB
 * take 1.6 ms at 7 and come to 12.4 KB, against 13.1 KB at 5 (0.9 ms) and 12.3 KB at 9 (10 ms). The
 * home page then fits, headers included, in the 14.6 KB a new connection's first round trip carries.
 */
export const PAGE_BROTLI_QUALITY = 7;

/**
 * Which encoding Next's compression picks for this Accept-Encoding: gzip when acceptable, otherwise
 * identity. Anything else (deflate only) is 'other' and not cached.
 */
export function encodingFor(header: string | undefined): 'gzip' | 'identity' | 'other' {
  if (!header) return 'identity';
  if (acceptsCoding(header, 'gzip')) return 'gzip';
  if (acceptsCoding(header, 'deflate')) return 'other';
  // Identity is acceptable unless the header rules it out.
  const codings = codingsOf(header);
  return (codings.get('identity') ?? codings.get('*') ?? 1) > 0 ? 'identity' : 'other';
}

/**
 * Query parameters that campaign and ad links add for the browser's analytics: no page or read of
 * the app reads them on the server, so they never change an answer. Shared links carry them (a
 * Facebook or LINE share adds `fbclid`, a campaign `utm_*`), and kept apart every shared link would
 * render and store the same page again.
 */
const TRACKING_PARAM =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|ttclid|twclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/;

/** The address without its tracking parameters (the others stay as written, in their order). */
export function withoutTracking(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const kept = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as written: it is not one of ours.
      }
      return pair !== '' && !TRACKING_PARAM.test(decoded.toLowerCase());
    });
  return kept.length ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark);
}

/**
 * The key a request is kept under, or null when it must go to the app every time: anything but a
 * plain GET, requests with credentials or a range, client navigations, and the bypassed paths.
 * Pages differ only by whether the member cookie is present (the middleware's guard looks at nothing
 * else), so that one bit is part of the key, never the cookie itself. Tracking parameters are left
 * out of the key (withoutTracking).
 */
export function requestKey({
  method,
  url,
  headers,
}: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null {
  if (method !== 'GET' || !url) return null;
  if (headers.authorization || headers.range) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const path = url.split('?')[0] ?? '';
  if (BYPASS_PATH.test(path) || /[?&]_rsc=/.test(url)) return null;
  const encoding = encodingFor(single(headers['accept-encoding']));
  if (encoding === 'other') return null;
  const host = (single(headers.host) ?? '').toLowerCase();
  const member = MEMBER_COOKIE.test(single(headers.cookie) ?? '') ? 'm' : '-';
  return `${member}|${encoding}|${host}${withoutTracking(url)}`;
}

/**
 * Whether a kept answer shows data of a change. A change of a shop: a page or read asked for on one
 * of its hosts, or a shop-API read of one of its shops or host lookups under any host (the server's
 * own reads come in on its loopback address). A change of its stock only (`change.stock`, the
 * products whose availability flipped): of those, the page of a product one of whose specs flipped,
 * and any answer showing a product whose card flipped (`mentions`, from `productMentions`). Nothing
 * else on the shop's hosts shows availability: its other product pages, its settings, its lists of
 * other products stay. Keys are those of `requestKey`. `mentions`: the products the answer shows.
 */
export function keyAffected(
  key: string,
  {
    shops,
    hosts,
    stock,
  }: { shops: number[]; hosts: string[]; stock?: { products: string[]; listed: string[] } },
  mentions?: ReadonlySet<string>,
): boolean {
  const target = key.split('|')[2] ?? '';
  const slash = target.indexOf('/');
  const host = slash < 0 ? target : target.slice(0, slash);
  const path = (slash < 0 ? '/' : target.slice(slash)).split('?')[0] ?? '';
  const shopApi = SHOP_API_ID.exec(path);
  const onShop =
    hosts.includes(host) ||
    hosts.includes(host.replace(/:\d+$/, '')) ||
    (shopApi !== null && shops.includes(Number(shopApi[1])));
  if (stock) {
    if (!onShop) return false;
    const page = PRODUCT_PAGE.exec(path);
    if (page && stock.products.includes(page[1] ?? '')) return true;
    return mentions !== undefined && stock.listed.some((nanoId) => mentions.has(nanoId));
  }
  if (onShop) return true;
  if (shopApi) return false;
  const lookup = HOST_LOOKUP.exec(path);
  if (!lookup?.[1]) return false;
  try {
    return hosts.includes(decodeURIComponent(lookup[1]).toLowerCase());
  } catch {
    return false;
  }
}

/** A product's page (lib/routes.ts `productPath`), by the product's nanoId. */
const PRODUCT_PAGE = new RegExp(`^/product/(${NANO_ID.source.slice(1, -1)})/?$`);

/**
 * Where an answer shows a product: a link to its page (every product card has one) or, in a shop-API
 * read and in the data a page carries for its scripts, its `"nanoId":"…"` (quotes escaped there).
 * The nanoIds of categories and activities come along, which only makes a purge wider.
 */
const MENTION = new RegExp(`(?:/product/|\\\\?"nanoId\\\\?":\\\\?")(${NANO_ID.source.slice(1, -1)})`, 'g');

/**
 * The products a text answer shows, by nanoId: kept beside it, so that a change of stock forgets the
 * pages and reads that show a product whose card flipped (`keyAffected`) and no other.
 */
export function productMentions(text: string): Set<string> {
  const found = new Set<string>();
  // Copied out: V8 makes a match of 13 characters or more a view of the whole text, and a kept view
  // would keep the page's text alive beside its compressed copy (about 70 KB a page).
  for (const match of text.matchAll(MENTION))
    if (match[1] && !found.has(match[1])) found.add(Buffer.from(match[1], 'latin1').toString('latin1'));
  return found;
}

/**
 * Seconds an answer may be served from the front cache (0: not at all). A 200 is kept as long as its
 * Cache-Control lets a shared cache keep it (s-maxage, else max-age), at most `maxSeconds` (a day
 * for `immutable` build files); a
 * storefront page's 404 is the shop's 404 screen, the same for every visitor, and is kept for
 * `maxSeconds` too, so a crawler repeating a dead address costs one render. Never kept: answers that
 * set a cookie, vary on anything the key does not hold, or are private / no-store / no-cache.
 */
export function keepSeconds({
  path,
  status,
  headers,
  encoding,
  maxSeconds,
}: {
  path: string;
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  encoding: string;
  maxSeconds: number;
}): number {
  if (headers['set-cookie'] !== undefined) return 0;
  const contentEncoding = String(single(headers['content-encoding']) ?? 'identity').toLowerCase();
  // What was written must be what this key's clients accept. A page the server compressed in
  // Brotli for a browser that takes it (lib/serving/security/respond.ts) is kept for the gzip key: the
  // front cache keeps a gzip copy of it beside it.
  if (contentEncoding !== encoding && !(contentEncoding === 'br' && encoding === 'gzip')) return 0;
  const vary = String(single(headers.vary) ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (vary.some((v) => !KEYED_VARY.has(v))) return 0;

  const isPage = !API_PATH.test(path);
  const contentType = String(single(headers['content-type']) ?? '');
  if (status === 404 && isPage && contentType.startsWith('text/html')) return maxSeconds;
  if (status !== 200) return 0;

  const directives = cacheControl(String(single(headers['cache-control']) ?? ''));
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return 0;
  const lifetime = directives.get('s-maxage') ?? directives.get('max-age');
  const seconds = lifetime === undefined ? 0 : Number(lifetime);
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(seconds, directives.has('immutable') ? IMMUTABLE_SECONDS : maxSeconds);
}

/** The directives of a Cache-Control header, by lower-case name. */
function cacheControl(header: string): Map<string, string | undefined> {
  const directives = new Map<string, string | undefined>();
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=');
    if (name) directives.set(name.toLowerCase(), value?.replace(/^"|"$/g, ''));
  }
  return directives;
}

/**
 * Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2).
 * The shop API checks its own tags the same way (lib/server/http/publicRead.ts); this module runs
 * in Node as it is, outside the app's build, so it cannot share that code.
 */
export function etagMatches(
  ifNoneMatch: string | null | undefined,
  etag: string | null | undefined,
): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

function single<T>(value: T | T[] | undefined): T | undefined {
  return Array.isArray(value) ? value[0] : value;
}
