// @ts-check
// The fuzzer's cases: for every API route (from the file system) and every method, requests that
// are wrong in one way each, built from a seeded stream per case so any case can be replayed alone.
import {
  BAD_SEGMENTS,
  CONTENT_TYPES,
  INVALID_JSON,
  INVALID_UTF8,
  QUERY_KEYS,
  RawJson,
  badQueryValue,
  badValue,
  deepJsonText,
  encode,
  hostileAuthorization,
  toJson,
} from './badValues.mjs';
import { prng } from './random.mjs';
import { ROUTE_METHODS, fillPath } from './routes.mjs';

/**
 * @typedef {{ id: string, route: string, kind: string, method: string, path: string, host: string, headers: Record<string, string>, body?: string | Buffer }} FuzzCase
 * @typedef {{
 *   shop: { shopId: string, orgId: string, host: string },
 *   otherShop: { shopId: string, orgId: string, host: string },
 *   tokens: { member: string, user: string, otherMember: string, otherShopMember: string, leaving: string, staff: string, staffLeaving: string },
 *   ids: {
 *     orderId: number,
 *     orderIds: number[],
 *     tradeNo: string,
 *     stockId: number,
 *     productId: number,
 *     productNanoId: string,
 *     deliveryId: number,
 *     cvsDeliveryId: number,
 *     categoryNanoId: string,
 *     groupNanoId: string,
 *     activityNanoId: string,
 *   },
 *   phone: string,
 *   operatorSecret: string,
 * }} FuzzContext
 * @typedef {import('./random.mjs').Random} Random
 * @typedef {import('./routes.mjs').ApiRoute} ApiRoute
 * @typedef {import('./routes.mjs').Segment} Segment
 * @typedef {(string | number)[]} Trail Where a field is in a JSON value: keys and array indexes.
 * @typedef {Record<string | number, unknown>} JsonContainer An object or array of a JSON value.
 */

/** Methods Node's HTTP parser lets through to the app besides the five a route file can export. */
const OTHER_METHODS = ['TRACE', 'PROPFIND', 'PURGE', 'MKCOL', 'LOCK', 'SEARCH', 'HEAD', 'OPTIONS'];

/**
 * A body that passes validation, per route, so that one changed field reaches the deeper checks.
 * @type {Record<string, (c: FuzzContext) => Record<string, unknown>>}
 */
