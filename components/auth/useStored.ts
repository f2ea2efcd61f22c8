'use client';

import { useMemo } from 'react';
import { useHydrated } from '@/lib/ui/useHydrated';

/**
 * A value kept in this tab's storage, read once the page has hydrated: undefined until then (the
 * server cannot know it), null when nothing is stored. `read` must be a stable function.
 */
export function useStored<T>(read: () => T | null): T | null | undefined {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? read() : undefined), [hydrated, read]);
}
