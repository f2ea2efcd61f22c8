import { z } from 'zod/mini';
import { PhoneSchema } from './auth';
import { PAYMENT_TYPES } from './commerce';
import { IdSchema, PageQuerySchema } from './common';
import { BodyIdSchema, MoneySchema, OptionalEmailSchema, optionalText } from './fields';
import { CARRIER_TYPES, INVOICE_TYPES, InvoiceSchema } from './invoice';
import { ORDER_STATUSES } from './orderStatuses';
import { ParcelSchema } from './parcels';
import { OrderReturnSchema } from './returns';

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
    .check(
      z.int('數量必須是整數'),
      z.minimum(1, '數量至少為 1'),
      z.maximum(MAX_LINE_QUANTITY, `單一商品最多 ${MAX_LINE_QUANTITY} 件`),
    ),
});

const ProductStocksSchema = z.array(OrderLineInputSchema).check(
  z.minLength(1, '沒有要結帳的商品'),
  z.maxLength(MAX_ORDER_LINES, `一張訂單最多 ${MAX_ORDER_LINES} 項商品`),
  z.refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, '同一商品規格重複出現'),
);

/** 'HH:mm' pickup time as minutes after midnight (spec §9). */
const PICKUP_TIME_INVALID = '取貨時間不正確';
export const MinutesSchema = z
  .int(PICKUP_TIME_INVALID)
  .check(z.minimum(0, PICKUP_TIME_INVALID), z.maximum(24 * 60 - 1, PICKUP_TIME_INVALID));

// ---- POST /{shopId}/ecommerceOrder/pre and POST /{shopId}/ecommerceOrder/ ----

/** What the pre-check needs: the choices so far, any of which may still be missing. */
export const PreOrderBodySchema = z.object({
  productStocks: ProductStocksSchema,
  promoCodeCode: optionalText(40, '優惠碼過長'),
  paymentType: z.nullish(PaymentTypeSchema),
  walletPrice: z._default(MoneySchema, 0),
  externalWalletPrice: z._default(MoneySchema, 0),
  useCashbackPrice: z._default(MoneySchema, 0),
  delivery: z.nullish(BodyIdSchema),
  address: optionalText(200, '地址最多 200 個字'),
  receiver: optionalText(50, '收件人姓名最多 50 個字'),
  phone: optionalText(20, '手機號碼格式不正確'),
  userEmail: OptionalEmailSchema,
  deliveryBranchId: z.nullish(BodyIdSchema),
  deliveryAt: z.nullish(MinutesSchema),
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
export const CreateOrderBodySchema = z.extend(PreOrderBodySchema, {
  delivery: z.pipe(
    z.nullish(BodyIdSchema).check(z.refine((id) => id != null, '請選擇配送方式')),
    z.transform((id) => id!),
  ),
  paymentType: PaymentTypeSchema,
  receiver: z
    .string({ message: '請輸入收件人姓名' })
    .check(z.trim(), z.minLength(1, '請輸入收件人姓名'), z.maxLength(50, '收件人姓名最多 50 個字')),
  phone: PhoneSchema,
  invoice: z.nullish(InvoiceSchema),
  info: z.nullish(OrdererInfoSchema),
  note: optionalText(500, '備註最多 500 個字'),
  /**
   * The paymentPrice the shopper was shown. When the server's own computation differs (a price or a
   * promotion changed since the pre-check), the order is refused with 409 instead of charging another
   * amount than the one on screen.
   */
  expectedPaymentPrice: z.nullish(MoneySchema),
});
export type CreateOrderBody = z.output<typeof CreateOrderBodySchema>;
export type CreateOrderInput = z.input<typeof CreateOrderBodySchema>;

/** Header a client sends so that a retried or double-clicked 送出訂單 makes one order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(8, 'Idempotency-Key 過短'),
    z.maxLength(100, 'Idempotency-Key 過長'),
    z.regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key 格式不正確'),
  );

// ---- the computed order (pre-check answer and stored order) ----

export const OrderItemSchema = z.object({
  stockId: z.int(),
  productId: z.int(),
  nanoId: z.string(),
  name: z.string(),
  /** The spec combination, e.g. "白 / M"; empty for products without specs. */
  specName: z.string(),
  image: z.nullable(z.string()),
  quantity: z.int(),
  /** The unit price charged (the activity price while the activity runs). */
  price: z.int(),
  /** The normal unit price, for the struck-through display. */
  originPrice: z.int(),
  subtotal: z.int(),
  useCashbackRate: z.number(),
  activity: z.nullable(z.object({ id: z.int(), name: z.string() })),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const PROMO_BY_ORDER_TYPES = ['discount', 'freeShipping'] as const;

export const PromoByOrderSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(PROMO_BY_ORDER_TYPES),
  /** Dollars taken off the goods; for free shipping, the delivery fee waived. */
  discount: z.int(),
});
export type PromoByOrder = z.infer<typeof PromoByOrderSchema>;

