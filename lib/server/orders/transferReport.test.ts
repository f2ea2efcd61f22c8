import {
  canReportTransfer,
  EXPIRED_REPORT_NOTE,
  expireReported,
  reportedDueBefore,
  reportedExpiresAt,
} from './transferReport';

const due = new Date('2026-11-26T15:59:59Z');

describe('canReportTransfer', () => {
  it.each([
    ['a day before the deadline', '2026-11-25T15:59:59Z', true],
    ['at the deadline', '2026-11-26T15:59:59Z', true],
    ['a second after it', '2026-11-26T16:00:00Z', false],
    ['days after it', '2026-11-30T00:00:00Z', false],
  ])('%s → %s', (_, now, expected) => {
    expect(canReportTransfer(due, new Date(now))).toBe(expected);
  });

  it('an order without a deadline takes a report any time', () => {
    expect(canReportTransfer(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

test('a reported order expires three days after its deadline', () => {
  expect(reportedExpiresAt(due).toISOString()).toBe('2026-11-29T15:59:59.000Z');
});

describe('expireReported', () => {
  const reported = { status: 'unpaid', paid: false, transferReported: true } as const;
  it.each([
    ['reported, unpaid', reported, true],
    ['not reported (the ordinary sweep takes it)', { ...reported, transferReported: false }, false],
    ['confirmed by the shop', { ...reported, status: 'processing', paid: true }, false],
    ['cancelled already', { ...reported, status: 'cancelled' }, false],
  ] as const)('%s → %s', (_, state, ok) => {
    const decision = expireReported(state);
    expect(decision.ok).toBe(ok);
    if (decision.ok)
      expect(decision.move).toEqual({ to: 'cancelled', markPaid: false, note: EXPIRED_REPORT_NOTE });
  });
});

test('the sweep cutoff and the expiry are the same rule read from either end', () => {
  const expiry = reportedExpiresAt(due);
  expect(reportedDueBefore(expiry).getTime()).toBe(due.getTime());
});
