import { z } from 'zod';

const IdQuery = z.coerce.number({ error: '必須是編號' }).int().min(1).max(2_147_483_647).optional();

/** The console product list's filters, as they stand in its address (`/admin/products?q=…&page=2`). */
export const ProductListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: '最多 100 個字' }).optional(),
  category: IdQuery,
  activity: IdQuery,
  visibility: z.enum(['public', 'hidden'], { error: '須為 public 或 hidden' }).optional(),
  soldOut: z.enum(['1'], { error: '須為 1' }).optional(),
  page: z.coerce.number({ error: '必須是頁碼' }).int().min(1).max(10_000).default(1),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** A filter to write into an address: every part optional (the first page by default). */
export type ProductFilter = Partial<ProductListQuery>;

/** The query string of a filter: empty values and the first page left out, so addresses stay short. */
export function productFilterQuery(filter: ProductFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
