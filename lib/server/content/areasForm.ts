import { z } from 'zod';
import { NanoIdSchema, type StoredPageArea } from '@/lib/api/contract';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import { youtubeId } from '@/lib/home/youtube';
import type { Ref } from '../config/targets';
import { PictureAddressSchema } from '@/lib/console/contract/fields';
import type { PlacedPicture } from '../media/pictureRule';
import { WebUrlSchema } from './links';

const text = (max: number, what: string) =>
  z
    .string({ error: `缺少${what}` })
    .trim()
    .max(max, { error: `${what}最多 ${max} 個字` });

const RefInputSchema = z.object({
  type: z.enum(['ecommerceCategory', 'ecommerceActivity'], { error: '連結須為分類或活動' }),
  nanoId: NanoIdSchema,
});

/** A picture as pages store it (`{ filename }`), or none. */
const ImageInputSchema = z.object({ filename: PictureAddressSchema }).nullable();

const SlideSchema = z
  .object({
    universalLink: RefInputSchema,
    responsiveImage: z.object({ webSizeImage: ImageInputSchema, phoneSizeImage: ImageInputSchema }),
    alt: text(L.alt, '圖片說明').optional(),
  })
  .refine((s) => s.responsiveImage.webSizeImage || s.responsiveImage.phoneSizeImage, {
    error: '每張輪播至少要有桌機或手機圖片',
    path: ['responsiveImage'],
  });

const carousel = z.object({
  carousel: z.array(SlideSchema).max(L.slides, { error: `最多 ${L.slides} 張` }),
});

const NewsCardSchema = z.object({
  image: ImageInputSchema,
  title: text(L.title, '標題').min(1, { error: '標題不可空白' }),
  description: text(L.newsDescription, '說明'),
  link: WebUrlSchema,
});

const enable = z.boolean({ error: '缺少是否顯示' });

/**
 * One area as the console sends it: the stored shape (lib/api/contract/content.ts
 * StoredPageAreaSchema) with the limits a page is held to. Links to the web are http(s) only, a video
 * must be a YouTube video (lib/home/youtube.ts, the rule the page itself applies). Whether linked
 * categories and activities are this shop's (ownRefs.ts) and whether the pictures were uploaded
 * (lib/server/media/pictureRule.ts) is checked against the database when the page is saved.
 */
export const AreaInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('banner'), enable, banner: carousel }),
    z.object({ type: z.literal('marketing'), enable, marketing: carousel }),
    z.object({
      type: z.literal('news'),
      enable,
      news: z.object({
        carousel: z.array(NewsCardSchema).max(L.cards, { error: `最多 ${L.cards} 則` }),
      }),
    }),
    z.object({
      type: z.literal('text'),
      enable,
      text: z.object({ title: text(L.title, '標題'), description: text(L.description, '內文') }),
    }),
    z.object({
      type: z.literal('youtube'),
      enable,
      youtube: z.object({
        url: text(500, '影片網址').refine((u) => youtubeId(u) !== null, {
          error: '請貼上 YouTube 影片網址（watch?v=、youtu.be/ 或 embed/）',
        }),
      }),
    }),
    z.object({
      type: z.literal('productList'),
      enable,
      productList: z.object({ title: text(L.title, '標題'), productType: RefInputSchema }),
    }),
    z.object({
      type: z.literal('productTypeList'),
      enable,
      productTypeList: z.object({
        title: text(L.title, '標題'),
        items: z
          .array(RefInputSchema)
          .min(1, { error: '至少選一個分類或活動' })
          .max(L.items, { error: `最多 ${L.items} 個` }),
      }),
    }),
  ],
  { error: '區塊類型須為 banner、productList、productTypeList、news、text、marketing 或 youtube' },
);

export const AreasInputSchema = z
  .array(AreaInputSchema)
  .max(L.areas, { error: `一個頁面最多 ${L.areas} 個區塊` }) satisfies z.ZodType<StoredPageArea[]>;

/** A link a page holds, with where it sits in the body (for the 400 that names it). */
export type PlacedRef = { path: string; ref: Ref };

/** Every category and activity the areas link to, each with its path in the request body. */
export function refsOfAreas(areas: StoredPageArea[], prefix = 'areas'): PlacedRef[] {
  return areas.flatMap((a, i): PlacedRef[] => {
    const at = `${prefix}.${i}`;
    switch (a.type) {
      case 'banner':
        return a.banner.carousel.map((s, j) => ({
          path: `${at}.banner.carousel.${j}.universalLink`,
          ref: s.universalLink,
        }));
      case 'marketing':
        return a.marketing.carousel.map((s, j) => ({
          path: `${at}.marketing.carousel.${j}.universalLink`,
          ref: s.universalLink,
        }));
      case 'productList':
        return [{ path: `${at}.productList.productType`, ref: a.productList.productType }];
      case 'productTypeList':
        return a.productTypeList.items.map((ref, j) => ({ path: `${at}.productTypeList.items.${j}`, ref }));
      default:
        return [];
    }
  });
}

/** Every picture the areas show, each with its path in the request body. */
export function picturesOfAreas(areas: StoredPageArea[], prefix = 'areas'): PlacedPicture[] {
  const image = (path: string, picture: { filename: string } | null | undefined): PlacedPicture[] =>
    picture ? [{ path: `${path}.filename`, url: picture.filename }] : [];
  return areas.flatMap((a, i): PlacedPicture[] => {
    const at = `${prefix}.${i}`;
    switch (a.type) {
      case 'banner':
      case 'marketing': {
        const slides = a.type === 'banner' ? a.banner.carousel : a.marketing.carousel;
        return slides.flatMap((s, j) => {
          const slide = `${at}.${a.type}.carousel.${j}.responsiveImage`;
          return [
            ...image(`${slide}.webSizeImage`, s.responsiveImage.webSizeImage),
            ...image(`${slide}.phoneSizeImage`, s.responsiveImage.phoneSizeImage),
          ];
        });
      }
      case 'news':
        return a.news.carousel.flatMap((card, j) => image(`${at}.news.carousel.${j}.image`, card.image));
      default:
        return [];
    }
  });
}
