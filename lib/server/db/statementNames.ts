import { createHash } from 'node:crypto';

/**
 * Names for PostgreSQL's prepared statements. An unnamed statement is parsed and planned again every
 * time it runs; a named one once per connection, and PostgreSQL keeps its plan. The order path's reads
 * are large (a dozen subqueries in one statement), so on PostgreSQL planning them cost more than
 * running them: naming them took the database's share of an order from 3.3 ms to about 1.6 ms of CPU
 * (docs/performance.md).
 *
 * A statement's name is a hash of its text, so the same text is the same statement on every
 * connection and two texts never share a name. Only statements with parameters are named: a text
 * without them is a BEGIN, a COMMIT or a statement with its values written in, which may never repeat.
 * Each name costs every connection that ran it a plan kept on the server, so at most `limit` texts are
 * named; texts after those run unnamed, as before. The statements' texts come from the code (values
 * always travel as parameters), so a process meets a bounded set of them.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit: number) {}

  /** The name to prepare `text` under, or null to run it unnamed. */
  nameOf(text: string, parameterCount: number): string | null {
    if (parameterCount === 0) return null;
    const known = this.names.get(text);
    if (known) return known;
    if (this.names.size >= this.limit) return null;
    const name = `s${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/** How many statement texts a process prepares by name (DATABASE_PREPARED_STATEMENTS; 0 turns naming off). */
export function preparedStatementLimit(env: Record<string, string | undefined> = process.env): number {
  const raw = env.DATABASE_PREPARED_STATEMENTS;
  if (raw === undefined || raw === '') return DEFAULT_PREPARED_STATEMENTS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`DATABASE_PREPARED_STATEMENTS must be a whole number ≥ 0, not "${raw}"`);
  return n;
}

/** Well above the few dozen statement shapes the shop API runs (a pool of 10 keeps 10 plans of each). */
export const DEFAULT_PREPARED_STATEMENTS = 500;
