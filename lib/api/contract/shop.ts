import { z } from 'zod/mini';
import { ImageSchema } from './common';

export const SocialLinkSchema = z.object({
  type: z.string(),
  link: z.nullish(z.string()),
  lineId: z.nullish(z.string()),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const ShopConfigSchema = z.object({
  ShopId: z.nullable(z.int()),
  Logo: z.nullable(ImageSchema),
  Favicon: z.nullable(ImageSchema),
  Shop: z.object({ name: z.string(), OrgId: z.int() }),
  customCss: z.string(),
  socialLinks: z.array(SocialLinkSchema),
  enableOrderInvoice: z.boolean(),
  floatingButton: z.object({ enable: z.boolean() }),
  logoLinkUrl: z.nullable(z.string()),
  tagManagerId: z.nullable(z.string()),
});
export type ShopConfig = z.infer<typeof ShopConfigSchema>;

/** The modules a shop has switched on, by name. */
export const EnabledModulesSchema = z.array(z.string());
export const ECOMMERCE_MODULE = 'ecommerce';

export const DomainSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(253), z.regex(/^[a-z0-9.-]+$/, '網域格式不正確'));
