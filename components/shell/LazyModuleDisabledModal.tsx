'use client';

import dynamic from 'next/dynamic';

/**
 * Only a shop with online shopping off renders the notice; behind this wrapper its dialog code is a
 * chunk of its own, which open shops never download. It is still rendered on the server.
 */
export const LazyModuleDisabledModal = dynamic(() =>
  import('./ModuleDisabledModal').then((m) => m.ModuleDisabledModal),
);
