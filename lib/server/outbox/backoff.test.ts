import { afterFailure, BASE_DELAY_MS, MAX_ATTEMPTS, MAX_DELAY_MS, retryDelayMs } from './backoff';

test.each([
  // attempt, random, delay
  [1, 0, BASE_DELAY_MS / 2],
  [1, 0.5, (BASE_DELAY_MS * 3) / 4],
  [1, 0.999999, BASE_DELAY_MS],
  [2, 0, BASE_DELAY_MS],
  [3, 0, BASE_DELAY_MS * 2],
  [4, 0.5, BASE_DELAY_MS * 8 * 0.75],
  [7, 0, BASE_DELAY_MS * 32],
  [8, 0, MAX_DELAY_MS / 2],
  [9, 0.9999999, MAX_DELAY_MS],
  [50, 0, MAX_DELAY_MS / 2],
  [0, 0, BASE_DELAY_MS / 2],
])('after attempt %i with random %d the wait is %i ms', (attempt, random, delay) => {
  expect(retryDelayMs(attempt, random)).toBe(Math.round(delay));
});

test('the wait never shrinks from one attempt to the next at the same randomness', () => {
  for (const random of [0, 0.3, 0.99]) {
    const waits = Array.from({ length: MAX_ATTEMPTS + 3 }, (_, i) => retryDelayMs(i + 1, random));
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
  }
});

const now = new Date('2026-11-25T00:00:00Z');

test.each([
  // attempt, retry, status, wait
  [1, 'transient', 'pending', BASE_DELAY_MS / 2],
  [3, 'transient', 'pending', BASE_DELAY_MS * 2],
  [MAX_ATTEMPTS - 1, 'transient', 'pending', MAX_DELAY_MS / 2],
  [MAX_ATTEMPTS, 'transient', 'failed', null],
  [MAX_ATTEMPTS + 1, 'transient', 'failed', null],
  [1, 'permanent', 'failed', null],
  [MAX_ATTEMPTS - 1, 'permanent', 'failed', null],
] as const)('attempt %i failing %s: %s', (attempt, retry, status, wait) => {
  const next = afterFailure(attempt, retry, now, 0);
  expect(next.status).toBe(status);
  if (next.status === 'pending') expect(next.nextAttemptAt.getTime() - now.getTime()).toBe(wait);
});
