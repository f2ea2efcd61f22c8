'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { EARLY_TAPS_ATTR, playEarlyTaps } from './earlyTaps';

const never = () => () => undefined;

/**
 * For a part of the page whose buttons should answer taps made before it hydrated (lib/ui/earlyTaps):
 * spread `marker` on its root element and `attach` as its ref. The mark is in the server's HTML
 * and through hydration; once the part is live it goes, and the taps kept meanwhile are played.
 */
export function useEarlyTaps<T extends HTMLElement>() {
  const [root, attach] = useState<T | null>(null);
  // False on the server and while hydrating, true once this part runs in the browser.
  const live = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (live && root) playEarlyTaps(root);
  }, [live, root]);
  return { attach, marker: { [EARLY_TAPS_ATTR]: live ? undefined : '' } };
}
