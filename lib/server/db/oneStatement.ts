import { is, sql, Column, SQL, type DriverValueDecoder } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { PgJson, PgJsonb } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Several unrelated reads in one statement, so a request that needs a dozen small answers pays for one
 * round trip to the database instead of a dozen. Each read is a _part_: a scalar subquery (a value, one
 * row or a list of rows as JSON) and how to turn what comes back into what a separate query would
 * have returned. Columns are decoded by their own column types (a time comes back a Date), so a part
 * answers exactly as the query it replaces. Inside a transaction the parts share one snapshot.
 */
export type Part<T> = { sql: SQL; decode: (raw: unknown) => T };

type Field = Column | SQL | SQL.Aliased;
export type Fields = Record<string, Field>;
export type Row<F extends Fields> = SelectResultFields<F>;

const identity = { mapFromDriverValue: (value: unknown) => value };

function decoderOf(field: Field): DriverValueDecoder<unknown, unknown> {
  // JSON columns arrive already parsed inside the row's JSON; parsing them again would turn a stored
  // string that looks like a number into one.
  if (is(field, PgJson) || is(field, PgJsonb)) return identity;
  if (is(field, Column)) return field;
  const expression = is(field, SQL.Aliased) ? field.sql : field;
  return (expression as unknown as { decoder?: DriverValueDecoder<unknown, unknown> }).decoder ?? identity;
}

function jsonObject(fields: Fields): SQL {
  const pairs = Object.entries(fields).map(
    ([key, field]) =>
      sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${is(field, SQL.Aliased) ? field.sql : field}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

function decodeRow<F extends Fields>(fields: F, raw: Record<string, unknown>): Row<F> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = raw[key];
    out[key] = value === null || value === undefined ? null : decoderOf(field).mapFromDriverValue(value);
  }
  return out as Row<F>;
}

/** The rows `from` (a FROM … WHERE … clause naming the fields' tables) selects, in `orderBy`'s order. */
export function rows<F extends Fields>(fields: F, from: SQL, orderBy?: SQL): Part<Row<F>[]> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return {
    sql: sql`(select coalesce(json_agg(${jsonObject(fields)}${order}), '[]'::json) ${from})`,
    decode: (raw) => (raw as Record<string, unknown>[]).map((r) => decodeRow(fields, r)),
  };
}

/** The first row `from` selects, or null. */
export function row<F extends Fields>(fields: F, from: SQL): Part<Row<F> | null> {
  return {
    sql: sql`(select ${jsonObject(fields)} ${from} limit 1)`,
    decode: (raw) => (raw === null ? null : decodeRow(fields, raw as Record<string, unknown>)),
  };
}

/** One value, decoded as the expression says (`mapWith`). */
export function value<T>(expression: SQL<T>): Part<T> {
  const decoder = decoderOf(expression);
  return {
    sql: sql`(${expression})`,
    decode: (raw) => (raw === null ? raw : decoder.mapFromDriverValue(raw)) as T,
  };
}

/** A part whose answer is turned into another (several parts combined into one domain answer). */
export function mapPart<T, U>(part: Part<T>, fn: (t: T) => U): Part<U> {
  return { sql: part.sql, decode: (raw) => fn(part.decode(raw)) };
}

export type Answers<P extends Record<string, Part<unknown>>> = {
  [K in keyof P]: P[K] extends Part<infer T> ? T : never;
};

/** Every part in one statement, each answer under its part's name. */
export async function readParts<P extends Record<string, Part<unknown>>>(
  db: DbOrTx,
  parts: P,
): Promise<Answers<P>> {
  const names = Object.keys(parts);
  const columns = names.map((name, i) => sql`${parts[name]!.sql} as ${sql.raw(`"p${i}"`)}`);
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const [first] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return Object.fromEntries(
    names.map((name, i) => [name, parts[name]!.decode(first![`p${i}`])]),
  ) as Answers<P>;
}

/** One part alone: the same answer as its part in a combined read. */
export async function readPart<T>(db: DbOrTx, part: Part<T>): Promise<T> {
  return (await readParts(db, { only: part })).only as T;
}
