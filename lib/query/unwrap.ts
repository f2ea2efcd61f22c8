import { FailureError, type Result } from '@/lib/api/result';

/**
 * React Query wants a throw on failure; the message is the server's, ready for the toast, and the
 * failure rides along so a page can tell a missing thing from an unreachable service.
 */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const [data, error] = await call;
  if (error !== null) throw new FailureError(error);
  return data;
}
