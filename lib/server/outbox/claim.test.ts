import { CALL_TIMEOUT_MS, callTimeoutWithin, claimDecision, holdsClaim, LEASE_MS, leaseMsOf } from './claim';
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

test.each([
  ['unset', undefined, LEASE_MS],
  ['empty', '', LEASE_MS],
  ['blank', '  ', LEASE_MS],
  ['a short one', '8', 8_000],
  ['the shortest', '2', 2_000],
  ['below the shortest', '1', LEASE_MS],
  ['zero', '0', LEASE_MS],
  ['negative', '-5', LEASE_MS],
  ['a fraction', '2.5', LEASE_MS],
  ['not a number', 'soon', LEASE_MS],
  ['longer than the default', '600', 600_000],
])('INTENT_LEASE_SECONDS %s (%j) is a lease of %i ms', (_, setting, lease) => {
  expect(leaseMsOf(setting)).toBe(lease);
});

test.each([
  ['the default lease', LEASE_MS, CALL_TIMEOUT_MS],
  ['a longer lease', 600_000, CALL_TIMEOUT_MS],
  ['a short lease', 8_000, 4_000],
  ['the shortest lease', 2_000, 1_000],
])('under %s a call is waited for %i ms', (_, lease, timeout) => {
  expect(callTimeoutWithin(lease)).toBe(timeout);
  expect(timeout * 2).toBeLessThanOrEqual(lease);
});
