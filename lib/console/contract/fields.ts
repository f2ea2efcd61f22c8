import { z } from 'zod';
import { MerchantKeySchema } from '@/lib/catalog/fields';
import { MEDIA_PATH, mediaHash } from '@/lib/images/mediaAddress';

/** Far above any real fee, threshold or discount: a typo with extra zeros is refused rather than stored. */
const MAX_TWD = 1_000_000;

/**
 * An amount in whole NT dollars of at least `least`. `flag`: the operator command's flag, named in
 * the messages beside the label (the console names the field instead).
 */
export const wholeTwd = (label: string, { flag, least = 0 }: { flag?: string; least?: number } = {}) => {
  const named = flag ? `${label}（${flag}）` : label;
  const wrong =
    least === 0 ? `${named}必須是 0 或正整數（新台幣元）` : `${named}必須是 ${least} 以上的整數（新台幣元）`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `請給${named}` : wrong) })
    .int({ error: wrong })
    .min(least, { error: wrong })
    .max(MAX_TWD, { error: `${label}最多 ${MAX_TWD} 元` });
};

/** The version an edit started from, as the console read it with the object. */
export const VersionSchema = z.number({ error: '缺少版本' }).int().min(0).max(2_147_483_647);

/** A row's id as a console body names it (a product, a category, a promotion, a delivery). */
export const RowIdSchema = z
  .number({ error: '必須是編號' })
  .int({ error: '必須是編號' })
  .positive({ error: '必須是編號' })
  .max(2_147_483_647, { error: '必須是編號' });

/** The merchant's own key (as in the catalog file); null for none. */
export const KeyFieldSchema = MerchantKeySchema.nullable();

/** Pictures that ship with the storefront: only ever kept, never newly chosen. */
const SHIPPED = /^\/(?:demo|images)\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/;

/** Whether the address has a picture's shape: an uploaded one's, or a shipped one's. */
export function isPictureAddress(url: string): boolean {
  if (url.startsWith(MEDIA_PATH)) return mediaHash(url.slice(MEDIA_PATH.length)) !== null;
  return SHIPPED.test(url) && !url.includes('..');
}

export const PictureAddressSchema = z
  .string({ error: '必須是圖片網址' })
  .trim()
  .max(300, { error: '圖片網址過長' })
  .refine(isPictureAddress, { error: '請先上傳圖片' });

/** A picture (the console's one rule, lib/server/media/pictureRule.ts: checkPicture), or null for none. */
export const PictureFieldSchema = PictureAddressSchema.nullable();

/**
 * What a refused body names besides its message (`參數 {field} 不正確：{reason}`): the field's path in
 * the body (`specs.cells.3.stock`) and the reason alone, so a form can say it in its own words.
 */
export type FieldRefusal = { field: string; reason: string };

/** The field refusal in a refused answer's details, when it names one. */
export function fieldRefusal(details: Record<string, unknown> | undefined): FieldRefusal | null {
  const field = details?.field;
  const reason = details?.reason;
  return typeof field === 'string' && typeof reason === 'string' ? { field, reason } : null;
}
