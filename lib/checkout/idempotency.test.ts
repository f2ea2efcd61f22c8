import { IdempotencyKeySchema } from '@/lib/api/contract';
import { newIdempotencyKey, submissionFor } from './idempotency';

test('a new key fits the contract and is not repeated', () => {
  const a = newIdempotencyKey();
  expect(IdempotencyKeySchema.safeParse(a).success).toBe(true);
  expect(newIdempotencyKey()).not.toBe(a);
});

test('the same payload keeps its key; another payload gets a new one', () => {
  let n = 0;
  const key = () => `key-${++n}`;
  const first = submissionFor(null, '{"a":1}', key);
  expect(first).toEqual({ payload: '{"a":1}', key: 'key-1' });
  expect(submissionFor(first, '{"a":1}', key)).toBe(first);
  const second = submissionFor(first, '{"a":2}', key);
  expect(second).toEqual({ payload: '{"a":2}', key: 'key-2' });
  expect(submissionFor(second, '{"a":1}', key).key).toBe('key-3');
});