const JSON_TEMPLATES = {
  '/api-auth/[orgId]/grant': () => ({ redirectUri: 'http://localhost/auth/callback' }),
  '/api-auth/[orgId]/otp': (c) => ({ phone: c.phone, purpose: 'login' }),
  '/api-auth/[orgId]/otp/verify': (c) => ({ phone: c.phone, purpose: 'login', code: '123456' }),
  '/api-auth/[orgId]/password/reset': () => ({
    phoneVerifyToken: 'x'.repeat(43),
    password: 'abcd1234',
    confirmPassword: 'abcd1234',
  }),
  '/api-auth/[orgId]/signin': (c) => ({ phone: c.phone, password: 'abcd1234' }),
  '/api-auth/[orgId]/signin/otp': () => ({ phoneVerifyToken: 'x'.repeat(43) }),
  '/api-auth/[orgId]/signup': () => ({ phoneVerifyToken: 'x'.repeat(43), password: 'abcd1234' }),
  '/api-admin/[shopId]/session/code': (c) => ({ phone: c.phone }),
  '/api-admin/[shopId]/session': (c) => ({ phone: c.phone, code: '123456' }),
  '/api-admin/[shopId]/orders/[id]/actions': () => ({ action: 'note', version: 0, note: '客人來電' }),
  '/api-admin/[shopId]/orders/ship': (c) => ({ orders: [{ id: Number(c.ids.orderId), version: 0 }] }),
  '/api-admin/[shopId]/staff': (c) => ({ phone: c.phone, role: 'staff', name: '小美' }),
  // Content saves name a version no row has: valid bodies reach every check, then 409, changing nothing.
  '/api-admin/[shopId]/content/pages': () => ({ key: 'fuzz-page', title: '測試頁' }),
  '/api-admin/[shopId]/content/pages/[key]': () => ({
    version: 2147483647,
    key: 'fuzz-page-2',
    title: '測試頁',
    areas: [{ type: 'text', enable: true, text: { title: '標題', description: '內文' } }],
  }),
  '/api-admin/[shopId]/content/pages/[key]/publish': () => ({
    version: 2147483647,
    areas: [{ type: 'youtube', enable: true, youtube: { url: 'https://youtu.be/aqz-KE-bpKQ' } }],
  }),
  '/api-admin/[shopId]/content/pages/[key]/discard': () => ({ version: 2147483647 }),
  '/api-admin/[shopId]/content/nav': () => ({
    version: 2147483647,
    navigation: [{ type: 'link', name: '部落格', url: 'https://example.com/blog' }],
    trend: [],
  }),
  '/api-admin/[shopId]/content/sidebar': () => ({
    version: 2147483647,
    enable: true,
    enableGroup: false,
    activityIds: [],
    groupOrder: [],
  }),
  '/api-admin/[shopId]/content/footer': () => ({
    version: 2147483647,
    aboutUs: [{ name: '品牌故事', url: '/page/about' }],
    faq: [],
    contactUs: [{ name: '聯絡電話', text: '02-2345-6789' }],
  }),
  '/api-admin/[shopId]/content/look': () => ({
    version: 2147483647,
    logo: null,
    favicon: null,
    customCss: ':root{--shop-accent:#2f6f5e}',
    socialLinks: [{ type: 'facebook', link: 'https://www.facebook.com/shop' }],
  }),
  '/api-admin/[shopId]/content/icons': () => ({
    version: 2147483647,
    icons: { cart: null, order: null, product: null, search: null },
  }),
  // Settings and catalog edits, as content's, name a version no row has: every check runs, then 409.
  '/api-admin/[shopId]/settings/deliveries': () => ({
    version: 2147483647,
    action: 'save',
    name: '宅配',
    type: 'home',
    fee: 80,
  }),
  '/api-admin/[shopId]/settings/payments': () => ({
    version: 2147483647,
    type: 'COD',
    enabled: true,
    fee: 30,
  }),
  '/api-admin/[shopId]/settings/gateway': () => ({
    version: 2147483647,
    type: 'newebpay',
    provider: 'sandbox',
  }),
  '/api-admin/[shopId]/settings/logistics': () => ({ version: 2147483647, provider: 'sandbox' }),
  '/api-admin/[shopId]/settings/invoice': () => ({
    version: 2147483647,
    provider: 'sandbox',
    issueAt: 'paid',
  }),
  '/api-admin/[shopId]/settings/sms': () => ({ version: 2147483647, provider: 'none' }),
  '/api-admin/[shopId]/settings/line': () => ({ version: 2147483647, environment: 'sandbox' }),
  '/api-admin/[shopId]/settings/modules': () => ({ version: 2147483647, module: 'member', enabled: true }),
  '/api-admin/[shopId]/settings/cashback': () => ({ version: 2147483647, enabled: true, addRate: 0.01 }),
  '/api-admin/[shopId]/settings/limits': () => ({ version: 2147483647, openOrders: 5 }),
  '/api-admin/[shopId]/settings/promotions': () => ({
    version: 2147483647,
    name: '滿千折百',
    kind: 'order_discount',
    minAmount: 1000,
    discount: 100,
  }),
  '/api-admin/[shopId]/settings/promoCodes': () => ({
    version: 2147483647,
    code: 'SAVE10',
    name: '折十元',
    discountType: 'amount',
    value: 10,
  }),
  '/api-admin/[shopId]/settings/domains': () => ({
    version: 2147483647,
    action: 'add',
    domain: 'fuzz.example.com',
  }),
  '/api-admin/[shopId]/products': () => ({
    name: '測試商品',
    price: 100,
    isPublic: false,
    specs: { levels: [], cells: [{ keys: [], price: 100, activityPrice: null, stock: 1 }] },
  }),
  // Product saves too name a version no row has: 409 after every check, changing nothing.
  '/api-admin/[shopId]/products/[id]': () => ({
    version: 2147483647,
    name: '測試商品',
    price: 100,
    isPublic: false,
    specs: { levels: [], cells: [{ keys: [], price: 100, activityPrice: null, stock: 1 }] },
  }),
  '/api-admin/[shopId]/products/bulk': () => ({ action: 'hide', products: [{ id: 1, version: 2147483647 }] }),
  '/api-admin/[shopId]/catalog/import': () => ({ fileName: 'catalog.json', text: '{"products":[]}' }),
  '/api-admin/[shopId]/categories': () => ({ name: '新分類' }),
  '/api-admin/[shopId]/categories/[id]': () => ({ version: 2147483647, name: '改名' }),
  '/api-admin/[shopId]/categories/order': () => ({ items: [{ id: 1, version: 2147483647 }] }),
  '/api-admin/[shopId]/categoryGroups': () => ({ name: '新群組' }),
  '/api-admin/[shopId]/categoryGroups/[id]': () => ({ version: 2147483647, name: '改名' }),
  '/api-admin/[shopId]/categoryGroups/order': () => ({ items: [{ id: 1, version: 2147483647 }] }),
  '/api-admin/[shopId]/activities': () => ({
    name: '新活動',
    startsAt: '2030-01-01T00:00',
    endsAt: '2030-01-08T00:00',
  }),
  '/api-admin/[shopId]/activities/[id]': () => ({ version: 2147483647, name: '改名' }),
  '/api-admin/[shopId]/activities/[id]/products': () => ({
    changes: [{ id: 1, version: 2147483647, inActivity: true, activityPrice: 100 }],
  }),
  '/api-admin/[shopId]/activities/order': () => ({ items: [{ id: 1, version: 2147483647 }] }),
  '/api-auth/operator/staff': (c) => ({ host: c.shop.host, action: 'add', phone: c.phone, role: 'staff' }),
  '/api-auth/operator/credit': (c) => ({ host: c.shop.host, phone: c.phone, wallet: 100, cashback: 10 }),
  '/api-auth/operator/gateway': (c) => ({ host: c.shop.host, type: 'newebpay', provider: 'sandbox' }),
  '/api-auth/operator/intents': (c) => ({ action: 'list', host: c.shop.host, failed: true, kind: 'invoice' }),
  '/api-auth/operator/logistics': (c) => ({ host: c.shop.host, provider: 'sandbox' }),
  '/api-auth/operator/memberToken': (c) => ({ host: c.shop.host, phone: c.phone }),
  '/api-auth/operator/order': (c) => ({ host: c.shop.host, orderId: String(c.ids.orderId), action: 'paid' }),
  '/api-auth/operator/return': (c) => ({
    host: c.shop.host,
    orderId: String(c.ids.orderId),
    action: 'reject',
    reason: '商品已拆封使用',
  }),
  // The shop's logistics is the in-app sandbox: a parcel made here never leaves the machine.
  '/api-auth/operator/ship': (c) => ({ host: c.shop.host, orderId: String(c.ids.orderId), weight: 1000 }),
  '/api-client/[shopId]/ecommerceDeliveryEcpayMap': (c) => ({
    ecommerceDeliveryId: c.ids.cvsDeliveryId,
    clientCompleteURL: 'http://localhost/checkout/cvs-callback',
    subType: 'UNIMART',
    device: 0,
  }),
  '/api-client/[shopId]/ecommerceMemberStorage': (c) => ({
    checkoutInfos: [
      {
        delivery: c.ids.deliveryId,
        paymentType: 'COD',
        receiver: '王小明',
        phone: '0912345678',
        address: '台北市信義區松高路 11 號',
        invoice: null,
        info: { userName: '王小明', userPhone: '0912345678', userEmail: null },
        note: '',
      },
    ],
  }),
  '/api-client/[shopId]/ecommerceOrder': (c) => orderTemplate(c),
  '/api-client/[shopId]/ecommerceOrder/pre': (c) => orderTemplate(c),
  '/api-client/[shopId]/ecommerceOrder/[id]/paymentInfo': () => ({
    clientBackURL: 'http://localhost/order/check/1',
    clientCompleteURL: 'http://localhost/order/complete/1',
  }),
  '/api-client/[shopId]/ecommerceOrder/[id]/paymentUserResponse': () => ({
    name: '王小明',
    atmLastCode: '12345',
  }),
  '/api-client/[shopId]/ecommerceOrder/[id]/return': () => ({
    reason: '尺寸不合',
    lines: [{ stockId: 1, quantity: 1 }],
  }),
  '/api-client/[shopId]/member/memberTokenByAuthGrantCode': () => ({
    code: 'x'.repeat(32),
    redirectUri: 'http://localhost/auth/callback',
  }),
  // The first call sets the password; the current one then proves each change after it.
  '/api-client/user/authPhoneAccount': () => ({
    password: 'abcd1234',
    confirmPassword: 'abcd1234',
    currentPassword: 'abcd1234',
  }),
  '/api-client/user/me/userInfo': () => ({
    name: '王小明',
    gender: 'male',
    birthday: '1990-01-01',
    address: '台北市',
    email: 'shopper@example.tw',
    custom: {},
  }),
  '/api-test/[shopId]/stock/[stockId]': () => ({ stock: 50 }),
  '/api-test/[shopId]/product/[nanoId]': () => ({ isRemove: false }),
};

