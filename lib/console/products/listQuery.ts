/** The product list's filters as they stand in its address (`/admin/products?q=…&page=2`). */
export type ProductFilter = {
  q?: string;
  category?: number;
  activity?: number;
  visibility?: 'public' | 'hidden';
  soldOut?: '1';
  page?: number;
};

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
