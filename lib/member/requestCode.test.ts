import { sendOtp } from '@/lib/api/members';
import { challengeOf, requestCode } from './requestCode';
import { proofFor } from './solveChallenge';

jest.mock('@/lib/api/members', () => ({ sendOtp: jest.fn() }));
jest.mock('./solveChallenge', () => ({ proofFor: jest.fn() }));

const send = sendOtp as jest.MockedFunction<typeof sendOtp>;
const solve = proofFor as jest.MockedFunction<typeof proofFor>;
const challenge = { parameters: { salt: 'ab' }, signature: 'cd' };
const sent = { resendAfter: 60, expiresIn: 300 };
const failed = (msg: string) => ({ msg, status: 403, code: 'forbidden', retryAfter: null });

/** The server's answers in turn: a result, or the body of a failure and its message. */
function answers(...replies: ({ ok: typeof sent } | { body: unknown; msg: string })[]) {
  for (const reply of replies)
    send.mockImplementationOnce(async (_org, _body, onFailure) => {
      if ('ok' in reply) return [reply.ok, null];
      onFailure?.(reply.body);
      return [null, failed(reply.msg)];
    });
}

beforeEach(() => {
  send.mockReset();
  solve.mockReset();
});

describe('challengeOf', () => {
  test.each([
    [{ code: 'challenge_required', challenge }, challenge],
    [{ code: 'challenge_required' }, null],
    [{ code: 'other', challenge }, null],
    [{ msg: '操作過於頻繁' }, null],
    [null, null],
    ['challenge_required', null],
  ])('%j → %j', (body, expected) => {
    expect(challengeOf(body)).toEqual(expected);
  });
});

describe('requestCode', () => {
  test('below the thresholds: one request, no solver', async () => {
    answers({ ok: sent });
    expect(await requestCode(1, '0912345678', 'login')).toEqual([sent, null]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(solve).not.toHaveBeenCalled();
  });

  test('a challenge is solved and the request sent again with the proof, without the shopper', async () => {
    answers(
      { body: { code: 'challenge_required', challenge }, msg: '需要先完成安全驗證，請再試一次' },
      { ok: sent },
    );
    solve.mockResolvedValue('PROOF');
    expect(await requestCode(1, '0912345678', 'signup')).toEqual([sent, null]);
    expect(solve).toHaveBeenCalledWith(challenge);
    expect(send.mock.calls.map(([, body]) => body)).toEqual([
      { phone: '0912345678', purpose: 'signup', proof: undefined },
      { phone: '0912345678', purpose: 'signup', proof: 'PROOF' },
    ]);
  });

  test('another failure is the answer as it is', async () => {
    answers({ body: { msg: '操作過於頻繁' }, msg: '操作過於頻繁' });
    expect(await requestCode(1, '0912345678', 'login')).toEqual([null, failed('操作過於頻繁')]);
    expect(solve).not.toHaveBeenCalled();
  });

  test('a challenge that cannot be solved shows the server’s message; a second one is not chased', async () => {
    answers({ body: { code: 'challenge_required', challenge }, msg: '需要先完成安全驗證，請再試一次' });
    solve.mockResolvedValueOnce(null);
    expect(await requestCode(1, '0912345678', 'login')).toEqual([
      null,
      failed('需要先完成安全驗證，請再試一次'),
    ]);
    answers(
      { body: { code: 'challenge_required', challenge }, msg: '需要先完成安全驗證，請再試一次' },
      { body: { code: 'challenge_required', challenge }, msg: '安全驗證未通過，請再試一次' },
    );
    solve.mockResolvedValueOnce('PROOF');
    expect(await requestCode(1, '0912345678', 'login')).toEqual([null, failed('安全驗證未通過，請再試一次')]);
    expect(solve).toHaveBeenCalledTimes(2);
  });
});