/** @param {FuzzContext} c */
const orderTemplate = (c) => ({
  productStocks: [{ id: c.ids.stockId, quantity: 1 }],
  delivery: c.ids.deliveryId,
  paymentType: 'COD',
  receiver: '王小明',
  phone: '0912345678',
  address: '台北市信義區松高路 11 號',
  invoice: { type: 'B2C', carrierType: 'member' },
  info: { userName: '王小明', userPhone: '0912345678', userEmail: 'shopper@example.tw' },
  note: '',
  walletPrice: 0,
  useCashbackPrice: 0,
});

/**
 * Gateway and store-map pages take forms, not JSON: the fields they read.
 * @type {Record<string, string[]>}
 */
const FORM_FIELDS = {
  '/api-client/[shopId]/ecommerceDeliveryEcpayMap/reply': [
    'MerchantID',
    'MerchantTradeNo',
    'LogisticsSubType',
    'CVSStoreID',
    'CVSStoreName',
    'CVSAddress',
    'ExtraData',
  ],
  '/api-client/[shopId]/ecommerceLogistics/notify': [
    'MerchantID',
    'MerchantTradeNo',
    'AllPayLogisticsID',
    'RtnCode',
    'CheckMacValue',
  ],
  '/api-client/[shopId]/ecommercePayment/[tradeNo]/notify': [
    'MerchantID',
    'TradeInfo',
    'TradeSha',
    'Version',
    'Status',
  ],
  '/api-client/[shopId]/ecommercePayment/[tradeNo]/return': [
    'MerchantID',
    'TradeInfo',
    'TradeSha',
    'Version',
    'Status',
  ],
  '/api-client/sandboxGateway/payment': ['MerchantID', 'TradeInfo', 'TradeSha', 'Version'],
  '/api-client/sandboxGateway/payment/decide': ['MerchantID', 'TradeInfo', 'TradeSha', 'result'],
  '/api-client/sandboxGateway/API/CreditCard/Close': ['MerchantID_', 'PostData_'],
  '/api-client/sandboxGateway/API/QueryTradeInfo': [
    'MerchantID',
    'Version',
    'RespondType',
    'CheckValue',
    'TimeStamp',
    'MerchantOrderNo',
    'Amt',
  ],
  '/api-client/sandboxLogistics/Express/Create': [
    'MerchantID',
    'MerchantTradeNo',
    'LogisticsSubType',
    'GoodsAmount',
    'ServerReplyURL',
    'CheckMacValue',
  ],
  '/api-client/sandboxLogistics/Helper/QueryLogisticsTradeInfo/V5': [
    'MerchantID',
    'MerchantTradeNo',
    'TimeStamp',
    'CheckMacValue',
  ],
  '/api-client/sandboxLogistics/[...path]': [
    'MerchantID',
    'AllPayLogisticsID',
    'MerchantTradeNo',
    'Step',
    'CheckMacValue',
  ],
  '/api-client/sandboxStoreMap': [
    'MerchantID',
    'MerchantTradeNo',
    'LogisticsSubType',
    'ServerReplyURL',
    'ExtraData',
    'result',
  ],
};

