import type { z } from 'zod/mini';
import type {
  CheckoutInfoSchema,
  EcpayMapInput,
  CreateOrderInput,
  OrderStatus,
  PreOrderInput,
  ReturnRequestInput,
} from './contract';
import { memberClient } from './http';

/** Checkout and order calls of a signed-in member (spec §7). */

export const preCheckOrder = (shopId: number, body: PreOrderInput, signal?: AbortSignal) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/ecommerceOrder/pre`,
    body,
    schema: (c) => c.OrderCheckSchema,
    signal,
  });

/** The same idempotency key for a retried or double-clicked submission gives one order. */
export const createOrder = (shopId: number, body: CreateOrderInput, idempotencyKey: string) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/ecommerceOrder/`,
    body,
    schema: (c) => c.OrderSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });

export const listOrders = (
  shopId: number,
  query: { start?: number; limit?: number; status?: OrderStatus } = {},
) => memberClient({ path: `/${shopId}/ecommerceOrder`, query, schema: (c) => c.array(c.OrderSchema) });

export const getAllStatusCount = (shopId: number) =>
  memberClient({ path: `/${shopId}/ecommerceOrder/allStatusCount`, schema: (c) => c.AllStatusCountSchema });

export const getOrder = (shopId: number, id: number) =>
  memberClient({ path: `/${shopId}/ecommerceOrder/${id}`, schema: (c) => c.OrderSchema });

export const cancelOrder = (shopId: number, id: number) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/ecommerceOrder/${id}/cancel`,
    schema: (c) => c.OrderSchema,
  });

export const reportAtmTransfer = (shopId: number, id: number, body: { name: string; atmLastCode: string }) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/ecommerceOrder/${id}/paymentUserResponse`,
    body,
    schema: (c) => c.OrderSchema,
  });

export const getMemberStorage = (shopId: number) =>
  memberClient({ path: `/${shopId}/ecommerceMemberStorage`, schema: (c) => c.MemberStorageSchema });

export const saveMemberStorage = (shopId: number, checkoutInfos: z.input<typeof CheckoutInfoSchema>[]) =>
  memberClient({
    method: 'PUT',
    path: `/${shopId}/ecommerceMemberStorage`,
    body: { checkoutInfos },
    schema: (c) => c.MemberStorageSchema,
  });

/** A new attempt at paying the order online: the gateway's hidden form (spec §7) or address. */
export const requestPaymentInfo = (
  shopId: number,
  id: number,
  body: { clientBackURL: string; clientCompleteURL: string },
) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/ecommerceOrder/${id}/paymentInfo`,
    body,
    schema: (c) => c.PaymentInfoSchema,
  });

/** Opens a store-map session for a convenience-store delivery. */
export const openStoreMap = (shopId: number, body: EcpayMapInput) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/ecommerceDeliveryEcpayMap`,
    body,
    schema: (c) => c.EcpayMapFormSchema,
  });

/** The store picked with a map session. */
export const getMapStore = (shopId: number, token: string) =>
  memberClient({
    path: `/${shopId}/ecommerceDeliveryEcpayMap`,
    query: { token },
    schema: (c) => c.MapStoreSchema,
  });

/** Without lines, the whole order is returned. */
export const requestReturn = (shopId: number, id: number, body: ReturnRequestInput) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/ecommerceOrder/${id}/return`,
    body,
    schema: (c) => c.OrderSchema,
  });
