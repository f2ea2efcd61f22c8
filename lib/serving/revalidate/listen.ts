// Changes made by other processes on the same PostgreSQL database (other servers, the operator
// command), heard through LISTEN. A lost connection is opened again; what changed meanwhile is caught
// by the caches' own timers (30 s at most).
import pg from 'pg';
import type { Change } from '../../revalidate/change.ts';
import { CHANGES_CHANNEL } from '../contract.ts';
import { decodeChange } from './payload.ts';

const RETRY_MS = 2_000;

/**
 * Hears the changes other processes (not `self`) announce on the database at `url`, until the
 * function it returns is called.
 */
export function listenForChanges({
  url,
  self,
  onChange,
}: {
  url: string;
  self: string;
  onChange: (change: Change) => unknown;
}): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

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

  const reconnect = (lost: pg.Client, error: unknown) => {
    if (stopped || client !== lost) return;
    client = null;
    if (error) console.error('[changes] PostgreSQL listener:', (error as Error).message);
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
