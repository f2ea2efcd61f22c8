import type { z } from 'zod/mini';
import { noteOutage } from '@/lib/serving/outage';
import { fail, failureOf, isUnavailable, networkFailure, ok, type Failure, type Result } from './result';
import { MEMBER_TOKEN_KEY, readToken, scheduleSignOut, USER_TOKEN_KEY } from './session';

type Query = Record<string, string | number | boolean | undefined | null>;

/** What answers are checked with: the contract and zod, loaded with the first call (see ./answers). */
type Answers = typeof import('./answers');
const loadAnswers = () => import('./answers');

const messageOfError = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type CallOptions<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  /** The answer's schema, picked from the contract: `(c) => c.PageSchema`, `(c) => c.array(…)`. */
  schema: (answers: Answers) => S;
  /** Server-side caching of public reads (ignored in the browser). */
  cache?: { revalidate: number; tags: string[] };
  signal?: AbortSignal;
  /** A token to send instead of the client's own (the auth host holds its user token in memory). */
  bearer?: string;
  /**
   * Sign-in calls answer 401 for a wrong password, a wrong code or a spent grant: that is not the
   * session ending, so they must not trigger the sign-out that a 401 otherwise schedules.
   */
  keepSessionOn401?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Sees the body of a failed answer, for a caller that acts on its `code` (e.g. a challenge). */
  onFailure?: (body: unknown) => void;
};

export type Client = <S extends z.ZodMiniType>(options: CallOptions<S>) => Promise<Result<z.output<S>>>;

/**
 * The API's origin. In the browser it is the page's own origin unless the build names another; on
 * the server it is SHOP_API_URL, else this app listening on loopback.
 */
export function apiOrigin(): string {
  if (typeof window !== 'undefined') return process.env.NEXT_PUBLIC_SHOP_API_URL ?? '';
  return process.env.SHOP_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

function url(prefix: string, path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${apiOrigin()}${prefix}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * A failure, noted when it says the API is away and the call was made by the server: the page
 * rendered with it then goes out as a 503 (lib/serving/start.ts, lib/serving/outage.ts).
 */
function failed<T>(failure: Failure): Result<T> {
  if (typeof window === 'undefined' && isUnavailable(failure)) noteOutage();
  return fail(failure);
}

function createClient(prefix: string, token: () => string | null): Client {
  return async ({
    method = 'GET',
    path,
    query,
    body,
    schema,
    cache,
    signal,
    keepSessionOn401,
    onFailure,
    ...rest
  }) => {
    const headers: Record<string, string> = { ...rest.headers, accept: 'application/json' };
    const bearer = rest.bearer ?? token();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    // The contract loads while the request is on its way; a failure to load it is the call's failure.
    const answers = loadAnswers().catch((error: unknown) => messageOfError(error));
    let response: Response;
    try {
      response = await fetch(url(prefix, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        ...(typeof window === 'undefined'
          ? cache
            ? { next: cache }
            : { cache: 'no-store' as const }
          : // The browser asks every time, sending the tag of what it holds: an unchanged public
            // read comes back as an empty 304 (lib/server/http/publicRead.ts).
            { cache: 'no-cache' as const }),
      });
    } catch (error) {
      return failed(networkFailure(messageOfError(error)));
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 401 && !keepSessionOn401) scheduleSignOut();
      onFailure?.(data);
      return failed(
        failureOf(response.status, data, response.statusText, response.headers.get('retry-after')),
      );
    }
    const check = await answers;
    if (typeof check === 'string') return fail(networkFailure(check));
    const parsed = check.safeParse(schema(check), data);
    // An answer this side cannot read is the service's fault, as a 5xx would be.
    return parsed.success
      ? ok(parsed.data)
      : fail({
          msg: '伺服器回應的資料格式不正確',
          status: response.status,
          code: 'internal',
          retryAfter: null,
        });
  };
}

/** Sends the member token: shop calls of a signed-in member. */
export const memberClient = createClient('/api-client', () => readToken(MEMBER_TOKEN_KEY));
/** Sends the user token: calls made between phone verification and becoming a member. */
export const userClient = createClient('/api-client', () => readToken(USER_TOKEN_KEY));
/** No authorization, plain base: configuration and auth-service calls. */
export const plainClient = createClient('', () => null);
