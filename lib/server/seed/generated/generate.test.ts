import { CatalogFileSchema, type CatalogFile } from '../../catalog/file/schema';
import type { SeedShop } from '../types';
import { generatedDomain, generateShop } from './generate';

/** The shop as the operator's catalog file would state it, so the same rules judge it. */
function asCatalogFile(shop: SeedShop): unknown {
  const key = (nanoId: string) => nanoId;
  return {
    categories: shop.ungroupedCategories.map((c) => ({ key: key(c.nanoId), name: c.name })),
    activities: shop.activities.map((a) => ({
      key: key(a.nanoId),
      name: a.name,
      description: a.description,
    })),
    products: shop.products.map((p) => ({
      key: key(p.nanoId),
      name: p.name,
      description: p.description,
      price: p.price,
      activityPrice: p.activityPrice,
      activity: p.activityNanoId,
      categories: p.categoryNanoIds,
      stock: p.specs ? undefined : p.stock,
      specNames: p.specs?.parents.map((l) => l.name),
      specs: p.specs?.stocks.map((s) => ({
        values: s.children,
        stock: s.stock,
        price: s.price,
        activityPrice: s.activityPrice,
      })),
    })),
  } satisfies Record<keyof Omit<CatalogFile, 'categoryGroups'>, unknown>;
}

describe('generated shops', () => {
  it('are the same for the same number and seed, and differ otherwise', () => {
    expect(generateShop(7, { products: 30 })).toEqual(generateShop(7, { products: 30, seed: 1 }));
    expect(generateShop(7, { products: 30, seed: 2 })).not.toEqual(generateShop(7, { products: 30 }));
    expect(generateShop(8, { products: 30 }).products).not.toEqual(
      generateShop(7, { products: 30 }).products,
    );
  });

  it('answer on shop-N.localhost with a Traditional Chinese name', () => {
    const shop = generateShop(42, { products: 1 });
    expect(shop.domains).toEqual(['shop-42.localhost']);
    expect(generatedDomain(42)).toBe('shop-42.localhost');
    expect(shop.name).toMatch(/^[\u4e00-\u9fff]+ 42 號店$/);
  });

  it('name their allProduct entry 所有類別, as the storefront shows it', () => {
    const navigation = generateShop(5, { products: 1 }).navigation;
    expect(navigation.filter((n) => n.type === 'allProduct').map((n) => n.name)).toEqual(['所有類別']);
  });

  it.each([1, 2, 3, 4, 99, 1000])('shop %i passes the catalog file rules', (n) => {
    const shop = generateShop(n, { products: 200 });
    const parsed = CatalogFileSchema.safeParse(asCatalogFile(shop));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has realistic products: TWD prices in tens, pictures of the demo, specs as a full grid', () => {
    const shops = [1, 2, 3, 4, 5, 6].map((n) => generateShop(n, { products: 300 }));
    const products = shops.flatMap((s) => s.products);
    for (const p of products) {
      expect(p.name).toMatch(/[\u4e00-\u9fff]/);
      expect(p.price % 10).toBe(0);
      expect(p.price).toBeGreaterThanOrEqual(250);
      expect(p.mainImage).toMatch(/^\/demo\/products\/[a-z0-9-]+\.svg$/);
      if (p.activityPrice !== undefined) expect(p.activityPrice).toBeLessThan(p.price);
      if (!p.specs) continue;
      const grid = p.specs.parents.reduce((n, level) => n * level.children.length, 1);
      expect(p.specs.stocks).toHaveLength(grid);
      for (const s of p.specs.stocks) {
        expect(s.children).toHaveLength(p.specs.parents.length);
        expect(s.stock).toBeGreaterThanOrEqual(0);
      }
    }
    const levels = new Set(products.map((p) => p.specs?.parents.map((l) => l.name).join(' × ') ?? 'none'));
    for (const kind of ['顏色 × 尺寸', '烘焙度 × 重量', 'none']) expect(levels).toContain(kind);
    // Some of everything a shopper meets: sold-out combinations, products on an activity, prices by size.
    const stocks = products.flatMap((p) => p.specs?.stocks ?? []);
    expect(stocks.some((s) => s.stock === 0)).toBe(true);
    expect(products.some((p) => p.activityNanoId)).toBe(true);
    expect(stocks.some((s) => s.price !== undefined)).toBe(true);
  });

  it('name each of a shop’s products by a nanoId of its own', () => {
    const { products } = generateShop(3, { products: 500 });
    expect(new Set(products.map((p) => p.nanoId)).size).toBe(500);
  });
});
