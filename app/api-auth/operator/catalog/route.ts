import { operatorActionRoute } from '@/lib/server/operator/route';
import { importCatalog, ImportCatalogBodySchema } from '@/lib/server/catalog/import';

export const POST = operatorActionRoute(ImportCatalogBodySchema, importCatalog);
