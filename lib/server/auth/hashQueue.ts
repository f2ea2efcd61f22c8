import { availableParallelism } from 'node:os';
import { DomainError } from '@/lib/server/kernel/errors';

/**
 * Password hashing (scrypt, ~50 ms and 16 MB each) runs on libuv's thread pool, which file reads and
 * compression of pages share. Unbounded, a burst of password calls fills the pool and every page
 * waits behind it; so hashes take turns in a few slots, a short line waits for one, and past that the
 * caller is told to come back rather than queued for ever.
 */
export type QueueLimits = { slots: number; maxWaiting: number };
export type QueueState = { running: number; waiting: number };
export type Admission = 'run' | 'wait' | 'refuse';

export const BUSY_MESSAGE = '目前使用人數眾多，請稍後再試';
export const RETRY_AFTER_SECONDS = 2;

/** A queued hash waits at most this many hashes' time per slot (about 1 s) before it starts. */
const WAITING_PER_SLOT = 16;

/**
 * A core and a pool thread are left for pages (rendering, file reads, compression), so hashing never
 * takes the whole machine. One slot at least.
 */
export function hashSlots(cores: number, threadPool: number): number {
  return Math.max(1, Math.min(cores - 1, threadPool - 1));
}

export function queueLimits(cores: number, threadPoolEnv: string | undefined): QueueLimits {
  // libuv's own default, used when UV_THREADPOOL_SIZE is unset or not a positive whole number.
  const pool = Number(threadPoolEnv);
  const slots = hashSlots(cores, Number.isInteger(pool) && pool > 0 ? pool : 4);
  return { slots, maxWaiting: slots * WAITING_PER_SLOT };
}

export function admit(state: QueueState, limits: QueueLimits): Admission {
  if (state.running < limits.slots) return 'run';
  return state.waiting < limits.maxWaiting ? 'wait' : 'refuse';
}

export type HashQueue = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Refuses now what `run` would refuse, before a password call spends database work on its limits. */
  refuseWhenFull(): void;
  state(): QueueState;
};

const busy = () => new DomainError('unavailable', BUSY_MESSAGE, undefined, RETRY_AFTER_SECONDS);

export function createHashQueue(limits: QueueLimits): HashQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const state = () => ({ running, waiting: waiting.length });
  return {
    state,
    refuseWhenFull() {
      if (admit(state(), limits) === 'refuse') throw busy();
    },
    async run(task) {
      const admission = admit(state(), limits);
      if (admission === 'refuse') throw busy();
      // A waiter is handed the slot of the task that finishes, so `running` never drops between them.
      if (admission === 'wait') await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

/** The process's one queue: every password hash and check goes through it. */
export const hashQueue = createHashQueue(queueLimits(availableParallelism(), process.env.UV_THREADPOOL_SIZE));