/**
 * Operator calls that switch a shop's payment or logistics provider are fuzzed without the secret:
 * with it, a mutated body could point the shop at a real gateway, and later cases would call out to
 * the internet.
 */
const WITHOUT_SECRET = new Set(['/api-auth/operator/gateway', '/api-auth/operator/logistics']);

/**
 * A valid value for a path parameter, chosen by its name and the segment before it.
 * @param {FuzzContext} c
 * @param {Segment} segment
 * @param {Segment | undefined} previous
 * @param {Random} r
 * @returns {string}
 */
function validSegment(c, segment, previous, r) {
  const before = previous?.kind === 'static' ? previous.name : '';
  switch (segment.name) {
    case 'shopId':
      return c.shop.shopId;
    case 'orgId':
      return c.shop.orgId;
    case 'id':
      return String(before === 'ecommerceOrder' ? r.pick(c.ids.orderIds) : c.ids.productId);
    case 'nanoId':
      return String(
        /** @type {Record<string, string>} */ ({
          ecommerceActivity: c.ids.activityNanoId,
          ecommerceCategory: c.ids.categoryNanoId,
          ecommerceCategoryGroup: c.ids.groupNanoId,
        })[before] ?? c.ids.productNanoId,
      );
    case 'key':
      return 'home';
    case 'tradeNo':
      return String(c.ids.tradeNo);
    case 'domain':
      return c.shop.host;
    case 'stockId':
      return String(c.ids.stockId);
    default:
      return segment.kind === 'rest' ? r.pick(['nope', 'a/b/c', 'ecommerceOrder/1/x']) : '1';
  }
}

