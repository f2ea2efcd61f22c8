'use client';

import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';

/**
 * Hands the data a page was rendered with to the client's queries. The page is served from a cache,
 * so its data may have been read on the server longer ago than the client's stale time; counted from
 * that read, it would be refetched the moment it is hydrated — a request per query on every load for
 * what the page already shows. Data that arrives with the page counts as read when the page arrived.
 */
export function PageDataBoundary({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const [arrivedAt] = useState(() => Date.now());
  const arrived = useMemo(
    () => ({
      ...state,
      queries: state.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, arrivedAt) },
      })),
    }),
    [state, arrivedAt],
  );
  return <HydrationBoundary state={arrived}>{children}</HydrationBoundary>;
}
