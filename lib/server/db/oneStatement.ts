import { is, sql, Column, Placeholder, SQL, type DriverValueDecoder } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { PgDialect, PgJson, PgJsonb } from 'drizzle-orm/pg-core';
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

/**
 * One page of the rows `from` selects in `orderBy`'s order: `limit` rows after the first `offset`.
 * Numbered before they are gathered, so the page keeps its order inside the JSON list.
 */
export function pagedRows<F extends Fields>(
  fields: F,
  from: SQL,
  orderBy: SQL,
  limit: Arg<number>,
  offset: Arg<number>,
): Part<Row<F>[]> {
  return {
    sql: sql`(select coalesce(json_agg(page.r order by page.n), '[]'::json) from (
      select ${jsonObject(fields)} as r, row_number() over (order by ${orderBy}) as n ${from}
      order by ${orderBy} limit ${limit} offset ${offset}) page)`,
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

type Parts = Record<string, Part<unknown>>;

function combined(parts: Parts): SQL {
  const columns = Object.keys(parts).map((name, i) => sql`${parts[name]!.sql} as ${sql.raw(`"p${i}"`)}`);
  return sql`select ${sql.join(columns, sql`, `)}`;
}

async function runCombined<P extends Parts>(db: DbOrTx, parts: P, statement: SQL): Promise<Answers<P>> {
  const result = await db.execute(statement);
  const [first] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return Object.fromEntries(
    Object.keys(parts).map((name, i) => [name, parts[name]!.decode(first![`p${i}`])]),
  ) as Answers<P>;
}

/** Every part in one statement, each answer under its part's name. */
export function readParts<P extends Parts>(db: DbOrTx, parts: P): Promise<Answers<P>> {
  return runCombined(db, parts, combined(parts));
}

/** What a part compares with: a value, or in a prepared read the placeholder of an argument. */
export type Arg<T> = T | Placeholder<string, T>;

/** Each of a prepared read's arguments as a part receives it. */
export type Args<T> = { [K in keyof T]: Arg<T[K]> };

/** A value as one parameter, even a list (which `sql` would otherwise write out as `($1, $2)`). */
export function asParam<T>(value: Arg<T>): Placeholder<string, T> | SQL {
  return is(value, Placeholder) ? value : sql`${sql.param(value)}`;
}

/** An argument of a prepared read: what PostgreSQL takes as one parameter. */
type ArgValue = string | number | boolean | Date | null | readonly (string | number)[];

type Template = {
  /** The statement's text around its parameters, as a tagged template receives it. */
  strings: TemplateStringsArray;
  /** Each parameter in order: an argument's name, or a value the parts wrote in themselves. */
  slots: ({ arg: string } | { value: unknown })[];
  parts: Parts;
};

const dialect = new PgDialect();

/**
 * A combined read (readParts) whose statement is built once per shape instead of on every request.
 * `build` gets a placeholder for each argument and the shape (what decides which parts there are);
 * the parts compare columns with the placeholders and never look at the values. Building the
 * statement's text from the parts took a quarter of the server's time on the order path; with the
 * text fixed, PostgreSQL also runs it as the same prepared statement (lib/server/db/statementNames.ts).
 *
 * A value must never decide the statement's form (which parts, how many lines): that is the shape,
 * and every shape seen is kept, at most `limit` of them; further shapes are built each time.
 */
export function preparedRead<A extends Record<string, ArgValue>, S, P extends Parts>(
  build: (args: { [K in keyof A]: Placeholder<K & string, A[K]> }, shape: S) => P,
  limit = 64,
): (db: DbOrTx, shape: S, args: A) => Promise<Answers<P>> {
  const templates = new Map<string, Template>();
  const placeholders = new Proxy({} as { [K in keyof A]: Placeholder<K & string, A[K]> }, {
    get: (_, name) => sql.placeholder(String(name)),
  });
  const templateOf = (shape: S): Template => {
    const key = JSON.stringify(shape);
    const known = templates.get(key);
    if (known) return known;
    const parts = build(placeholders, shape);
    const template = { ...templateFrom(combined(parts)), parts };
    if (templates.size < limit) templates.set(key, template);
    return template;
  };
  return async (db, shape, args) => {
    const { strings, slots, parts } = templateOf(shape);
    const values = slots.map((slot) => sql.param('arg' in slot ? parameter(args, slot.arg) : slot.value));
    return runCombined(db, parts as P, sql(strings, ...values));
  };
}

function parameter(args: Record<string, ArgValue>, name: string): unknown {
  if (!(name in args)) throw new Error(`prepared read: no argument "${name}"`);
  const value = args[name];
  // As drizzle writes a timestamp column's value (a Date given to the driver is written in local time).
  return value instanceof Date ? value.toISOString() : value;
}

/** The statement's text split at its parameters ($1, $2, …), and what fills each of them. */
export function templateFrom(statement: SQL): Omit<Template, 'parts'> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const pieces = text.split(/\$(\d+)\b/);
  const strings: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    strings.push(pieces[i]!);
    // Drizzle numbers parameters in order of appearance; anything else is text this cannot split.
    if (i + 1 < pieces.length && Number(pieces[i + 1]) !== i / 2 + 1)
      throw new Error(`prepared read: parameter $${pieces[i + 1]} out of order`);
  }
  if (strings.length !== params.length + 1)
    throw new Error('prepared read: parameters do not match the text');
  return {
    strings: Object.assign(strings, { raw: strings }) as unknown as TemplateStringsArray,
    slots: params.map((p) => (is(p, Placeholder) ? { arg: p.name } : { value: p })),
  };
}

/** One part alone: the same answer as its part in a combined read. */
export async function readPart<T>(db: DbOrTx, part: Part<T>): Promise<T> {
  return (await readParts(db, { only: part })).only as T;
}
