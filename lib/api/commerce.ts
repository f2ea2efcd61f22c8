import { publicCache, shopTag } from './cache';
import { memberClient } from './http';

// Public shop settings: cached on the server (the footer shows what they offer), fresh in the browser.
export const listDeliveries = (shopId: number, query: { start?: number; limit?: number } = {}) =>
  memberClient({
    path: `/${shopId}/ecommerceDelivery`,
    query,
    schema: (c) => c.array(c.DeliverySchema),
    cache: publicCache(shopTag(shopId)),
  });

export const getPaymentConfigTypes = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommercePaymentConfig/types`,
    schema: (c) => c.PaymentConfigTypesSchema,
    cache: publicCache(shopTag(shopId)),
  });

export const getCashbackSetting = (shopId: number) =>
  memberClient({
    path: `/${shopId}/ecommerceCashback`,
    schema: (c) => c.CashbackSettingSchema,
    cache: publicCache(shopTag(shopId)),
  });
