import fs from 'node:fs';
import path from 'node:path';
import { ImportCatalogBodySchema } from '@/lib/server/catalog/import';
import { fromAddress } from './authHelpers';

export const OPERATOR_SECRET = 'test-operator-secret';
/** The operator endpoints answer only on loopback, as `npm start` stamps the client's address. */
export const operatorHeaders = { 'x-operator-secret': OPERATOR_SECRET, ...fromAddress('127.0.0.1') };

/** The example catalog the README imports, with its pictures beside it. */
const EXAMPLE_CATALOG = path.join(process.cwd(), 'examples/catalog/tea-shop.json');
export const exampleCatalogText = fs.readFileSync(EXAMPLE_CATALOG, 'utf8');
export const examplePicture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(EXAMPLE_CATALOG), 'pictures', name)).toString('base64');

/** The body the operator command sends for a catalog file: its text and the pictures it names. */
export function exampleCatalogBody(host: string, text: string = exampleCatalogText, extra: object = {}) {
  const pictures: Record<string, string> = {};
  for (const file of fs.readdirSync(path.join(path.dirname(EXAMPLE_CATALOG), 'pictures')))
    pictures[`pictures/${file}`] = examplePicture(file);
  return ImportCatalogBodySchema.parse({ host, fileName: 'tea-shop.json', text, pictures, ...extra });
}
