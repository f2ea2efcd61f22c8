import { receivedAt, returnDeadline, returnWindow } from './window';

const at = (iso: string) => new Date(iso);

describe('receivedAt', () => {
  const shipped = { status: 'shipped', at: '2026-11-20T02:00:00.000Z' };
  const completed = { status: 'completed', at: '2026-11-23T02:00:00.000Z' };
  it.each([
    [
      'parcel picked up',
      [shipped, completed],
      [{ status: 'pickedUp', at: '2026-11-22T05:00:00.000Z' }],
      '2026-11-22T05:00:00.000Z',
    ],
    [
      'parcel delivered home',
      [shipped],
      [{ status: 'delivered', at: '2026-11-21T05:00:00.000Z' }],
      '2026-11-21T05:00:00.000Z',
    ],
    ['no parcel: completion', [shipped, completed], null, '2026-11-23T02:00:00.000Z'],
    [
      'parcel only arrived: completion',
      [shipped, completed],
      [{ status: 'arrived', at: '2026-11-21T00:00:00.000Z' }],
      '2026-11-23T02:00:00.000Z',
    ],
    ['on its way', [shipped], [{ status: 'shipped', at: '2026-11-20T05:00:00.000Z' }], null],
  ])('%s', (_name, order, parcel, expected) => {
    expect(receivedAt(order, parcel)?.toISOString() ?? null).toBe(expected);
  });
});

describe('returnDeadline', () => {
  it.each([
    // Received 2026-11-20 10:00 Taiwan: until the end of 11-27 Taiwan.
    ['2026-11-20T02:00:00.000Z', '2026-11-27T15:59:59.999Z'],
    // Received 23:30 Taiwan on the 20th: still the 20th there.
    ['2026-11-20T15:30:00.000Z', '2026-11-27T15:59:59.999Z'],
    // Received 00:30 Taiwan on the 21st (still the 20th in UTC).
    ['2026-11-20T16:30:00.000Z', '2026-11-28T15:59:59.999Z'],
  ])('received %s → %s', (received, deadline) => {
    expect(returnDeadline(at(received)).toISOString()).toBe(deadline);
  });
});

describe('returnWindow', () => {
  const received = at('2026-11-20T02:00:00.000Z');
  it.each([
    ['shipped, not received', 'shipped', null, '2026-12-30T00:00:00.000Z', true],
    ['completed, day 1', 'completed', received, '2026-11-20T03:00:00.000Z', true],
    ['completed, day 7 last minute', 'completed', received, '2026-11-27T15:59:00.000Z', true],
    ['completed, day 8', 'completed', received, '2026-11-27T16:00:00.000Z', false],
    ['shipped and picked up, day 8', 'shipped', received, '2026-11-28T02:00:00.000Z', false],
    ['processing', 'processing', null, '2026-11-20T03:00:00.000Z', false],
    ['unpaid', 'unpaid', null, '2026-11-20T03:00:00.000Z', false],
    ['cancelled', 'cancelled', received, '2026-11-20T03:00:00.000Z', false],
  ] as const)('%s', (_name, status, receivedAt, now, ok) => {
    expect(returnWindow({ status, receivedAt }, at(now)).ok).toBe(ok);
  });

  it('says until when, in Chinese', () => {
    const decision = returnWindow(
      { status: 'completed', receivedAt: received },
      at('2026-11-28T00:00:00.000Z'),
    );
    expect(decision).toEqual({
      ok: false,
      message: '已超過收貨後 7 天的退貨期限（2026/11/27 止），無法申請退貨',
    });
  });
});
