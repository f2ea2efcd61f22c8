import { z } from 'zod/mini';
import { BodyIdSchema } from './fields';

/** Paying online (spec §7 paymentInfo and the hidden form post) and the convenience-store map. */

/** An address of the storefront the shopper is sent back to; the server checks it is the shop's own. */
export const ClientUrlSchema = z.string({ message: '網址不正確' }).check(
  z.trim(),
  z.maxLength(500, '網址過長'),
  z.url('網址不正確'),
  z.refine((u) => /^https?:\/\//i.test(u), '網址需為 http 或 https'),
);

/** POST /{shopId}/ecommerceOrder/{id}/paymentInfo */
export const PaymentInfoBodySchema = z.object({
  clientBackURL: ClientUrlSchema,
  clientCompleteURL: ClientUrlSchema,
});
export type PaymentInfoBody = z.output<typeof PaymentInfoBodySchema>;

/** What the storefront does next: the hidden form post to the gateway, or a plain redirect. */
export const PaymentInfoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('form'),
    action: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

/**
 * Convenience-store chains as ECPay's map names them: the B2C kinds a shop contracts per chain, and
 * the C2C (store-to-store) kinds.
 */
export const CVS_SUB_TYPES = [
  'UNIMART',
  'FAMI',
  'HILIFE',
  'OKMART',
  'UNIMARTC2C',
  'FAMIC2C',
  'HILIFEC2C',
  'OKMARTC2C',
] as const;
export type CvsSubType = (typeof CVS_SUB_TYPES)[number];

/** ECPay's map: 0 for a desktop page, 1 for the phone layout (spec §9: 0 by default). */
export const MAP_DEVICES = [0, 1] as const;

/** POST /{shopId}/ecommerceDeliveryEcpayMap */
export const EcpayMapBodySchema = z.object({
  ecommerceDeliveryId: BodyIdSchema,
  clientCompleteURL: ClientUrlSchema,
  subType: z.enum(CVS_SUB_TYPES, { message: '超商類型不正確' }),
  device: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((d) => (MAP_DEVICES as readonly number[]).includes(d), '裝置類型不正確'),
    ),
    0,
  ),
});
export type EcpayMapBody = z.output<typeof EcpayMapBodySchema>;
export type EcpayMapInput = z.input<typeof EcpayMapBodySchema>;

/** The map session: its token, and the form that opens the chain's store map. */
export const EcpayMapFormSchema = z.object({
  token: z.string(),
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type EcpayMapForm = z.infer<typeof EcpayMapFormSchema>;

export const MapTokenSchema = z
  .string({ message: '缺少門市查詢代碼' })
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{16,64}$/, '門市查詢代碼不正確'));

/** GET /{shopId}/ecommerceDeliveryEcpayMap?token= : the store picked on the map. */
export const MapStoreSchema = z.object({
  CVSStoreID: z.string(),
  CVSStoreName: z.string(),
  CVSAddress: z.nullable(z.string()),
  LogisticsSubType: z.enum(CVS_SUB_TYPES),
  ecommerceDeliveryId: z.int(),
});
export type MapStore = z.infer<typeof MapStoreSchema>;
