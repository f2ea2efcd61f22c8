import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { StatementNames } from './statementNames';

type Pglite = typeof import('@electric-sql/pglite');

/**
 * PGlite's own `query` runs every text as an unnamed statement: it is parsed and planned on each call,
 * in six calls into the database (parse, describe, bind, describe, execute, sync). The order path's
 * reads are long, and planning them was most of their cost, as on PostgreSQL (statementNames.ts).
 *
 * This client prepares each text with parameters once, by the same names and within the same limit
 * as on PostgreSQL, and then runs it in one message (bind, describe, execute, sync) through PGlite's
 * documented protocol interface (`execProtocol`, its message serializer and result parser). Texts
 * without parameters, and any call with options it does not handle (a blob), go to PGlite's `query`.
 *
 * The locks are PGlite's: a statement outside a transaction waits for any open transaction to end
 * (as PGlite's `query` does, through the transaction lock its class declares), and every statement
 * takes the lock on the connection (`runExclusive`).
 */
/** What drizzle's PGlite driver calls on its client: `query` and `transaction` (and `exec`). */
export function namingClient(
  client: PGlite,
  pglite: Pick<Pglite, 'protocol' | 'parse'>,
  names: StatementNames,
) {
  const { serialize } = pglite.protocol;
  /** Parameter types of each prepared name, as PostgreSQL inferred them. */
  const prepared = new Map<string, number[]>();

  async function prepare(name: string, text: string, options: QueryOptions | undefined): Promise<number[]> {
    const known = prepared.get(name);
    if (known) return known;
    const { messages } = await client.execProtocol(
      concat(
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    const types = pglite.parse.parseDescribeStatementResults(messages);
    prepared.set(name, types);
    return types;
  }

  async function run<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const types = await prepare(name, text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: !inTransaction },
    );
    return pglite.parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  function nameFor(text: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
    if (options?.blob) return null;
    return names.nameOf(text, params?.length ?? 0);
  }

  return {
    query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      const name = nameFor(text, params, options);
      if (!name) return client.query<T>(text, params, options);
      return client._runExclusiveTransaction(() =>
        client.runExclusive(() => run<T>(name, text, params!, options, false)),
      );
    },
    exec: client.exec.bind(client),
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return client.transaction((tx) => {
        const naming: Transaction = {
          query<R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> {
            const name = nameFor(text, params, options);
            // A closed transaction: PGlite's own query says so.
            if (!name || tx.closed) return tx.query<R>(text, params, options);
            return client.runExclusive(() => run<R>(name, text, params!, options, true));
          },
          sql: tx.sql.bind(tx),
          exec: tx.exec.bind(tx),
          rollback: tx.rollback.bind(tx),
          listen: tx.listen.bind(tx),
          get closed() {
            return tx.closed;
          },
        };
        return callback(naming);
      });
    },
  };
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
