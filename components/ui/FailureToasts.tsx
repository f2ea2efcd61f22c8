'use client';

import { useEffect } from 'react';
import { toast } from '@/lib/ui/toast';

/**
 * Reads the server made for this page that failed, announced as the error toast with their messages
 * (spec §8) once the page runs; the page may show an inline state beside it.
 */
export function FailureToasts({ messages }: { messages: string[] }) {
  const key = messages.join('\n');
  useEffect(() => {
    for (const message of key.split('\n')) if (message) toast(message);
  }, [key]);
  return null;
}
