import { z } from 'zod';
import { PhoneSchema } from './auth';
import { PAYMENT_TYPES } from './commerce';
import { IdSchema, PageQuerySchema } from './common';
import { BodyIdSchema, MoneySchema, OptionalEmailSchema, optionalText } from './fields';
import { CARRIER_TYPES, INVOICE_TYPES, InvoiceSchema } from './invoice';

/**
 * Checkout and orders (spec §3 Checkout state, Order creation payload, Saved checkout info; §4
 * Checkout; §7 order calls). Every amount is whole NT dollars and computed by the server: what the
 * browser sends are choices (stocks and counts, delivery, payment, how much wallet and cashback to
 * use), never prices.
 */

export const PaymentTypeSchema = z.enum(PAYMENT_TYPES, { message: '付款方式不正確' });

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export const OrderLineInputSchema = z.object({
  id: BodyIdSchema,
  quantity: z
    .number()
    .int('數量必須是整數')
    .min(1, '數量至少為 1')
    .max(MAX_LINE_QUANTITY, `單一商品最多 ${MAX_LINE_QUANTITY} 件`),
});

const ProductStocksSchema = z
  .array(OrderLineInputSchema)
  .min(1, '沒有要結帳的商品')
  .max(MAX_ORDER_LINES, `一張訂單最多 ${MAX_ORDER_LINES} 項商品`)
  .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, '同一商品規格重複出現');

/** 'HH:mm' pickup time as minutes after midnight (spec §9). */
export const MinutesSchema = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 - 1);

// ---- POST /{shopId}/ecommerceOrder/pre and POST /{shopId}/ecommerceOrder/ ----

/** What the pre-check needs: the choices so far, any of which may still be missing. */
export const PreOrderBodySchema = z.object({
  productStocks: ProductStocksSchema,
  promoCodeCode: optionalText(40, '優惠碼過長'),
  paymentType: PaymentTypeSchema.nullish(),
  walletPrice: MoneySchema.default(0),
  externalWalletPrice: MoneySchema.default(0),
  useCashbackPrice: MoneySchema.default(0),
  delivery: BodyIdSchema.nullish(),
  address: optionalText(200, '地址最多 200 個字'),
  receiver: optionalText(50, '收件人姓名最多 50 個字'),
  phone: optionalText(20, '手機號碼格式不正確'),
  userEmail: OptionalEmailSchema,
  deliveryBranchId: BodyIdSchema.nullish(),
  deliveryAt: MinutesSchema.nullish(),
  storeID: optionalText(20, '門市代號過長'),
  ecpayMapToken: optionalText(200, '門市資料過長'),
});
export type PreOrderBody = z.output<typeof PreOrderBodySchema>;
export type PreOrderInput = z.input<typeof PreOrderBodySchema>;

export const OrdererInfoSchema = z.object({
  userName: optionalText(50, '訂購人姓名最多 50 個字'),
  userPhone: optionalText(20, '手機號碼格式不正確'),
  userEmail: OptionalEmailSchema,
});

/** The order creation payload (spec §3): everything the pre-check takes, now required where an order needs it. */
export const CreateOrderBodySchema = PreOrderBodySchema.extend({
  delivery: BodyIdSchema.nullish()
    .refine((id) => id != null, '請選擇配送方式')
    .transform((id) => id!),
  paymentType: PaymentTypeSchema,
  receiver: z
    .string({ message: '請輸入收件人姓名' })
    .trim()
    .min(1, '請輸入收件人姓名')
    .max(50, '收件人姓名最多 50 個字'),
  phone: PhoneSchema,
  invoice: InvoiceSchema.nullish(),
  info: OrdererInfoSchema.nullish(),
  note: optionalText(500, '備註最多 500 個字'),
  /**
   * The paymentPrice the shopper was shown. When the server's own computation differs (a price or a
   * promotion changed since the pre-check), the order is refused with 409 instead of charging another
   * amount than the one on screen.
   */
  expectedPaymentPrice: MoneySchema.nullish(),
});
export type CreateOrderBody = z.output<typeof CreateOrderBodySchema>;
export type CreateOrderInput = z.input<typeof CreateOrderBodySchema>;

/** Header a client sends so that a retried or double-clicked 送出訂單 makes one order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key 過短')
  .max(100, 'Idempotency-Key 過長')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key 格式不正確');

// ---- the computed order (pre-check answer and stored order) ----

export const OrderItemSchema = z.object({
  stockId: z.number().int(),
  productId: z.number().int(),
  nanoId: z.string(),
  name: z.string(),
  /** The spec combination, e.g. "白 / M"; empty for products without specs. */
  specName: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** The unit price charged (the activity price while the activity runs). */
  price: z.number().int(),
  /** The normal unit price, for the struck-through display. */
  originPrice: z.number().int(),
  subtotal: z.number().int(),
  useCashbackRate: z.number(),
  activity: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const PROMO_BY_ORDER_TYPES = ['discount', 'freeShipping'] as const;

export const PromoByOrderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PROMO_BY_ORDER_TYPES),
  /** Dollars taken off the goods; for free shipping, the delivery fee waived. */
  discount: z.number().int(),
});
export type PromoByOrder = z.infer<typeof PromoByOrderSchema>;

export const PromoByProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  /** How many times the promotion applies (full sets of its quantity). */
  times: z.number().int(),
  discount: z.number().int(),
});
export type PromoByProduct = z.infer<typeof PromoByProductSchema>;

export const AppliedPromoCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: z.number().int(),
});