/**
 * A copy of the value with one leaf replaced, removed or joined by an unexpected key.
 * @param {unknown} value
 * @param {Random} r
 */
function mutate(value, r) {
  /** @type {Trail[]} */
  const slots = [];
  /**
   * @param {unknown} v
   * @param {Trail} trail
   */
  const walk = (v, trail) => {
    slots.push(trail);
    if (v && typeof v === 'object' && !(v instanceof RawJson))
      for (const k of Object.keys(v))
        walk(/** @type {JsonContainer} */ (v)[k], [...trail, Array.isArray(v) ? Number(k) : k]);
  };
  walk(value, []);
  const trail = r.pick(slots);
  if (!trail.length) return badValue(r);
  const copy = structuredClone(value);
  let parent = /** @type {JsonContainer} */ (copy);
  for (const step of trail.slice(0, -1)) parent = /** @type {JsonContainer} */ (parent[step]);
  const last = /** @type {string | number} */ (trail[trail.length - 1]);
  const op = r.int(10);
  if (op < 7) parent[last] = badValue(r);
  else if (op < 9) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (!Array.isArray(parent))
    parent[r.pick(['__proto__', 'constructor', 'id', 'shopId', 'memberId', 'x'.repeat(300)])] = badValue(r);
  return copy;
}

/** @param {Random} r */
function queryString(r) {
  const parts = Array.from({ length: r.between(1, 3) }, () => `${r.pick(QUERY_KEYS)}=${badQueryValue(r)}`);
  if (r.chance(0.2)) parts.push(`${r.pick(QUERY_KEYS)}=1`, `${r.pick(QUERY_KEYS)}=2`);
  return '?' + parts.join('&');
}

/**
 * @param {string[]} fields
 * @param {Random} r
 */
function formBody(fields, r) {
  return fields
    .filter(() => r.chance(0.8))
    .map(
      (f) => `${f}=${r.chance(0.5) ? badQueryValue(r) : encode(r.pick(['1', 'SANDBOX1', 'x'.repeat(100)]))}`,
    )
    .join('&');
}

/** The sign-out routes end the valid token they are sent: there, that is always a member of their own. */
const ENDS_SESSION = /\/member\/logout(All)?$/;
/** The console's routes take a staff member's token; its sign-out, one of its own. */
const CONSOLE = /^\/api-admin\//;
const CONSOLE_SIGN_OUT = /^\/api-admin\/\[shopId\]\/session$/;
/**
 * @param {string} template
 * @param {FuzzContext} c
 */
