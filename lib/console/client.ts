'use client';
import { adminApiPath, consolePath, CONSOLE_TOKEN_KEY } from './names';

export type ConsoleReply<T> =
  | { ok: true; status: number; body: T }
  // `details`: the rest of a refused answer, e.g. a stale edit's version and the changes made since.
  | { ok: false; status: number; message: string; code: string; details?: Record<string, unknown> };

function bearer(): string {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSOLE_TOKEN_KEY}=([^;]*)`));
  return match?.[1] ?? '';
}

let renewing: Promise<boolean> | null = null;

const refresh = (shopId: number) =>
  fetch(adminApiPath(shopId, '/session/refresh'), { method: 'POST', credentials: 'same-origin' })
    .then((r) => r.ok)
    .catch(() => false);

/**
 * Spends the refresh cookie for a new bearer; callers in one tab share one refresh (it is single-use).
 * Another tab may have spent it a moment before: then this browser holds the new cookie, and one more
 * try a moment later uses it.
 */
export function renewSession(shopId: number): Promise<boolean> {
  renewing ??= refresh(shopId)
    .then(async (ok) => ok || (await new Promise((r) => setTimeout(r, 500)), refresh(shopId)))
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

export function goToSignIn(): void {
  const next = `${location.pathname}${location.search}`;
  location.assign(new URL(`${consolePath('/signin')}?next=${encodeURIComponent(next)}`, location.href));
}

/**
 * A call to the console API with the bearer, any body (a picture's bytes, JSON): the response, or
 * null when the network failed. A 401 renews the session once and tries again; when that fails too,
 * the staff member is sent to sign in and comes back here after.
 */
export async function consoleResponse(
  shopId: number,
  path: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
  retried = false,
): Promise<Response | null> {
  let response: Response;
  try {
    response = await fetch(adminApiPath(shopId, path), {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${bearer()}`, ...init.headers },
      body: init.body,
      credentials: 'same-origin',
    });
  } catch {
    return null;
  }
  if (response.status === 401 && !retried) {
    if (await renewSession(shopId)) return consoleResponse(shopId, path, init, true);
    goToSignIn();
  }
  return response;
}

/** A JSON call to the console API (consoleResponse), its answer read. */
export async function consoleFetch<T>(
  shopId: number,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ConsoleReply<T>> {
  const response = await consoleResponse(
    shopId,
    path,
    init.body === undefined
      ? { method: init.method }
      : {
          method: init.method,
          body: JSON.stringify(init.body),
          headers: { 'content-type': 'application/json' },
        },
  );
  if (!response) return { ok: false, status: 0, code: 'unavailable', message: '連線失敗，請確認網路後再試' };
  const body = (await response.json().catch(() => null)) as (T & { msg?: string; code?: string }) | null;
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  return {
    ok: false,
    status: response.status,
    code: body?.code ?? 'internal',
    message: body?.msg ?? '發生錯誤，請稍後再試',
    details: body ?? undefined,
  };
}
