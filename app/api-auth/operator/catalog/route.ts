import { operatorActionRoute } from '@/lib/server/operator/route';
import { importCatalog, ImportCatalogBodySchema } from '@/lib/server/operator/catalogImport';

export const POST = operatorActionRoute(ImportCatalogBodySchema, importCatalog);
