import { z } from 'zod/mini';
import { memberClient, plainClient, userClient } from './http';
import { messageOf } from './result';
import { setSignOutHandler, SIGN_OUT_DELAY_MS } from './session';

const fetchMock = jest.fn();
const store = new Map<string, string>();

beforeAll(() => {
  global.fetch = fetchMock;
  // The clients read tokens from localStorage and schedule sign-out only in a browser.
  Object.assign(globalThis, {
    window: { localStorage: { getItem: (k: string) => store.get(k) ?? null } },
  });
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});
beforeEach(() => {
  fetchMock.mockReset();
  store.clear();
});

const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

describe('messageOf', () => {
  test.each([
    [{ msg: '庫存不足', message: 'x' }, '庫存不足'],
    [{ message: 'Bad Request' }, 'Bad Request'],
    [{ msg: '' }, 'fallback'],
    ['text', 'fallback'],
    [undefined, 'fallback'],
  ])('%j → %s', (body, expected) => expect(messageOf(body, 'fallback')).toBe(expected));
});

describe('clients', () => {
  test('success resolves to [data, null], parsed by the contract', async () => {
    reply(200, { count: 3 });
    expect(await plainClient({ path: '/x', schema: () => z.object({ count: z.number() }) })).toEqual([
      { count: 3 },
      null,
    ]);
  });

  test('failure resolves to [null, failure]: msg, else message, else the transport error, with status and code', async () => {
    reply(400, { msg: '參數錯誤', code: 'invalid' });
    expect(await plainClient({ path: '/x', schema: () => z.unknown() })).toEqual([
      null,
      { msg: '參數錯誤', status: 400, code: 'invalid', retryAfter: null },
    ]);
    reply(500, { message: 'boom' });
    expect(await plainClient({ path: '/x', schema: () => z.unknown() })).toEqual([
      null,
      { msg: 'boom', status: 500, code: 'internal', retryAfter: null },
    ]);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await plainClient({ path: '/x', schema: () => z.unknown() })).toEqual([
      null,
      { msg: 'Failed to fetch', status: 0, code: 'unavailable', retryAfter: null },
    ]);
  });

  test('a 503 keeps its code and Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { msg: '服務暫時無法使用，請稍後再試', code: 'unavailable' },
        { status: 503, headers: { 'retry-after': '5' } },
      ),
    );
    expect(await plainClient({ path: '/x', schema: () => z.unknown() })).toEqual([
      null,
      { msg: '服務暫時無法使用，請稍後再試', status: 503, code: 'unavailable', retryAfter: 5 },
    ]);
  });

  test('onFailure sees the body of a failed answer, and only of a failed one', async () => {
    const onFailure = jest.fn();
    const body = {
      msg: '需要先完成安全驗證，請再試一次',
      code: 'challenge_required',
      challenge: { signature: 'x' },
    };
    reply(403, body);
    expect(await plainClient({ path: '/x', schema: () => z.unknown(), onFailure })).toEqual([
      null,
      { msg: body.msg, status: 403, code: 'challenge_required', retryAfter: null },
    ]);
    expect(onFailure).toHaveBeenCalledWith(body);
    reply(200, { count: 3 });
    await plainClient({ path: '/x', schema: () => z.unknown(), onFailure });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  test('a response that breaks the contract is a failure, not a crash', async () => {
    reply(200, { count: 'three' });
    const [data, error] = await plainClient({ path: '/x', schema: () => z.object({ count: z.number() }) });
    expect(data).toBeNull();
    expect(error).toEqual({
      msg: expect.stringMatching(/格式/),
      status: 200,
      code: 'internal',
      retryAfter: null,
    });
  });

  test('the member and user clients send their own token on /api-client; the plain one sends none', async () => {
    store.set('memberToken', 'm-token');
    store.set('userToken', 'u-token');
    for (let i = 0; i < 3; i++) reply(200, {});
    await memberClient({ path: '/1/member/me', schema: () => z.unknown() });
    await userClient({ path: '/1/member/memberToken', schema: () => z.unknown(), method: 'POST', body: {} });
    await plainClient({ path: '/api-auth/1/userInfoSetting', schema: () => z.unknown() });
    const [m, u, p] = fetchMock.mock.calls.map(([url, init]) => ({ url, auth: init.headers.authorization }));
    expect(m).toEqual({ url: '/api-client/1/member/me', auth: 'Bearer m-token' });
    expect(u).toEqual({ url: '/api-client/1/member/memberToken', auth: 'Bearer u-token' });
    expect(p).toEqual({ url: '/api-auth/1/userInfoSetting', auth: undefined });
  });

  test('a query drops empty values', async () => {
    reply(200, []);
    await memberClient({
      path: '/1/ecommerceProduct',
      query: { start: 0, limit: 8, name: '', sort: undefined },
      schema: () => z.unknown(),
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api-client/1/ecommerceProduct?start=0&limit=8');
  });

  test('a 401 signs out after 1200 ms, once', async () => {
    jest.useFakeTimers();
    const signOut = jest.fn();
    setSignOutHandler(signOut);
    reply(401, { msg: '請重新登入' });
    reply(401, { msg: '請重新登入' });
    expect(await memberClient({ path: '/1/member/me', schema: () => z.unknown() })).toEqual([
      null,
      { msg: '請重新登入', status: 401, code: 'unauthorized', retryAfter: null },
    ]);
    await memberClient({ path: '/1/member/me', schema: () => z.unknown() });
    jest.advanceTimersByTime(SIGN_OUT_DELAY_MS - 1);
    expect(signOut).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  test('sign-in calls keep the session on a 401 and may send their own token', async () => {
    jest.useFakeTimers();
    const signOut = jest.fn();
    setSignOutHandler(signOut);
    reply(401, { msg: '手機號碼或密碼錯誤' });
    const result = await plainClient({
      method: 'POST',
      path: '/api-auth/1/grant',
      body: {},
      schema: () => z.unknown(),
      bearer: 'u-token',
      keepSessionOn401: true,
    });
    expect(result).toEqual([
      null,
      { msg: '手機號碼或密碼錯誤', status: 401, code: 'unauthorized', retryAfter: null },
    ]);
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('Bearer u-token');
    jest.advanceTimersByTime(5000);
    expect(signOut).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
