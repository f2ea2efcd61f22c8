import type { Fetch } from '../gateway';

/** A request an adapter made to its provider, as the provider would see it. */
export type Recorded = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
};

/**
 * A provider's HTTP API stand-in for adapter tests: records each request and answers the next canned
 * body (raw text, so 19-digit ids can stay bare numbers as providers send them).
 */
export function fakeProvider(...answers: string[]) {
  const requests: Recorded[] = [];
  const fetch: Fetch = async (url, init) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    const text = answers.shift();
    if (text === undefined) throw new Error('no more canned answers');
    return new Response(text, { status: 200 });
  };
  /** The i-th request made; a test asking for one that was not made fails here. */
  const request = (i: number): Recorded => {
    const r = requests[i];
    if (!r) throw new Error(`no request ${i}`);
    return r;
  };
  return { fetch, requests, request };
}
