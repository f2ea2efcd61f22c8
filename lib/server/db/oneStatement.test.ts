/** @jest-environment node */
import { desc, eq, sql } from 'drizzle-orm';
import { stocksByIdsParts } from '../catalog/stocks';
import { cashbackBalancePart } from '../members/cashbackWallet';
import { testDb } from '../testing/db';
import type { Db } from './client';
import { pagedRows, preparedRead, readParts, templateFrom, value, type Arg } from './oneStatement';
import { productStocks } from './schema';

let db: Db;
let stocks: { id: number; shopId: number }[];
beforeAll(async () => {
  db = await testDb();
  stocks = await db
    .select({ id: productStocks.id, shopId: productStocks.shopId })
    .from(productStocks)
    .where(eq(productStocks.isRemove, false))
    .orderBy(productStocks.id);
});

describe('templateFrom', () => {
  test.each([
    {
      name: 'placeholders and written-in values, in order',
      statement: sql`select ${sql.placeholder('a')} + ${2}, ${sql.placeholder('b')}`,
      strings: ['select ', ' + ', ', ', ''],
      slots: [{ arg: 'a' }, { value: 2 }, { arg: 'b' }],
    },
    { name: 'no parameters', statement: sql`select 1`, strings: ['select 1'], slots: [] },
    {
      name: 'one placeholder used twice',
      statement: sql`select ${sql.placeholder('a')}, ${sql.placeholder('a')}`,
      strings: ['select ', ', ', ''],
      slots: [{ arg: 'a' }, { arg: 'a' }],
    },
  ])('$name', ({ statement, strings, slots }) => {
    const template = templateFrom(statement);
    expect([...template.strings]).toEqual(strings);
    expect(template.slots).toEqual(slots);
  });

  test('refuses a text whose parameters it cannot split', () => {
    expect(() => templateFrom(sql`select '$2', ${1}`)).toThrow(/out of order/);
  });
});

type Args = { shopId: number; memberId: number; ids: number[]; now: Date };
const parts = (a: { [K in keyof Args]: Arg<Args[K]> }, shape: { balance: boolean }) => ({
  ...stocksByIdsParts(a.shopId, a.ids),
  ...(shape.balance ? { balance: cashbackBalancePart(a.shopId, a.memberId, a.now) } : {}),
  constant: value(sql`${'fixed'}::text`),
});

describe('preparedRead', () => {
  test('answers as readParts with the same values, for every shape and argument', async () => {
    const read = preparedRead(parts);
    const shopId = stocks[0]!.shopId;
    const ofShop = stocks.filter((s) => s.shopId === shopId).map((s) => s.id);
    const cases: [{ balance: boolean }, Args][] = [
      [{ balance: true }, { shopId, memberId: 1, ids: ofShop.slice(0, 2), now: new Date() }],
      [{ balance: true }, { shopId, memberId: 2, ids: ofShop.slice(1, 4), now: new Date(0) }],
      [{ balance: false }, { shopId, memberId: 1, ids: [ofShop[0]!], now: new Date() }],
      // Another shop's stocks are not this shop's, prepared or not.
      [{ balance: false }, { shopId: shopId + 1, memberId: 1, ids: ofShop.slice(0, 2), now: new Date() }],
      [{ balance: true }, { shopId, memberId: 1, ids: [], now: new Date() }],
    ];
    for (const [shape, args] of cases) {
      const expected = await readParts(db, parts(args, shape));
      expect(await read(db, shape, args)).toEqual(expected);
    }
    expect((await read(db, cases[0]![0], cases[0]![1])).stocks.map((s) => s.id)).toEqual(ofShop.slice(0, 2));
  });

  test('shapes past the limit are still answered, built each time', async () => {
    const read = preparedRead(
      (a: { n: Arg<number> }, shape: number) => ({ n: value(sql`${a.n}::int + ${shape}`) }),
      1,
    );
    expect(await read(db, 1, { n: 1 })).toEqual({ n: 2 });
    expect(await read(db, 2, { n: 1 })).toEqual({ n: 3 });
    expect(await read(db, 2, { n: 5 })).toEqual({ n: 7 });
  });

  test('an argument the statement needs and was not given is an error, not a null', async () => {
    const read = preparedRead((a: { n: Arg<number> }) => ({ n: value(sql`${a.n}::int`) }));
    await expect(read(db, null, {} as { n: number })).rejects.toThrow(/no argument "n"/);
  });
});

describe('pagedRows', () => {
  test.each([
    [0, 3],
    [2, 3],
    [1, 100],
  ])('offset %s, limit %s: the same rows in the same order as a plain query', async (offset, limit) => {
    // The shop with the most stocks: on a PostgreSQL database other test files have added shops with one.
    const counts = new Map<number, number>();
    for (const s of stocks) counts.set(s.shopId, (counts.get(s.shopId) ?? 0) + 1);
    const [shopId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const where = eq(productStocks.shopId, shopId);
    const plain = await db
      .select({ id: productStocks.id, stock: productStocks.stock })
      .from(productStocks)
      .where(where)
      .orderBy(desc(productStocks.stock), desc(productStocks.id))
      .limit(limit)
      .offset(offset);
    const { page } = await readParts(db, {
      page: pagedRows(
        { id: productStocks.id, stock: productStocks.stock },
        sql`from ${productStocks} where ${where}`,
        sql`${productStocks.stock} desc, ${productStocks.id} desc`,
        limit,
        offset,
      ),
    });
    expect(plain.length).toBeGreaterThan(0);
    expect(page).toEqual(plain);
  });
});
