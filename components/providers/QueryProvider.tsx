'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/ui/toast';

/** Public reads stay fresh as long as the server caches them (30 s). */
const STALE_MS = 30_000;

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: STALE_MS, retry: 1, refetchOnWindowFocus: false } },
        // Failed calls show the server's message (spec §8), except those the spec only logs.
        queryCache: new QueryCache({
          onError: (error, query) => (query.meta?.silent ? console.error(error) : toast(error.message)),
        }),
        mutationCache: new MutationCache({ onError: (error) => toast(error.message) }),
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
