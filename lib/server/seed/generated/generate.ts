import { PAGE_ICON_KEYS } from '@/lib/api/contract';
import { NEW_SHOP_MODULES } from '../../shops/create';
import type { SeedProduct, SeedShop, SeedSpecs } from '../types';
import { SHOP_WORDS, THEMES, type Theme } from './themes';

/**
 * Shops made up in bulk (`npm run seed -- --shops N`), to see how one deployment behaves with many
 * tenants. The same number and seed always give the same shop, so a re-run replaces each shop with
 * an identical copy and two machines measure the same catalogs.
 */

/** Generated shops answer on shop-1.localhost, shop-2.localhost, …; the host also finds them again. */
export const generatedDomain = (n: number) => `shop-${n}.localhost`;

export type GenerateOptions = { products: number; seed?: number };

export function generateShop(n: number, { products, seed = 1 }: GenerateOptions): SeedShop {
  const random = mulberry32(Math.imul(seed, 1_000_003) ^ n);
  const theme = pick(random, THEMES);
  const name = `${pick(random, SHOP_WORDS)}${theme.trade} ${n} 號店`;
  const activities = theme.activities.slice(0, 1 + Math.floor(random() * 2)).map((title, i) => ({
    nanoId: `a-${i + 1}`,
    name: title,
    description: `${title}，指定商品限時優惠。`,
  }));
  const categories = theme.categories.map((c) => ({ nanoId: `c-${c.key}`, name: c.name, image: c.image }));
  const logo = n % 2 ? '/demo/shop1' : '/demo/shop2';

  return {
    name,
    orgName: `${name}有限公司`,
    domains: [generatedDomain(n)],
    config: { logo: `${logo}/logo.svg`, favicon: `${logo}/favicon.svg`, socialLinks: [] },
    modules: NEW_SHOP_MODULES,
    categoryGroups: [],
    ungroupedCategories: categories,
    activities,
    products: Array.from({ length: products }, (_, i) => generateProduct(random, theme, i, activities)),
    navigation: [
      // Named as the storefront shows it (spec §2: the entry is 所有類別 and opens AllCategory).
      { type: 'allProduct', name: '所有類別' },
      ...activities.map((a) => ({
        type: 'ecommerceActivity' as const,
        name: a.name,
        activityNanoId: a.nanoId,
      })),
    ],
    trend: categories.slice(0, 2).map((c) => ({ type: 'ecommerceCategory', nanoId: c.nanoId, name: c.name })),
    footer: {
      aboutUs: [],
      faq: [],
      contactUs: [
        { name: '營業時間', text: '週一至週五 10:00–18:00' },
        { name: '客服信箱', text: `service@shop-${n}.example.com` },
      ],
    },
    sidebar: {
      enable: true,
      enableGroup: false,
      activityNanoIds: activities.map((a) => a.nanoId),
      groupOrder: categories.map((c) => ({ type: 'ecommerceCategory', nanoId: c.nanoId })),
    },
    pages: [
      {
        key: 'home',
        title: '首頁',
        areas: categories.slice(0, 2).map((c) => ({
          type: 'productList',
          enable: true,
          productList: { title: c.name, productType: { type: 'ecommerceCategory', nanoId: c.nanoId } },
        })),
      },
    ],
    // Every other shop pictures its empty states as shop 1 does; the rest show the built-in pictures.
    pageIcons: n % 2 ? PAGE_ICON_KEYS.map((key) => ({ key, image: `/demo/shop1/empty/${key}.svg` })) : [],
    deliveries: [
      { name: '宅配到府', type: 'home', fee: 100, freeShippingThreshold: 1500, allowCollection: true },
      { name: '7-11 超商取貨', type: 'cvs', subType: 'UNIMART', fee: 60, allowCollection: true },
    ],
    payments: [
      { type: 'newebpay' },
      // Each generated shop transfers to an account of its own (made up: these shops are for load tests).
      {
        type: 'atm',
        account: {
          bankCode: '808',
          account: `0968${String(n).padStart(10, '0')}`,
          accountName: `測試商店${n}`,
        },
      },
      { type: 'COD' },
    ],
  };
}

function generateProduct(
  random: () => number,
  theme: Theme,
  i: number,
  activities: { nanoId: string }[],
): SeedProduct {
  const category = pick(random, theme.categories);
  const item = pick(random, category.items);
  const style = pick(random, theme.styles);
  const base = roundTo10(theme.price.min + random() * (theme.price.max - theme.price.min));
  // Roughly one product in six is on an activity, at about 85 % of its price.
  const activity = activities.length && random() < 0.17 ? pick(random, activities) : undefined;
  const sale = (price: number) => (activity ? Math.min(price - 10, roundTo10(price * 0.85)) : undefined);

  const product: SeedProduct = {
    nanoId: `p-${i + 1}`,
    name: theme.key === 'coffee' ? `${item.noun} ${style}` : `${style}${item.noun}`,
    description: pick(random, theme.descriptions),
    mainImage: item.image,
    price: base,
    activityPrice: sale(base),
    activityNanoId: activity?.nanoId,
    categoryNanoIds: [`c-${category.key}`],
    order: (i + 1) * 10,
  };
  const kind = random();
  if (kind >= 0.85) return { ...product, stock: stockLevel(random) };
  product.specs = specsOf(random, theme, kind < 0.6 ? 2 : 1, base, sale);
  return product;
}

/**
 * Two values of the first level × two or three neighbouring values of the second (e.g. 黑/白 × M/L/XL),
 * or the second level alone. A later second-level value (a larger size or weight) costs `step` more.
 */
function specsOf(
  random: () => number,
  theme: Theme,
  levels: 1 | 2,
  base: number,
  sale: (price: number) => number | undefined,
): SeedSpecs {
  const [first, second] = theme.levels;
  const span = Math.min(second.values.length, 2 + Math.floor(random() * 2));
  const start = Math.floor(random() * (second.values.length - span + 1));
  const seconds = second.values.slice(start, start + span);
  const firsts = levels === 2 ? pickDistinct(random, first.values, 2) : [];
  const priced = (value: string) => {
    const steps = seconds.indexOf(value);
    if (!theme.price.step || steps === 0) return {};
    const price = base + theme.price.step * steps;
    return { price, activityPrice: sale(price) };
  };
  if (levels === 1)
    return {
      parents: [{ name: second.name, children: seconds }],
      stocks: seconds.map((b) => ({ children: [b], stock: stockLevel(random), ...priced(b) })),
    };
  return {
    parents: [
      { name: first.name, children: firsts },
      { name: second.name, children: seconds },
    ],
    stocks: firsts.flatMap((a) =>
      seconds.map((b) => ({ children: [a, b], stock: stockLevel(random), ...priced(b) })),
    ),
  };
}

/** Mostly in stock, some sold out: a shopper meets both. */
const stockLevel = (random: () => number) => (random() < 0.12 ? 0 : 1 + Math.floor(random() * 40));

const roundTo10 = (n: number) => Math.max(10, Math.round(n / 10) * 10);

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function pickDistinct<T>(random: () => number, items: readonly T[], count: number): T[] {
  const left = [...items];
  return Array.from(
    { length: Math.min(count, left.length) },
    () => left.splice(Math.floor(random() * left.length), 1)[0]!,
  );
}

/** A small, fast, seedable generator: the same seed gives the same catalog on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
