import { claimDecision, holdsClaim } from './claim';
import { CLAIM_CASES, at, now, row } from '../testing/intentClaimCases';

test.each(CLAIM_CASES)('%s: %s', (_, state, decision) => {
  expect(claimDecision(state, now)).toBe(decision);
});

const mine = { owner: 'w1', attempt: 2 };
const held = row({ status: 'sending', attempts: 2, claimOwner: 'w1', claimExpiresAt: at(30) });

test.each([
  ['the claim as taken', held, true],
  ['another worker took it over', { ...held, claimOwner: 'w2', attempts: 3 }, false],
  ['this worker claimed it again since', { ...held, attempts: 3 }, false],
  ['the lease ran out', { ...held, claimExpiresAt: at(-1) }, false],
  ['the lease ends now', { ...held, claimExpiresAt: now }, false],
  ['already done', { ...held, status: 'done' as const }, false],
  ['given back to pending', { ...held, status: 'pending' as const }, false],
])('an answer may be written when %s: %s', (_, state, may) => {
  expect(holdsClaim(state, mine, now)).toBe(may);
});