export const PromoByProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  productId: z.int(),
  /** How many times the promotion applies (full sets of its quantity). */
  times: z.int(),
  discount: z.int(),
});
export type PromoByProduct = z.infer<typeof PromoByProductSchema>;

export const AppliedPromoCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: z.int(),
});

/** The server's computation of an order: the pre-check answer, and what a created order keeps. */
export const OrderQuoteSchema = z.object({
  EcommerceOrderItems: z.array(OrderItemSchema),
  EcommerceOrderPromoByOrders: z.array(PromoByOrderSchema),
  EcommerceOrderPromoByProducts: z.array(PromoByProductSchema),
  promoCode: z.nullable(AppliedPromoCodeSchema),
  /** Σ unit price × quantity. */
  totalProductPrice: z.int(),
  promoByProductDiscount: z.int(),
  promoByOrderDiscount: z.int(),
  promoCodeDiscount: z.int(),
  /** The delivery fee before any free shipping, and what is charged. */
  originDeliveryPrice: z.int(),
  deliveryPrice: z.int(),
  paymentFee: z.int(),
  useCashbackPrice: z.int(),
  walletPrice: z.int(),
  externalWalletPrice: z.int(),
  /** What is left to pay with the chosen payment type. */
  paymentPrice: z.int(),
  /** Most cashback this order may use (each product's useCashbackRate share, the balance, the total). */
  maxUseCashbackPrice: z.int(),
  cashbackBalance: z.int(),
  walletBalance: z.int(),
  externalWalletBalance: z.int(),
  /** Cashback the member earns once the order is paid. */
  addCashback: z.int(),
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
      required: z.int(),
      current: z.int(),
      missing: z.int(),
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
  promoCodeMessage: z.nullable(z.string()),
});
export type OrderCheck = z.infer<typeof OrderCheckSchema>;

// ---- stored orders ----

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderDeliverySchema = z.object({
  id: z.nullable(z.int()),
  name: z.string(),
  type: z.string(),
  subType: z.nullable(z.string()),
  branch: z.nullable(z.object({ id: z.int(), name: z.string(), address: z.string() })),
  /** Pickup time, minutes after midnight. */
  deliveryAt: z.nullable(z.int()),
  storeID: z.nullable(z.string()),
  storeName: z.nullable(z.string()),
});

export const OrderReceiverSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.nullable(z.string()),
  email: z.nullable(z.string()),
});

export const AtmInfoSchema = z.object({
  bankCode: z.string(),
  /** Empty when the code is not one of the banks the shop API names. */
  bankName: z.string(),
  account: z.string(),
  /**
   * The account holder (the shop's company); absent on orders made before shops gave their account,
   * and on a virtual account unless its gateway names one.
   */
  accountName: z.optional(z.string()),
  /** ISO time by which the transfer must arrive. */
  dueAt: z.string(),
  /**
   * An account the shop's payment gateway issued for this order alone (a virtual account): the
   * transfer of exactly the amount pays the order automatically, with nothing to report. Absent for
   * a transfer to the shop's own account.
   */
  virtual: z.optional(z.boolean()),
});

/**
 * Ibon: the convenience-store payment code the shop's gateway issued for this order (超商代碼). The
 * shopper keys it in at a store's kiosk (7-ELEVEN ibon, FamiPort and the like), prints the slip and
 * pays the order's amount at the counter before the due time; the gateway then tells the shop.
 */