const tokensFor = (template, c) =>
  ENDS_SESSION.test(template)
    ? { ...c.tokens, member: c.tokens.leaving, otherMember: c.tokens.leaving }
    : CONSOLE.test(template)
      ? { ...c.tokens, member: CONSOLE_SIGN_OUT.test(template) ? c.tokens.staffLeaving : c.tokens.staff }
      : c.tokens;

/**
 * An Authorization header for the case: usually a real token, so validation past sign-in is reached.
 * @param {FuzzContext['tokens']} t
 * @param {Random} r
 */
function authorization(t, r) {
  const roll = r.int(20);
  if (roll < 9) return `Bearer ${t.member}`;
  if (roll < 12) return `Bearer ${t.user}`;
  if (roll < 14) return `Bearer ${r.pick([t.otherMember, t.otherShopMember])}`;
  return hostileAuthorization(r);
}

const KINDS = [
  'param',
  'query',
  'body',
  'json',
  'deep',
  'contentType',
  'auth',
  'method',
  'headers',
  'big',
  'prefix',
];
/** Kinds about the request body: only for routes that take one. */
const BODY_KINDS = new Set(['body', 'json', 'deep', 'contentType', 'big']);

/** Values that reach the database when validation lets them through: NUL, out of range, too long. */
const SWEEP_QUERY = ['a%00b', '99999999999999999999'];
const SWEEP_SEGMENTS = ['a%00b', '2147483648', 'x'.repeat(5000)];
const SWEEP_JSON = ['a\u0000b', 2147483648, new RawJson('1e400'), -1, 'x'.repeat(5000)];

/**
 * The token a route expects: a user token on the auth host and for the member-token exchange.
 * @param {string} template
 * @param {FuzzContext} c
 */
const tokenFor = (template, c) =>
  /^\/api-auth\/\[orgId\]|\/member\/memberToken$/.test(template)
    ? c.tokens.user
    : tokensFor(template, c).member;

/**
 * Not random: every query key, path parameter, body field and form field of every route, one at a
 * time, with each of the few values that get past a careless validation into SQL. Sent with a valid
 * token and an otherwise valid request, so the value is what decides.
 * @param {ApiRoute[]} routes
 * @param {FuzzContext} c
 * @returns {FuzzCase[]}
 */
export function sweepCases(routes, c) {
  /** @type {FuzzCase[]} */
  const cases = [];
  for (const route of routes) {
    const r = prng('sweep', route.template);
    /**
     * @param {Segment} segment
     * @param {number} i
     * @param {Segment | undefined} previous
     */
    const valid = (segment, i, previous) =>
      encode(validSegment(c, segment, previous, r)).replace(/%2f/gi, '/');
    const base = fillPath(route, valid);
    /** @param {Record<string, string>} [extra] */
    const headers = (extra = {}) => ({
      authorization: `Bearer ${tokenFor(route.template, c)}`,
      ...(route.template.startsWith('/api-auth/operator/') && !WITHOUT_SECRET.has(route.template)
        ? { 'x-operator-secret': c.operatorSecret, 'x-forwarded-for': '127.0.0.1' }
        : { 'x-forwarded-for': `10.200.${r.int(256)}.${r.between(1, 254)}` }),
      ...extra,
    });
    /**
     * @param {string} kind
     * @param {string} method
     * @param {string} path
     * @param {Record<string, string>} [extraHeaders]
     * @param {string} [body]
     */
    const add = (kind, method, path, extraHeaders, body) =>
      cases.push({
        id: `${route.template}@${kind}${cases.length}`,
        route: route.template,
        kind: 'sweep',
        method,
        path,
        host: c.shop.host,
        headers: headers(extraHeaders),
        body,
      });
    const template = JSON_TEMPLATES[route.template];
    const form = FORM_FIELDS[route.template];
    const bodyMethod = route.methods.find((m) => m !== 'GET');
    const bodyOf = () => (form ? formBody(form, r) : template ? toJson(template(c)) : undefined);
    const typeOf = form ? 'application/x-www-form-urlencoded' : 'application/json';
    for (const method of route.methods) {
      const body = method === 'GET' ? undefined : bodyOf();
      /** @type {Record<string, string>} */
      const type = body === undefined ? {} : { 'content-type': typeOf };
      route.segments.forEach((segment, index) => {
        if (segment.kind === 'static') return;
        for (const value of SWEEP_SEGMENTS)
          add(
            'param',
            method,
            fillPath(route, (s, i, p) => (i === index ? value : valid(s, i, p))),
            type,
            body,
          );
      });
    }
    if (route.methods.includes('GET'))
      for (const key of QUERY_KEYS)
        for (const value of SWEEP_QUERY) add('query', 'GET', `${base}?${key}=${value}`);
    if (bodyMethod && template)
      for (const trail of leaves(template(c)))
        for (const value of SWEEP_JSON) {
          const body = structuredClone(template(c));
          /** @type {JsonContainer} */
          let parent = body;
          for (const step of trail.slice(0, -1)) parent = /** @type {JsonContainer} */ (parent[step]);
          parent[/** @type {string | number} */ (trail[trail.length - 1])] = value;
          add('body', bodyMethod, base, { 'content-type': 'application/json' }, toJson(body));
        }
    if (bodyMethod && form)
      for (const field of form)
        for (const value of SWEEP_QUERY)
          add('form', bodyMethod, base, { 'content-type': typeOf }, `${formBody(form, r)}&${field}=${value}`);
  }
  return cases;
}

