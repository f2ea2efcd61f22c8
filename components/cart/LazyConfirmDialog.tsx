'use client';

import dynamic from 'next/dynamic';

/**
 * ConfirmDialog with its dialog library in a chunk of its own: it loads after the page has
 * hydrated (before a question can be asked) instead of with the page. Nothing of it is on screen
 * until it opens, so there is nothing to render on the server.
 */
export const LazyConfirmDialog = dynamic(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog), {
  ssr: false,
});
