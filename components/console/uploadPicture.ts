'use client';
import { consoleResponse } from '@/lib/console/client';

export type Upload = { ok: true; url: string } | { ok: false; message: string };

/** Sends a picture's bytes to the console's media route and answers the address saves then name. */
export async function uploadPicture(shopId: number, file: File): Promise<Upload> {
  const response = await consoleResponse(shopId, '/media', { method: 'POST', body: file });
  if (!response) return { ok: false, message: '連線失敗，請確認網路後再試' };
  const body = (await response.json().catch(() => null)) as { url?: string; msg?: string } | null;
  if (response.ok && body?.url) return { ok: true, url: body.url };
  return { ok: false, message: body?.msg ?? '上傳失敗，請稍後再試' };
}
