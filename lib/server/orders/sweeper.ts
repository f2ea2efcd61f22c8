import { getDb } from '../db/client';
import { sweepOverdueOrders } from './sweep';

/** Seconds between sweeps of overdue unpaid orders; ORDER_SWEEP_SECONDS=0 turns them off. */
const sweepSeconds = (): number => {
  const value = Number(process.env.ORDER_SWEEP_SECONDS ?? 60);
  return Number.isFinite(value) && value >= 0 ? value : 60;
};

let timer: NodeJS.Timeout | null = null;

/**
 * Runs the sweep on a timer in this server process. Every process may run one: the sweep itself
 * makes sure each order is cancelled once. The timer never keeps the process alive.
 */
export function startOrderSweeper(): void {
  const seconds = sweepSeconds();
  if (timer || seconds === 0) return;
  const run = async () => {
    try {
      const cancelled = await sweepOverdueOrders(await getDb());
      if (cancelled) console.info(JSON.stringify({ scope: 'orders', event: 'overdue-cancelled', cancelled }));
    } catch (error) {
      console.error(JSON.stringify({ scope: 'orders', event: 'sweep-failed', error: String(error) }));
    }
  };
  timer = setInterval(run, seconds * 1000);
  timer.unref();
}
