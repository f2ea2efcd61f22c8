import { HttpError } from './errors';

export function json(data: unknown, status = 200): Response {
  // `null` is a valid answer (a config that does not exist); undefined is not JSON.
  return Response.json(data ?? null, { status });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json({ ...error.details, msg: error.message }, error.status);
  console.error('[shop-api]', error);
  return json({ msg: '伺服器發生錯誤，請稍後再試' }, 500);
}
