import type { Result } from '@/lib/api/result';

/** React Query wants a throw on failure; the message is the server's, ready for the toast. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const [data, error] = await call;
  if (error !== null) throw new Error(error);
  return data;
}
