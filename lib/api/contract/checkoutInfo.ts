import { z } from 'zod/mini';
import { PaymentTypeSchema, OrdererInfoSchema } from './orders';
import { BodyIdSchema, OptionalEmailSchema, optionalText } from './fields';
import { InvoiceDraftSchema } from './invoice';

// ---- GET, PUT /{shopId}/ecommerceMemberStorage (spec §3 Saved checkout info) ----

export const MAX_CHECKOUT_INFOS = 5;

export const CheckoutInfoSchema = z.object({
  delivery: z.nullish(BodyIdSchema),
  paymentType: z.nullish(PaymentTypeSchema),
  receiver: optionalText(50, '收件人姓名最多 50 個字'),
  phone: optionalText(20, '手機號碼格式不正確'),
  userEmail: OptionalEmailSchema,
  address: optionalText(200, '地址最多 200 個字'),
  invoice: z.nullish(InvoiceDraftSchema),
  info: z.nullish(OrdererInfoSchema),
  note: optionalText(500, '備註最多 500 個字'),
  ecpayMapToken: optionalText(200, '門市資料過長'),
  deliveryBranchId: z.nullish(BodyIdSchema),
});
export type CheckoutInfo = z.output<typeof CheckoutInfoSchema>;

export const MemberStorageBodySchema = z.object({
  checkoutInfos: z
    .array(CheckoutInfoSchema)
    .check(z.maxLength(MAX_CHECKOUT_INFOS, `最多保存 ${MAX_CHECKOUT_INFOS} 筆結帳資料`)),
});

export const CvsStoreSchema = z.object({ CVSStoreID: z.string(), CVSStoreName: z.string() });

export const MemberStorageSchema = z.object({
  checkoutInfos: z.array(z.extend(CheckoutInfoSchema, { deliveryCVS: z.nullable(CvsStoreSchema) })),
});
export type MemberStorage = z.infer<typeof MemberStorageSchema>;
