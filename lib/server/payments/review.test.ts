import type { Outcome, ReviewDecision } from './gateway';
import { REVIEW_MESSAGES, reviewReply, type ReviewResult } from './review';

const result = (outcome: Outcome, more: Partial<ReviewResult> = {}): ReviewResult => ({
  outcome,
  message: outcome === 'failed' ? 'F FE' : 'W WAC',
  refused: null,
  unanswered: false,
  ...more,
});
const REFUSAL = 'PChomePay POST /v1/payment/audit refused: audit_error 80001 status invalid';

test.each<[string, ReviewDecision, ReviewResult, ReturnType<typeof reviewReply>]>([
  ['approved and paid', 'approve', result('paid'), { ok: true }],
  [
    'approved, paid though the answer was lost',
    'approve',
    result('paid', { unanswered: true }),
    { ok: true },
  ],
  ['approved twice: refused, but paid', 'approve', result('paid', { refused: REFUSAL }), { ok: true }],
  ['approved, taken, not settled yet', 'approve', result('review'), { ok: true }],
  ['rejected and failed', 'reject', result('failed'), { ok: true }],
  [
    'approved, but the payment had failed (its review expired)',
    'approve',
    result('failed', { refused: REFUSAL }),
    { ok: false, kind: 'conflict', message: REVIEW_MESSAGES.failedMeanwhile('F FE') },
  ],
  [
    'rejected, but the payment was paid meanwhile',
    'reject',
    result('paid', { refused: REFUSAL }),
    { ok: false, kind: 'conflict', message: REVIEW_MESSAGES.paidMeanwhile },
  ],
  [
    'refused while still in review',
    'approve',
    result('review', { refused: REFUSAL }),
    { ok: false, kind: 'upstream', message: REVIEW_MESSAGES.refused(REFUSAL) },
  ],
  [
    'no answer while still in review',
    'reject',
    result('review', { unanswered: true }),
    { ok: false, kind: 'upstream', message: REVIEW_MESSAGES.unanswered },
  ],
])('%s', (_, decision, r, expected) => {
  expect(reviewReply(decision, r)).toEqual(expected);
});
