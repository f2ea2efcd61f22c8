import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { hostHeader, nodeUrl } from './hosts';
import { operator } from './shopper';

/**
 * A shop of the journey's own, opened as an operator opens one (`shop create`, `catalog import`,
 * `delivery set`, `payment on`) through the operator endpoints. A journey that changes stock, removes
 * a product or needs a setting of its own takes one instead of reserving demo products that no other
 * journey may touch; nothing needs restoring afterwards, and journeys on it never wait on each other.
 */

/** A product of the catalog file (examples/catalog), with one stock and no specs. */
type FreshProduct = { key: string; name: string; price: number; stock: number; limit?: number };

export type FreshShopOptions = {
  /** Default: three products, 50, 10 and 5 in stock. */
  products?: FreshProduct[];
  /** Home delivery (宅配到府, NT$100) with cash on delivery; default true. */
  homeDelivery?: boolean;
  /** ATM into virtual accounts through the sandbox gateway (NewebPay's protocol). */
  atmGateway?: boolean;
};

export type FreshShop = {
  host: string;
  shopId: number;
  orgId: number;
  name: string;
  /** The storefront id (nanoId) the import gave the product of this catalog key. */
  nanoId: (key: string) => string;
};

const FRESH_PRODUCTS: FreshProduct[] = [
  { key: 'oolong', name: '高山烏龍茶', price: 480, stock: 50 },
  { key: 'mug', name: '手拉坯馬克杯', price: 320, stock: 10 },
  { key: 'towel', name: '有機棉方巾', price: 199, stock: 5 },
];

export async function openFreshShop(
  request: APIRequestContext,
  { products = FRESH_PRODUCTS, homeDelivery = true, atmGateway = false }: FreshShopOptions = {},
): Promise<FreshShop> {
  // Host names are what a shop is found by: one of its own per journey, under *.localhost, which
  // the browser resolves to this machine.
  const id = randomUUID().slice(0, 8);
  const host = `fresh-${id}.localhost`;
  const name = `測試小舖${id}`;
  const { shopId, orgId } = await operator(request, 'shop', {
    org: `e2e-${id}`,
    orgName: `測試${id}有限公司`,
    name,
    domains: [host],
  });
  await operator(request, 'catalog', {
    host,
    text: JSON.stringify({
      products: products.map(({ limit, ...p }) => ({
        ...p,
        description: `${p.name}，測試商店的商品。`,
        ...(limit ? { purchaseLimit: limit } : {}),
      })),
    }),
  });
  if (homeDelivery) {
    await operator(request, 'delivery', {
      host,
      action: 'set',
      name: '宅配到府',
      type: 'home',
      fee: 100,
      collection: true,
    });
    await operator(request, 'payment', { host, type: 'COD', enabled: true });
  }
  if (atmGateway) await operator(request, 'gateway', { host, type: 'atm', provider: 'sandbox' });

  const listed = await request.get(nodeUrl(`/api-client/${shopId}/ecommerceProduct`), {
    headers: hostHeader(host),
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const byName = new Map(
    ((await listed.json()) as { nanoId: string; name: string }[]).map((p) => [p.name, p.nanoId]),
  );
  return {
    host,
    shopId,
    orgId,
    name,
    nanoId: (key) => {
      const product = products.find((p) => p.key === key);
      const nanoId = product && byName.get(product.name);
      if (!nanoId) throw new Error(`the fresh shop has no product ${key}`);
      return nanoId;
    },
  };
}
