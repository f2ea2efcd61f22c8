'use client';

import { useSyncExternalStore } from 'react';
import { currentToasts, dismiss, subscribeToasts } from '@/lib/ui/toast';

const none: never[] = [];

/** Failed calls announce the server's message here (spec §8). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => none);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((t) => (
        <button
          key={t.id}
          type="button"
          onClick={() => dismiss(t.id)}
          role={t.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto max-w-sm rounded-lg px-4 py-2 text-sm text-white shadow-lg ${
            t.tone === 'error' ? 'bg-red-700' : 'bg-ink'
          }`}
        >
          {t.message}
        </button>
      ))}
    </div>
  );
}
