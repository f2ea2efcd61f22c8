// @ts-check
// Changes made by other processes on the same PostgreSQL database (other servers, the operator
// command), heard through LISTEN. A lost connection is opened again; what changed meanwhile is caught
// by the caches' own timers (30 s at most).
import pg from 'pg';
import { decodeChange } from './payload.mjs';

/** lib/server/revalidate/announce.ts sends on this channel. */
export const CHANGES_CHANNEL = 'storefront_changes';

const RETRY_MS = 2_000;

/**
 * @param {{ url: string, self: string, onChange: (change: import('./payload.mjs').Change) => unknown }} options
 * @returns {() => Promise<void>} stops listening
 */
export function listenForChanges({ url, self, onChange }) {
  /** @type {pg.Client | null} */
  let client = null;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let retry;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'storefront-changes' });
    client = next;
    next.on('notification', (message) => {
      const decoded = message.channel === CHANGES_CHANNEL ? decodeChange(message.payload ?? '') : null;
      if (decoded && decoded.from !== self) void onChange(decoded.change);
    });
    next.on('error', (error) => reconnect(next, error));
    next.on('end', () => reconnect(next, null));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      reconnect(next, error);
    }
  };

  /**
   * @param {pg.Client} lost
   * @param {unknown} error
   */
  const reconnect = (lost, error) => {
    if (stopped || client !== lost) return;
    client = null;
    if (error) console.error('[changes] PostgreSQL listener:', /** @type {Error} */ (error).message);
    lost.end().catch(() => {});
    retry = setTimeout(connect, RETRY_MS);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
