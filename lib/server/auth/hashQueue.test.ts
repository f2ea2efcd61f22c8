import { DomainError } from '@/lib/server/kernel/errors';
import {
  admit,
  BUSY_MESSAGE,
  createHashQueue,
  hashSlots,
  queueLimits,
  RETRY_AFTER_SECONDS,
} from './hashQueue';

describe('hashSlots', () => {
  test.each([
    [1, 4, 1],
    [2, 4, 1],
    [4, 4, 3],
    [8, 4, 3],
    [8, 1, 1],
    [16, 32, 15],
  ])('%i cores, a pool of %i threads: %i slots', (cores, pool, slots) => {
    expect(hashSlots(cores, pool)).toBe(slots);
  });
});

describe('queueLimits', () => {
  test.each([
    [2, undefined, { slots: 1, maxWaiting: 16 }],
    [8, undefined, { slots: 3, maxWaiting: 48 }],
    [8, '9', { slots: 7, maxWaiting: 112 }],
    [8, 'lots', { slots: 3, maxWaiting: 48 }],
    [8, '0', { slots: 3, maxWaiting: 48 }],
  ])('%i cores, UV_THREADPOOL_SIZE=%s', (cores, pool, limits) => {
    expect(queueLimits(cores, pool)).toEqual(limits);
  });
});

describe('admit', () => {
  const limits = { slots: 2, maxWaiting: 3 };
  test.each([
    [{ running: 0, waiting: 0 }, 'run'],
    [{ running: 1, waiting: 0 }, 'run'],
    [{ running: 2, waiting: 0 }, 'wait'],
    [{ running: 2, waiting: 2 }, 'wait'],
    [{ running: 2, waiting: 3 }, 'refuse'],
  ])('%o: %s', (state, admission) => {
    expect(admit(state, limits)).toBe(admission);
  });
});

describe('createHashQueue', () => {
  /** A task that finishes when told to. */
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, task: () => opened.then(() => 'done') };
  }

  test('runs as many as it has slots, lines up the next ones, refuses past the line', async () => {
    const queue = createHashQueue({ slots: 2, maxWaiting: 1 });
    const gates = [gate(), gate(), gate()];
    const results = gates.map((g) => queue.run(g.task));
    expect(queue.state()).toEqual({ running: 2, waiting: 1 });

    expect(() => queue.refuseWhenFull()).toThrow(BUSY_MESSAGE);
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: 'unavailable',
      message: BUSY_MESSAGE,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });

    gates[0]!.open();
    await results[0];
    expect(queue.state()).toEqual({ running: 2, waiting: 0 });
    expect(() => queue.refuseWhenFull()).not.toThrow();
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect(queue.state()).toEqual({ running: 0, waiting: 0 });
  });

  test('a failing task gives its slot back', async () => {
    const queue = createHashQueue({ slots: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.state()).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
