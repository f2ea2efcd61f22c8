'use client';
import { useState } from 'react';
import { consoleFetch } from '@/lib/console/client';
import { replyText } from './replyText';

/**
 * One content document's save: PUT of the whole document with the version it was read at. Answers
 * the saved document (with its new version), or null after showing why it was refused.
 */
export function useSave<T extends { version: number }>(shopId: number, path: string) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function save(body: unknown, method = 'PUT', done = '已儲存，商店頁面已更新'): Promise<T | null> {
    setBusy(true);
    const reply = await consoleFetch<T>(shopId, path, { method, body });
    setBusy(false);
    if (!reply.ok) {
      setMessage({ ok: false, text: replyText(reply) });
      return null;
    }
    setMessage({ ok: true, text: done });
    return reply.body;
  }
  return { busy, message, setMessage, save };
}
