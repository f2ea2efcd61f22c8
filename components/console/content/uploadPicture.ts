'use client';
import { adminApiPath, CONSOLE_TOKEN_KEY } from '@/lib/console/names';
import { goToSignIn, renewSession } from '@/lib/console/client';

export type Upload = { ok: true; url: string } | { ok: false; message: string };

const bearer = () => document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSOLE_TOKEN_KEY}=([^;]*)`))?.[1] ?? '';

/**
 * Sends a picture's bytes to the console's media route (consoleFetch sends JSON only) and answers the
 * address pages then name. A 401 renews the session once, as consoleFetch does.
 */
export async function uploadPicture(shopId: number, file: File, retried = false): Promise<Upload> {
  let response: Response;
  try {
    response = await fetch(adminApiPath(shopId, '/media'), {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer()}` },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: '連線失敗，請確認網路後再試' };
  }
  if (response.status === 401 && !retried) {
    if (await renewSession(shopId)) return uploadPicture(shopId, file, true);
    goToSignIn();
  }
  const body = (await response.json().catch(() => null)) as { url?: string; msg?: string } | null;
  if (response.ok && body?.url) return { ok: true, url: body.url };
  return { ok: false, message: body?.msg ?? '上傳失敗，請稍後再試' };
}
