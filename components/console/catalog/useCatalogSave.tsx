'use client';
import { useEffect, useState } from 'react';
import { consoleFetch } from '@/lib/console/client';
import { replyText } from './replyText';

export type Notice = { ok: boolean; text: string } | null;

/**
 * The catalog's saves: one call at a time, its outcome in one notice. Answers what the API sent (the
 * list or object as saved, with new versions), or null after saying why it was refused.
 */
export function useCatalogSave(shopId: number) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // A success is said and goes; a refusal stays until the next try.
  useEffect(() => {
    if (!notice?.ok) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);
  async function save<T>(path: string, method: string, body: unknown, done: string): Promise<T | null> {
    setBusy(true);
    const reply = await consoleFetch<T>(shopId, path, { method, body });
    setBusy(false);
    if (!reply.ok) {
      setNotice({ ok: false, text: replyText(reply) });
      return null;
    }
    setNotice({ ok: true, text: done });
    return reply.body;
  }
  return { busy, notice, setNotice, save };
}

/**
 * The outcome of the last save, at the foot of the screen, where it is seen wherever the button
 * was; read out by screen readers as it changes.
 */
export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-4 bottom-4 z-20 mx-auto max-w-md rounded-lg text-center text-sm ${
        notice
          ? `border px-4 py-3 shadow-lg ${notice.ok ? 'border-line bg-white text-primary' : 'border-red-700 bg-red-50 text-red-700'}`
          : ''
      }`}
    >
      {notice?.text}
    </p>
  );
}
