'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time per form. The ref closes the gap before React re-renders the disabled
 * button, where a double tap would otherwise send twice. A task that returns 'leave' is navigating
 * away, so the form stays locked until the next page replaces it.
 */
export function useSending() {
  const lock = useRef(false);
  const [sending, setSending] = useState(false);
  const run = useCallback(async (task: () => Promise<void | 'leave'>) => {
    if (lock.current) return;
    lock.current = true;
    setSending(true);
    let leaving = false;
    try {
      leaving = (await task()) === 'leave';
    } finally {
      if (!leaving) {
        lock.current = false;
        setSending(false);
      }
    }
  }, []);
  return [sending, run] as const;
}
