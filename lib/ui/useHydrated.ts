'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False during server rendering and hydration, true after: for content that only the browser knows. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
