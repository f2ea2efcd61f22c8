import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Banner, CarouselItem, Page, PageArea, ProductType, StoredPageArea } from '@/lib/api/contract';
import { StoredPageAreaSchema } from '@/lib/api/contract';
import { toImage } from '../catalog/image';
import { listProducts } from '../catalog/products';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';
import { loadTargets, refKey, type Ref } from './targets';

/** A home product list shows at most this many products (spec §9). */
const AREA_PRODUCT_LIMIT = 8;

export async function getPage(db: Db, shopId: number, key: string): Promise<Page> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.shopId, shopId), eq(pages.key, key)));
  if (!row) throw notFound('頁面');
  const areas = z.array(StoredPageAreaSchema).parse(row.content.areas);
  return { key: row.key, title: row.title, content: { areas: await resolveAreas(db, shopId, areas) } };
}

/** The slides of the home page's enabled banner areas, each named after what it links to. */
export async function listBanners(db: Db, shopId: number): Promise<Banner[]> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.shopId, shopId), eq(pages.key, 'home')));
  if (!row) return [];
  const slides = z
    .array(StoredPageAreaSchema)
    .parse(row.content.areas)
    .flatMap((a) => (a.type === 'banner' && a.enable ? a.banner.carousel : []));
  const targets = await loadTargets(
    db,
    shopId,
    slides.map((s) => s.universalLink),
  );
  return slides.flatMap((s) => {
    const target = targets.get(refKey(s.universalLink));
    return target ? [{ ...s, name: target.name }] : [];
  });
}

/**
 * Pages store references; shoppers see live objects. Links to categories or activities that are gone
 * (or, for activities, switched off) are dropped so that no slide or card leads to an empty page.
 * Also the console's preview of a draft (app/-console/[host]/content/preview), so that it shows what
 * publishing would.
 */
export async function resolveAreas(db: Db, shopId: number, areas: StoredPageArea[]): Promise<PageArea[]> {
  const refs = areas.flatMap((a): Ref[] => {
    switch (a.type) {
      case 'banner':
        return a.banner.carousel.map((s) => s.universalLink);
      case 'marketing':
        return a.marketing.carousel.map((s) => s.universalLink);
      case 'productList':
        return [a.productList.productType];
      case 'productTypeList':
        return a.productTypeList.items;
      default:
        return [];
    }
  });
  const targets = await loadTargets(db, shopId, refs);
  const live = (items: CarouselItem[]) => items.filter((s) => targets.has(refKey(s.universalLink)));
  const describe = (r: Ref): ProductType | null => {
    const t = targets.get(refKey(r));
    return t ? { ...r, name: t.name, Image: toImage(t.image) } : null;
  };

  return Promise.all(
    areas.map(async (a): Promise<PageArea> => {
      switch (a.type) {
        case 'banner':
          return { ...a, banner: { carousel: live(a.banner.carousel) } };
        case 'marketing':
          return { ...a, marketing: { carousel: live(a.marketing.carousel) } };
        case 'productTypeList':
          return {
            ...a,
            productTypeList: {
              title: a.productTypeList.title,
              items: a.productTypeList.items.flatMap((r) => describe(r) ?? []),
            },
          };
        case 'productList': {
          const ref = a.productList.productType;
          const productType = describe(ref);
          if (!productType || !a.enable)
            return { ...a, productList: { title: a.productList.title, productType } };
          const id = targets.get(refKey(ref))!.id;
          const products = await listProducts(db, shopId, {
            start: 0,
            limit: AREA_PRODUCT_LIMIT,
            sortBy: 'order',
            sort: 'ASC',
            ...(ref.type === 'ecommerceCategory' ? { EcommerceCategoryId: id } : { EcommerceActivityId: id }),
          });
          return {
            ...a,
            productList: {
              title: a.productList.title,
              productType: { ...productType, EcommerceProducts: products },
            },
          };
        }
        default:
          return a;
      }
    }),
  );
}
