import { HttpError } from './errors';

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  // `null` is a valid answer (a config that does not exist); undefined is not JSON.
  return Response.json(data ?? null, { status, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    // The rest of a refused body is never read: closing the connection stops the client sending it.
    const closing: Record<string, string> = error.status === 413 ? { connection: 'close' } : {};
    return json({ ...error.details, msg: error.message }, error.status, { ...error.headers, ...closing });
  }
  console.error('[shop-api]', error);
  return json({ msg: '伺服器發生錯誤，請稍後再試' }, 500);
}
