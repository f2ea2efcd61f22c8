/** @jest-environment node */
import * as pglite from '@electric-sql/pglite';
import { namingClient } from './embeddedNames';
import { StatementNames } from './statementNames';

let client: pglite.PGlite;

beforeAll(async () => {
  client = new pglite.PGlite();
  await client.exec(`
    create table item (id serial primary key, name text unique not null, tags text[], data jsonb,
      at timestamptz default '2026-11-28T01:02:03Z');
    insert into item (name, tags, data) values ('tray', '{wood,home}', '{"n":1}'), ('tee', null, null);
  `);
}, 60_000);

afterAll(() => client.close());

const naming = (limit = 10) => namingClient(client, pglite, new StatementNames(limit));
const preparedCount = async () =>
  (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
const DEALLOCATE = 'deallocate all';

beforeEach(() => client.exec(DEALLOCATE));

const READ = 'select id, name, tags, data, at from item where name = any($1::text[]) order by id';

test('a named read answers exactly as PGlite’s own query, in both row modes', async () => {
  const named = naming();
  for (const options of [undefined, { rowMode: 'array' as const }]) {
    const own = await client.query(READ, [['tray', 'tee']], options);
    const viaName = await named.query(READ, [['tray', 'tee']], options);
    expect(viaName.rows).toEqual(own.rows);
    expect(viaName.fields).toEqual(own.fields);
  }
  expect((await named.query(READ, [['tray']])).rows).toEqual([
    {
      id: 1,
      name: 'tray',
      tags: ['wood', 'home'],
      data: { n: 1 },
      at: new Date('2026-11-28T01:02:03Z'),
    },
  ]);
});

test('the caller’s parsers apply (drizzle reads timestamps as text)', async () => {
  const options = { parsers: { [pglite.types.TIMESTAMPTZ]: (value: string) => value } };
  const { rows } = await naming().query<{ at: string }>(READ, [['tray']], options);
  expect(typeof rows[0]!.at).toBe('string');
});

test('a text is prepared once, then only run; texts without parameters are not named', async () => {
  const named = naming();
  await named.query(READ, [['tray']]);
  await named.query(READ, [['tee']]);
  await named.query('select 1');
  expect(await preparedCount()).toBe(1);
});

test('with a limit of 0 nothing is named', async () => {
  const named = naming(0);
  expect((await named.query(READ, [['tray']])).rows).toHaveLength(1);
  expect(await preparedCount()).toBe(0);
});

test('null values and typed parameters go through', async () => {
  const named = naming();
  const { rows } = await named.query<{ v: number | null; w: string | null }>(
    'select $1::int + 1 as v, $2::text as w',
    [41, null],
  );
  expect(rows).toEqual([{ v: 42, w: null }]);
});

test('a text that does not parse is refused, is not kept as prepared, and the client goes on', async () => {
  const named = naming();
  await expect(named.query('select from where $1', [1])).rejects.toThrow(/syntax error/);
  expect(await preparedCount()).toBe(0);
  expect((await named.query(READ, [['tee']])).rows).toHaveLength(1);
});

test('inside a transaction named statements see its writes, and a failure rolls it all back', async () => {
  const named = naming();
  const insert = 'insert into item (name) values ($1) returning id';
  const failure = named.transaction(async (tx) => {
    await tx.query(insert, ['cup']);
    expect((await tx.query(READ, [['cup']])).rows).toHaveLength(1);
    await tx.query(insert, ['tray']); // unique violation
  });
  await expect(failure).rejects.toMatchObject({ code: '23505' });
  expect((await named.query(READ, [['cup']])).rows).toHaveLength(0);

  await named.transaction(async (tx) => {
    await tx.query(insert, ['bowl']);
  });
  expect((await named.query(READ, [['bowl']])).rows).toHaveLength(1);
});

test('a statement outside a transaction waits for it to end instead of running inside it', async () => {
  const named = naming();
  let inserted!: () => void;
  const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = named.transaction(async (tx) => {
    await tx.query('insert into item (name) values ($1)', ['plate']);
    inserted();
    await held;
    await tx.rollback();
  });
  await insertedOnce;
  const outside = named.query(READ, [['plate']]);
  release();
  await transaction;
  // Had it run inside the open transaction, it would have seen the row that was rolled back.
  expect((await outside).rows).toHaveLength(0);
});
