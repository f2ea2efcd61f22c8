import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/ui/toast';

/** Public reads stay fresh as long as the server caches them (30 s). */
const STALE_MS = 30_000;

/**
 * The browser's query client. Failed calls show the server's message as the error toast (spec §8),
 * except reads marked `meta: { silent: true }`, whose failures the spec only logs.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: STALE_MS, retry: 1, refetchOnWindowFocus: false } },
    queryCache: new QueryCache({
      onError: (error, query) => (query.meta?.silent ? console.error(error) : toast(error.message)),
    }),
    mutationCache: new MutationCache({ onError: (error) => toast(error.message) }),
  });
}