/** The server's computation of an order: the pre-check answer, and what a created order keeps. */
export const OrderQuoteSchema = z.object({
  EcommerceOrderItems: z.array(OrderItemSchema),
  EcommerceOrderPromoByOrders: z.array(PromoByOrderSchema),
  EcommerceOrderPromoByProducts: z.array(PromoByProductSchema),
  promoCode: AppliedPromoCodeSchema.nullable(),
  /** Σ unit price × quantity. */
  totalProductPrice: z.number().int(),
  promoByProductDiscount: z.number().int(),
  promoByOrderDiscount: z.number().int(),
  promoCodeDiscount: z.number().int(),
  /** The delivery fee before any free shipping, and what is charged. */
  originDeliveryPrice: z.number().int(),
  deliveryPrice: z.number().int(),
  paymentFee: z.number().int(),
  useCashbackPrice: z.number().int(),
  walletPrice: z.number().int(),
  externalWalletPrice: z.number().int(),
  /** What is left to pay with the chosen payment type. */
  paymentPrice: z.number().int(),
  /** Most cashback this order may use (each product's useCashbackRate share, the balance, the total). */
  maxUseCashbackPrice: z.number().int(),
  cashbackBalance: z.number().int(),
  walletBalance: z.number().int(),
  externalWalletBalance: z.number().int(),
  /** Cashback the member earns once the order is paid. */
  addCashback: z.number().int(),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

export const PROMPT_TYPES = ['freeShipping', 'promoByOrder', 'promoByProduct'] as const;

/** What the shopper still lacks for a promotion (spec §3 promptMessages), with a ready sentence. */
export const PromptMessageSchema = z.object({
  type: z.enum(PROMPT_TYPES),
  requirementLogics: z.enum(['price', 'quantity']),
  ecommercePromoRequirements: z.array(
    z.object({
      name: z.string(),
      required: z.number().int(),
      current: z.number().int(),
      missing: z.number().int(),
    }),
  ),
  message: z.string(),
});
export type PromptMessage = z.infer<typeof PromptMessageSchema>;

export const OrderCheckSchema = z.object({
  order: OrderQuoteSchema,
  promptMessages: z.array(PromptMessageSchema),
  /**
   * Why the typed promo code does not apply (unknown, expired, below its minimum, used up), or null.
   * The pre-check still answers without it so the shopper sees the rest; creating the order refuses it.
   */
  promoCodeMessage: z.string().nullable(),
});
export type OrderCheck = z.infer<typeof OrderCheckSchema>;

// ---- stored orders ----

export const ORDER_STATUSES = ['unpaid', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderDeliverySchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  type: z.string(),
  subType: z.string().nullable(),
  branch: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  /** Pickup time, minutes after midnight. */
  deliveryAt: z.number().int().nullable(),
  storeID: z.string().nullable(),
  storeName: z.string().nullable(),
});

export const OrderReceiverSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
});

export const AtmInfoSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  account: z.string(),
  /** ISO time by which the transfer must arrive. */
  dueAt: z.string(),
});

export const PaymentUserResponseSchema = z.object({
  name: z.string(),
  atmLastCode: z.string(),
  at: z.string(),
});

export const OrderSchema = OrderQuoteSchema.extend({
  id: z.number().int(),
  orderNo: z.string(),
  status: OrderStatusSchema,
  statusHistory: z.array(
    z.object({ status: OrderStatusSchema, at: z.string(), note: z.string().optional() }),
  ),
  paymentType: PaymentTypeSchema,
  EcommerceDelivery: OrderDeliverySchema,
  receiver: OrderReceiverSchema,
  info: OrdererInfoSchema.nullable(),
  invoice: z
    .object({
      type: z.enum(INVOICE_TYPES),
      carrierType: z.enum(CARRIER_TYPES).nullable(),
      carrierNum: z.string().nullable(),
      customerIdentifier: z.string().nullable(),
      customerName: z.string().nullable(),
      customerAddress: z.string().nullable(),
      customerEmail: z.string().nullable(),
    })
    .nullable(),
  note: z.string().nullable(),
  atm: AtmInfoSchema.nullable(),
  paymentUserResponse: PaymentUserResponseSchema.nullable(),
  /** Whether the shopper may cancel it now. */
  cancellable: z.boolean(),
  /** Whether the shopper may (again) pay it online now: unpaid, paid through a gateway, not overdue. */
  payable: z.boolean(),
  /** ISO time after which an unpaid order is cancelled and its stock released. */
  paymentDueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /{shopId}/ecommerceOrder — start, limit, status. */
export const OrderListQuerySchema = PageQuerySchema.extend({ status: OrderStatusSchema.optional() });
export const OrderCountQuerySchema = z.object({ status: OrderStatusSchema.optional() });

/** GET /{shopId}/ecommerceOrder/allStatusCount */
export const AllStatusCountSchema = z.object({
  all: z.number().int(),
  unpaid: z.number().int(),
  processing: z.number().int(),
  shipped: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type AllStatusCount = z.infer<typeof AllStatusCountSchema>;

export const OrderIdSchema = IdSchema;

/** POST /{shopId}/ecommerceOrder/{id}/paymentUserResponse — an ATM transfer the shopper reports. */
export const PaymentUserResponseBodySchema = z.object({
  name: z.string().trim().min(1, '請輸入匯款人姓名').max(50, '匯款人姓名最多 50 個字'),
  atmLastCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, '請輸入匯款帳號末 5 碼'),
});
