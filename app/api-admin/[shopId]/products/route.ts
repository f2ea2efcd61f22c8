import { consoleRoute } from '@/lib/server/console/route';
import { ProductBodySchema } from '@/lib/console/contract/products';
import { ProductListQuerySchema } from '@/lib/console/products/listQuery';
import { listProducts } from '@/lib/server/catalog/edit/productList';
import { createProduct } from '@/lib/server/catalog/edit/productSave';
import { productChoices } from '@/lib/server/catalog/edit/productView';
import { parseBody, parseQuery } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/**
 * GET /api-admin/{shopId}/products?q=&category=&activity=&visibility=public|hidden&soldOut=1&page=:
 * the shop's products, 20 a page, with the counts and the categories and activities to filter by.
 */
export const GET = consoleRoute('catalog', async ({ db, request, shop }) => ({
  ...(await listProducts(db, shop.id, parseQuery(request, ProductListQuerySchema))),
  choices: await productChoices(db, shop.id),
}));

/** POST /api-admin/{shopId}/products: creates a product (the form's body); answers it. */
export const POST = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  const saved = await createProduct(db, session.actor, shop.id, await parseBody(request, ProductBodySchema));
  await revalidateShops(db, [shop.id]);
  return saved.product;
});
