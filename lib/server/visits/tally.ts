/**
 * The home-visit counter of one server process, kept in memory between writes. Pure: the recorder
 * (./recorder.ts) holds one tally and writes what it drains; these rules decide what is counted.
 */
import { windowStart } from '../auth/rateLimit';
import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';

export type VisitLimits = {
  perAddress: number;
  windowMs: number;
  maxAddresses: number;
  maxPending: number;
};

export const VISIT_LIMITS: VisitLimits = {
  /**
   * Visits one client address may add to one shop in an hour. A shopper opens a shop a few times an
   * hour and an office behind one address some dozens; a script gets no further than this.
   */
  perAddress: 60,
  windowMs: 3600_000,
  /**
   * Addresses remembered in one hour (about 100 bytes each). A flood from more addresses than this is
   * not counted for the rest of the hour rather than let the map grow.
   */
  maxAddresses: 20_000,
  /** Shop-days waiting to be written: a few per shop at most, as only real shops get in. */
  maxPending: 10_000,
};

/** What one shop gained on one Taiwan date since the last write. */
export type Increment = { shopId: number; day: string; count: number };

export type Tally = {
  /** Start (ms) of the hour the address counts belong to. */
  window: number;
  perAddress: Map<string, number>;
  pending: Map<string, Increment>;
};

export const newTally = (): Tally => ({ window: 0, perAddress: new Map(), pending: new Map() });

/** The date in Taiwan (UTC+8, no daylight saving) at that moment, as YYYY-MM-DD. */
export function taiwanDay(now: Date): string {
  return new Date(now.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whether the address may add one more visit to the shop this hour; counts the attempt. Asked before
 * anything reads the database, so a flood past the cap costs memory only.
 */
export function admit(
  tally: Tally,
  shopId: number,
  address: string,
  now: Date,
  limits: VisitLimits = VISIT_LIMITS,
): boolean {
  const window = windowStart(now, limits.windowMs).getTime();
  if (window !== tally.window) {
    tally.window = window;
    tally.perAddress.clear();
  }
  const key = `${shopId}|${address}`;
  const seen = tally.perAddress.get(key);
  if (seen === undefined && tally.perAddress.size >= limits.maxAddresses) return false;
  if ((seen ?? 0) >= limits.perAddress) return false;
  tally.perAddress.set(key, (seen ?? 0) + 1);
  return true;
}

/** Adds visits of a shop's day to what waits to be written; false when the tally is full. */
export function add(tally: Tally, increment: Increment, limits: VisitLimits = VISIT_LIMITS): boolean {
  const key = `${increment.shopId}|${increment.day}`;
  const waiting = tally.pending.get(key);
  if (waiting) {
    waiting.count += increment.count;
    return true;
  }
  if (tally.pending.size >= limits.maxPending) return false;
  tally.pending.set(key, { ...increment });
  return true;
}

/** Everything waiting to be written, taken out of the tally. */
export function drain(tally: Tally): Increment[] {
  const increments = [...tally.pending.values()];
  tally.pending.clear();
  return increments;
}
