import { z } from 'zod';
import { ImageSchema } from './common';

export const SocialLinkSchema = z.object({
  type: z.string(),
  link: z.string().nullish(),
  lineId: z.string().nullish(),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const ShopConfigSchema = z.object({
  ShopId: z.number().int().nullable(),
  Logo: ImageSchema.nullable(),
  Favicon: ImageSchema.nullable(),
  Shop: z.object({ name: z.string(), OrgId: z.number().int() }),
  customCss: z.string(),
  socialLinks: z.array(SocialLinkSchema),
  enableOrderInvoice: z.boolean(),
  floatingButton: z.object({ enable: z.boolean() }),
  logoLinkUrl: z.string().nullable(),
  tagManagerId: z.string().nullable(),
});
export type ShopConfig = z.infer<typeof ShopConfigSchema>;

/** The modules a shop has switched on, by name. */
export const EnabledModulesSchema = z.array(z.string());
export const ECOMMERCE_MODULE = 'ecommerce';

export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9.-]+$/, '網域格式不正確');
