import os from 'node:os';
import { getDb } from '../db/client';
import { leaseMsOf } from './claim';
import type { IntentHandlers } from './handler';
import { runIntentsOnce, type WorkerOptions } from './worker';

/** Seconds between passes of the intent worker; INTENT_WORKER_SECONDS=0 turns it off in this process. */
const intentWorkerSeconds = (): number => {
  const value = Number(process.env.INTENT_WORKER_SECONDS ?? 5);
  return Number.isFinite(value) && value >= 0 ? value : 5;
};

export type IntentLoop = { stop: () => Promise<void> };

/** The name this process claims intents under (host and process), for the operator to read. */
export const workerName = (): string => `${os.hostname()}:${process.pid}`;

/**
 * Runs the worker on a timer in this process. Every process may run one: claims keep each intent to
 * one worker at a time. A pass never overlaps the previous one, the timer never keeps the process
 * alive, and `stop` waits for the pass under way. A process killed mid-call loses nothing: its claims
 * run out and another pass takes them over.
 */
export function startIntentLoop(
  handlers: IntentHandlers,
  seconds = intentWorkerSeconds(),
  afterAnswer?: WorkerOptions['afterAnswer'],
): IntentLoop | null {
  if (seconds === 0 || !Object.keys(handlers).length) return null;
  const owner = workerName();
  const leaseMs = leaseMsOf(process.env.INTENT_LEASE_SECONDS);
  let running: Promise<void> | null = null;
  const pass = async () => {
    try {
      await runIntentsOnce(await getDb(), { handlers, owner, leaseMs, afterAnswer });
    } catch (error) {
      console.error(JSON.stringify({ scope: 'intent', event: 'pass-failed', error: String(error) }));
    }
  };
  const timer = setInterval(() => {
    running ??= pass().finally(() => (running = null));
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
