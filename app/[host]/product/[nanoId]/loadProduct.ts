import 'server-only';
import { QueryClient } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { NanoIdSchema } from '@/lib/api/contract';
import { failureIn, isMissing } from '@/lib/api/result';
import { shopQueries } from '@/lib/query/shopQueries';
import { loadShop } from '@/lib/shop/load';
import { PageFailureError } from '@/lib/ui/pageFailure';

/** The product behind the page, once per request for metadata and page alike. */
export const loadProduct = cache(async (host: string, nanoId: string) => {
  const shop = await loadShop(host);
  if (!shop.ok || !NanoIdSchema.safeParse(nanoId).success) notFound();
  const queries = new QueryClient();
  const options = shopQueries.product(shop.shopId, nanoId);
  try {
    const product = await queries.fetchQuery(options);
    return { shop, product, queries };
  } catch (error) {
    // Only a product the API does not have is a 404; anything else is the error page (5xx), so a
    // search engine keeps the product while the service is away, and the page says the server's
    // message (spec §8).
    const failure = failureIn(error);
    if (failure && isMissing(failure)) notFound();
    if (failure) throw new PageFailureError(failure);
    throw error;
  }
});
