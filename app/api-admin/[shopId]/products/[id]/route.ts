import { consoleRoute } from '@/lib/server/console/route';
import { ProductRemoveSchema, ProductUpdateSchema } from '@/lib/console/contract/products';
import { removeProduct, updateProduct } from '@/lib/server/catalog/edit/productSave';
import { consoleProduct, productChoices } from '@/lib/server/catalog/edit/productView';
import { param, parseBody, ShopIdSchema } from '@/lib/server/http/route';
import { revalidateProducts, revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/products/{id}: the product as the form edits it, and what it may choose. */
export const GET = consoleRoute('catalog', async ({ db, params, shop }) => ({
  product: await consoleProduct(db, shop.id, param(params, 'id', ShopIdSchema)),
  choices: await productChoices(db, shop.id),
}));

/**
 * PUT /api-admin/{shopId}/products/{id}: saves the form (with the version it was read at; 409 with
 * the changes made since when stale). Lists it is on forget it; a move between lists refreshes the shop.
 */
export const PUT = consoleRoute('catalog', async ({ db, params, request, shop, session }) => {
  const id = param(params, 'id', ShopIdSchema);
  const saved = await updateProduct(
    db,
    session.actor,
    shop.id,
    id,
    await parseBody(request, ProductUpdateSchema),
  );
  if (saved.listsChanged) await revalidateShops(db, [shop.id]);
  else await revalidateProducts(db, shop.id, [saved.product.nanoId]);
  return saved.product;
});

/** DELETE /api-admin/{shopId}/products/{id} `{version}`: removes it from the shop (orders keep their lines). */
export const DELETE = consoleRoute('catalog', async ({ db, params, request, shop, session }) => {
  const { version } = await parseBody(request, ProductRemoveSchema);
  await removeProduct(db, session.actor, shop.id, param(params, 'id', ShopIdSchema), version);
  await revalidateShops(db, [shop.id]);
  return { removed: true };
});
