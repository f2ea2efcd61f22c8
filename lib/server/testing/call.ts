type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export type Reply<T = unknown> = { status: number; body: T };

/** Calls a route handler as Next would: a real Request, the path parameters, the JSON answer. */
export async function call<T = unknown>(
  handler: Handler,
  params: Record<string, string | string[]>,
  query: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Reply<T>> {
  const url = new URL('http://localhost/api-client/test');
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await handler(new Request(url, init), { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as T };
}
