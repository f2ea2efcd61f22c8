import { z } from 'zod/mini';

export const DELIVERY_TYPES = ['home', 'cvs', 'store'] as const;

export const DeliveryBranchSchema = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string(),
  /** Opening hours as 'HH:mm' (Taiwan time); a pickup time must fall between them. */
  openTime: z.string(),
  closeTime: z.string(),
});
export type DeliveryBranch = z.infer<typeof DeliveryBranchSchema>;

export const DeliverySchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(DELIVERY_TYPES),
  subType: z.nullable(z.string()),
  fee: z.int(),
  freeShippingThreshold: z.nullable(z.int()),
  /** Null counts as enabled. */
  enable: z.nullable(z.boolean()),
  allowCollection: z.boolean(),
  /** Pickup branches of a `store` delivery; empty for the other types. */
  EcommerceDeliveryBranches: z.array(DeliveryBranchSchema),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** Null counts as enabled (spec §3 Delivery option): merchants' older settings have no value. */
export const isDeliveryEnabled = (d: { enable: boolean | null }) => d.enable !== false;

export const PAYMENT_TYPES = [
  'COD',
  'newebpay',
  'jkos',
  'atm',
  'Ibon',
  'free',
  'linepay',
  'pchomepay',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * Paid outside any gateway: cash on delivery, an ATM transfer to the order's own account, or nothing
 * left to pay. Every other type is paid online through the gateway the shop configured for it.
 */
export const OFFLINE_PAYMENT_TYPES = ['COD', 'atm', 'free'] as const satisfies readonly PaymentType[];
export const isOfflinePayment = (type: PaymentType): boolean =>
  (OFFLINE_PAYMENT_TYPES as readonly PaymentType[]).includes(type);

export const PaymentConfigSchema = z.object({
  id: z.int(),
  type: z.enum(PAYMENT_TYPES),
  enable: z.boolean(),
  fee: z.int(),
});

export const PaymentConfigTypesSchema = z.object({
  types: z.array(z.enum(PAYMENT_TYPES)),
  ecommercePaymentConfigs: z.array(PaymentConfigSchema),
});
export type PaymentConfigTypes = z.infer<typeof PaymentConfigTypesSchema>;

export const CashbackSettingSchema = z.object({
  enabled: z.boolean(),
  addRate: z.number(),
  ignoreAddEcommerceProductIds: z.array(z.int()),
});
export type CashbackSetting = z.infer<typeof CashbackSettingSchema>;

export const USER_INFO_FIELD_TYPES = ['text', 'number', 'date', 'select', 'email'] as const;

export const UserInfoFieldSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(USER_INFO_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()),
  maxLength: z.nullable(z.int()),
});
export const UserInfoSettingSchema = z.object({ fields: z.array(UserInfoFieldSchema) });
export type UserInfoSetting = z.infer<typeof UserInfoSettingSchema>;
