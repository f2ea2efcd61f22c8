'use client';
import { useEffect, useState } from 'react';
import { consoleFetch } from '@/lib/console/client';
import { replyText } from './replyText';

export type Notice = { ok: boolean; text: string } | null;

/**
 * The content and catalog screens' saves: one call at a time (`busy`), its outcome in one notice.
 * Answers what the API sent (the object as saved, with its new version), or null after saying why it
 * was refused, a stale save in the screen's words (`fieldNames`). A success is said and goes; a
 * refusal stays until the next try.
 */
export function useSave(shopId: number, fieldNames: Record<string, string>) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
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
      setNotice({ ok: false, text: replyText(reply, fieldNames) });
      return null;
    }
    setNotice({ ok: true, text: done });
    return reply.body;
  }
  return { busy, notice, setNotice, save };
}

export type Saving = ReturnType<typeof useSave>;

/** Pictures being uploaded in a form: its saves wait until none is left. */
export function useUploads() {
  const [count, setCount] = useState(0);
  return {
    uploading: count > 0,
    onBusy: (busy: boolean) => setCount((n) => Math.max(0, n + (busy ? 1 : -1))),
  };
}