export const StoreCodeSchema = z.object({
  code: z.string(),
  /** ISO time after which the code can no longer be paid. */
  dueAt: z.string(),
});
export type StoreCode = z.infer<typeof StoreCodeSchema>;

export const PaymentUserResponseSchema = z.object({
  name: z.string(),
  atmLastCode: z.string(),
  at: z.string(),
});

/** An issued e-invoice: number (two letters, eight digits), ISO times, four-digit random code. */
export const IssuedInvoiceSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  randomCode: z.string(),
  voidedAt: z.nullable(z.string()),
});
export type IssuedInvoice = z.infer<typeof IssuedInvoiceSchema>;

export const OrderSchema = z.extend(OrderQuoteSchema, {
  id: z.int(),
  orderNo: z.string(),
  status: OrderStatusSchema,
  statusHistory: z.array(
    z.object({ status: OrderStatusSchema, at: z.string(), note: z.optional(z.string()) }),
  ),
  paymentType: PaymentTypeSchema,
  EcommerceDelivery: OrderDeliverySchema,
  receiver: OrderReceiverSchema,
  info: z.nullable(OrdererInfoSchema),
  invoice: z.nullable(
    z.object({
      type: z.enum(INVOICE_TYPES),
      carrierType: z.nullable(z.enum(CARRIER_TYPES)),
      carrierNum: z.nullable(z.string()),
      customerIdentifier: z.nullable(z.string()),
      customerName: z.nullable(z.string()),
      customerAddress: z.nullable(z.string()),
      customerEmail: z.nullable(z.string()),
    }),
  ),
  /** The e-invoice issued for the order: null until the shop's provider has issued it. */
  issuedInvoice: z.nullable(IssuedInvoiceSchema),
  note: z.nullable(z.string()),
  atm: z.nullable(AtmInfoSchema),
  /** Ibon: the store code to pay, once the gateway has issued it; null before and for other types. */
  storeCode: z.nullable(StoreCodeSchema),
  paymentUserResponse: z.nullable(PaymentUserResponseSchema),
  /** Whether the shopper may cancel it now. */
  cancellable: z.boolean(),
  /** Whether the shopper may (again) pay it online now: unpaid, paid through a gateway, not overdue. */
  payable: z.boolean(),
  /**
   * Whether the gateway holds its payment for the shop's review (PChomePay's 待審單): not payable
   * again meanwhile; paid once the shop approves, payable again if it rejects.
   */
  paymentInReview: z.boolean(),
  /** ISO time after which an unpaid order is cancelled and its stock released. */
  paymentDueAt: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  createdAt: z.string(),
  /**
   * The newest parcel handed to a carrier for the order, or null when there is none. Read with one
   * order; lists leave it out, to stay one query.
   */
  parcel: z.optional(z.nullable(ParcelSchema)),
  /** The order's newest return, or null; read with one order, like `parcel`. */
  return: z.optional(z.nullable(OrderReturnSchema)),
  /** Whether the shopper may ask for a return now (within 7 days of receipt); read with one order. */
  returnable: z.optional(z.boolean()),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /{shopId}/ecommerceOrder — start, limit, status. */
export const OrderListQuerySchema = z.extend(PageQuerySchema, { status: z.optional(OrderStatusSchema) });
export const OrderCountQuerySchema = z.object({ status: z.optional(OrderStatusSchema) });

/** GET /{shopId}/ecommerceOrder/allStatusCount */
export const AllStatusCountSchema = z.object({
  all: z.int(),
  unpaid: z.int(),
  processing: z.int(),
  shipped: z.int(),
  completed: z.int(),
  cancelled: z.int(),
});
export type AllStatusCount = z.infer<typeof AllStatusCountSchema>;

export const OrderIdSchema = IdSchema;

/** POST /{shopId}/ecommerceOrder/{id}/paymentUserResponse — an ATM transfer the shopper reports. */
export const PaymentUserResponseBodySchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, '請輸入匯款人姓名'), z.maxLength(50, '匯款人姓名最多 50 個字')),
  atmLastCode: z.string().check(z.trim(), z.regex(/^\d{5}$/, '請輸入匯款帳號末 5 碼')),
});
