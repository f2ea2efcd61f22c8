import { MAX_ATTEMPTS } from '../outbox/backoff';
import type { ClaimState } from '../outbox/claim';

export const now = new Date('2026-11-25T12:00:00Z');
export const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
export const row = (over: Partial<ClaimState>): ClaimState => ({
  status: 'pending',
  attempts: 0,
  nextAttemptAt: now,
  claimOwner: null,
  claimExpiresAt: null,
  ...over,
});

/** Claim rules as a table: the rule's own test, and the API test checking that SQL decides the same. */
export const CLAIM_CASES: [string, ClaimState, 'claim' | 'give-up' | 'wait'][] = [
  ['pending, due now', row({}), 'claim'],
  ['pending, due a while ago', row({ nextAttemptAt: at(-600) }), 'claim'],
  ['pending, due later', row({ nextAttemptAt: at(1) }), 'wait'],
  [
    'sending, lease running',
    row({ status: 'sending', attempts: 1, claimOwner: 'a', claimExpiresAt: at(1) }),
    'wait',
  ],
  [
    'sending, lease ends now',
    row({ status: 'sending', attempts: 1, claimOwner: 'a', claimExpiresAt: now }),
    'claim',
  ],
  [
    'sending, lease over',
    row({ status: 'sending', attempts: 3, claimOwner: 'a', claimExpiresAt: at(-1) }),
    'claim',
  ],
  [
    'sending, lease over on the last attempt',
    row({ status: 'sending', attempts: MAX_ATTEMPTS, claimOwner: 'a', claimExpiresAt: at(-1) }),
    'give-up',
  ],
  [
    'sending, lease running on the last attempt',
    row({ status: 'sending', attempts: MAX_ATTEMPTS, claimOwner: 'a', claimExpiresAt: at(60) }),
    'wait',
  ],
  ['done', row({ status: 'done', attempts: 1, nextAttemptAt: at(-600) }), 'wait'],
  ['failed', row({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: at(-600) }), 'wait'],
];
