import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { ImportCatalogBodySchema, importCatalog } from '@/lib/server/operator/catalogImport';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return importCatalog(db, await parseBody(request, ImportCatalogBodySchema));
});
