'use client';
import { useEffect, useState } from 'react';
import { consoleFetch, type ConsoleReply } from '@/lib/console/client';
import { replyText, type Refusal } from './replyText';

export type Notice = { ok: boolean; text: string; code?: string } | null;

/** How a screen words a refusal: its label table for replyText, or its own reading. */
export type RefusalWords = Record<string, string> | ((refusal: Refusal) => string);

/**
 * The console's one way to save: one call at a time (`busy`), its outcome in one notice. `save`
 * sends JSON to the console API; `run` takes any call that answers as consoleFetch does (a settings
 * section's queued save). Either answers what the API sent (the object as saved, with its new
 * version), or null after saying why it was refused, in the screen's words. A refusal keeps its code
 * (`stale`: someone saved first) and stays until the next try; a success is said and, unless the
 * screen keeps it (`keep`), goes after a few seconds.
 */
export function useSave(shopId: number, words: RefusalWords = {}, options: { keep?: boolean } = {}) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const { keep = false } = options;
  useEffect(() => {
    if (keep || !notice?.ok) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice, keep]);

  async function run<T>(
    call: () => Promise<ConsoleReply<T>>,
    done: string | ((body: T) => string),
  ): Promise<T | null> {
    setBusy(true);
    setNotice(null);
    const reply = await call().finally(() => setBusy(false));
    if (!reply.ok) {
      const text = typeof words === 'function' ? words(reply) : replyText(reply, words);
      setNotice({ ok: false, text, code: reply.code });
      return null;
    }
    setNotice({ ok: true, text: typeof done === 'function' ? done(reply.body) : done });
    return reply.body;
  }

  const save = <T>(path: string, method: string, body: unknown, done: string | ((body: T) => string)) =>
    run<T>(() => consoleFetch<T>(shopId, path, { method, body }), done);

  /** A problem found before anything is sent (nothing ticked, no file chosen). */
  const refuse = (text: string) => setNotice({ ok: false, text });

  return { busy, notice, setNotice, save, run, refuse };
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