/**
 * Paths to every field of a JSON value, nested ones included.
 * @param {unknown} value
 * @param {Trail} [trail]
 * @returns {Trail[]}
 */
function leaves(value, trail = []) {
  if (!value || typeof value !== 'object') return [];
  return Object.keys(value).flatMap((k) => {
    const step = [...trail, Array.isArray(value) ? Number(k) : k];
    return [step, ...leaves(/** @type {JsonContainer} */ (value)[k], step)];
  });
}

/**
 * `perRoute` cases for each route: first one of each kind that applies (so every route meets every
 * kind), then kinds at random.
 * @param {ApiRoute[]} routes
 * @param {FuzzContext} c
 * @param {{ seed: string, perRoute: number }} options
 * @returns {FuzzCase[]}
 */
export function fuzzCases(routes, c, { seed, perRoute }) {
  /** @type {FuzzCase[]} */
  const cases = [];
  for (const route of routes) {
    const hasParams = route.segments.some((s) => s.kind !== 'static');
    const takesBody = route.methods.some((m) => m !== 'GET');
    const kinds = KINDS.filter((k) => (k !== 'param' || hasParams) && (takesBody || !BODY_KINDS.has(k)));
    for (let i = 0; i < perRoute; i++) {
      const id = `${route.template}#${i}`;
      const r = prng(seed, id);
      const kind = i < kinds.length ? /** @type {string} */ (kinds[i]) : r.pick(kinds);
      cases.push(buildCase(route, c, r, kind, id));
    }
  }
  return cases;
}

/**
 * @param {ApiRoute} route
 * @param {FuzzContext} c
 * @param {Random} r
 * @param {string} kind
 * @param {string} id
 * @returns {FuzzCase}
 */
function buildCase(route, c, r, kind, id) {
  const exported = route.methods.length ? route.methods : ['GET'];
  const unexported = ROUTE_METHODS.filter((m) => !exported.includes(m));
  const bodyMethods = exported.filter((m) => m !== 'GET');
  const method =
    kind === 'method'
      ? r.pick([...unexported, ...OTHER_METHODS])
      : r.pick(BODY_KINDS.has(kind) ? bodyMethods : exported);
  const hasBody = !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method);
  const formFields = FORM_FIELDS[route.template];
  const template = JSON_TEMPLATES[route.template];
  const paramIndexes = route.segments.flatMap((s, i) => (s.kind === 'static' ? [] : [i]));
  const badIndex = kind === 'param' ? r.pick(paramIndexes) : -1;

  let path = fillPath(route, (segment, i, previous) =>
    i === badIndex
      ? r.pick(BAD_SEGMENTS)
      : encode(validSegment(c, segment, previous, r)).replace(/%2f/gi, '/'),
  );
  if (kind === 'prefix') {
    // Between routes: the path cut short, maybe with an unknown segment after it.
    const parts = path.split('/');
    path = parts.slice(0, r.between(2, Math.max(2, parts.length - 1))).join('/');
    if (r.chance(0.5)) path += `/${r.pick(['', 'x', 'unknown/deeper'])}`;
  }
  if (kind === 'query' || r.chance(0.15)) path += queryString(r);

  /** @type {Record<string, string>} */
  const headers = {};
  const auth = kind === 'auth' ? hostileAuthorization(r) : authorization(tokensFor(route.template, c), r);
  if (auth !== undefined) headers.authorization = auth;
  if (
    route.template.startsWith('/api-auth/operator/') &&
    !WITHOUT_SECRET.has(route.template) &&
    r.chance(0.7)
  )
    headers['x-operator-secret'] = c.operatorSecret;
  // Each case its own client address, so rate limits answer 429 only where a case itself is the
  // cause; operator calls come from this machine, or the secret is never even looked at.
  headers['x-forwarded-for'] = headers['x-operator-secret']
    ? '127.0.0.1'
    : `10.${r.int(256)}.${r.int(256)}.${r.between(1, 254)}`;

  /** @type {string | Buffer | undefined} */
  let body;
  /** @type {string | undefined} */
  let contentType = formFields ? 'application/x-www-form-urlencoded' : 'application/json';
  const valid = () => (formFields ? formBody(formFields, r) : toJson(template ? template(c) : {}));
  if (hasBody) {
    switch (kind) {
      case 'body':
        body = formFields ? formBody(formFields, r) : toJson(mutate(template ? template(c) : { a: 1 }, r));
        break;
      case 'json':
        body = r.chance(0.15) ? INVALID_UTF8 : r.pick(INVALID_JSON);
        break;
      case 'deep':
        body = deepJsonText(
          r.pick([1000, 10_000, 100_000]),
          r.pick(/** @type {const} */ (['array', 'object'])),
        );
        break;
      case 'big':
        body = r.chance(0.5)
          ? toJson({ ...(template ? template(c) : {}), note: 'x'.repeat(r.pick([200_000, 1_500_000])) })
          : toJson(Array.from({ length: 100_000 }, (_, n) => ({ id: n, quantity: 1 })));
        break;
      case 'contentType':
        contentType = r.pick(CONTENT_TYPES);
        body = r.chance(0.5) ? valid() : formBody(Object.keys(template ? template(c) : { a: 1 }), r);
        break;
      default:
        body = valid();
    }
  }
  if (kind === 'contentType' && r.chance(0.2)) contentType = undefined;
  if (contentType !== undefined && body !== undefined) headers['content-type'] = contentType;

  let host = c.shop.host;
  if (kind === 'headers') {
    switch (r.int(6)) {
      case 0:
        host = r.pick([
          c.otherShop.host,
          'unknown.example',
          'a'.repeat(300) + '.localhost',
          'localhost:99999',
          '[::1]',
        ]);
        break;
      case 1:
        headers['x-forwarded-for'] = r.pick([
          'x'.repeat(5000),
          'not-an-address, 1.2.3.4',
          '',
          '::ffff:10.0.0.1',
        ]);
        break;
      case 2:
        headers['idempotency-key'] = r.pick([
          'short',
          'x'.repeat(500),
          "key' OR 1=1",
          'valid-key-' + r.digits(8),
          '%00%00%00%00',
        ]);
        break;
      case 3:
        headers['if-none-match'] = r.pick(['*', '"x"', 'W/"' + 'a'.repeat(3000) + '"']);
        break;
      case 4:
        // Over Node's 16 KB header limit: refused before the app sees it.
        headers.cookie = `memberToken=${'x'.repeat(r.pick([8_000, 20_000]))}`;
        break;
      default:
        headers['accept-encoding'] = r.pick(['br;q=2, gzip;q=-1', '*', 'identity;q=0', 'x'.repeat(2000)]);
    }
  }
  return { id, route: route.template, kind, method, path, host, headers, body };
}
