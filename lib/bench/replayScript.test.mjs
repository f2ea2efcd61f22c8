import { outsideQuotes, replayScript } from './replayScript.mjs';

/**
 * @param {string} text
 * @param {(string | null)[]} values
 * @param {string[]} [fields]
 * @param {(string | null)[][]} [rows]
 */
const st = (text, values, fields = [], rows = []) => ({ connection: 1, text, values, fields, rows });

/** One order of buyer `member`: the id reserved, then written with its number, then read back. */
const order = (member, id, at) => [
  st('select id from members where id = $1 for update', [member], ['id'], [[member]]),
  st('select nextval($1) as next', ['orders_id_seq'], ['next'], [[id]]),
  st('begin', []),
  st('insert into orders (id, member_id, order_no, created_at, note) values ($1, $2, $3, $4, $5)', [
    id,
    member,
    `2026120400${id.padStart(6, '0')}`,
    at,
    null,
  ]),
  st('do $$ begin perform 1; end $$; commit; begin', []),
  st('commit', []),
];

test('a returned id is taken with \\gset, an order number is drawn afresh, the rest is as recorded', () => {
  const replay = replayScript(
    [order('1', '7', '2026-12-03T10:00:00.000Z'), order('2', '9', '2026-12-03T10:00:01.000Z')],
    order('1', '8', '2026-12-03T10:00:00.500Z'),
  );
  expect(replay.decisions).toEqual([
    { statement: 3, parameter: 1, how: 'returned', from: 'r1_next' },
    { statement: 3, parameter: 3, how: 'fresh' },
    { statement: 3, parameter: 4, how: 'recorded' },
  ]);
  expect(replay.clients).toBe(2);
  const branch = (/** @type {string} */ member, /** @type {string} */ at) => [
    `select id from members where id = ${member} for update;`,
    'select nextval(:v1) as next',
    '\\gset r1_',
    'begin;',
    `insert into orders (id, member_id, order_no, created_at, note) values (:r1_next, ${member}, :n3_3, ${at}, NULL);`,
    'do $$ begin perform 1; end $$; commit; begin;',
    'commit;',
  ];
  expect(replay.script).toBe(
    [
      '\\set n3_3 random(1000000000000000, 9999999999999999)',
      '\\if :client_id = 0',
      ...branch(':v0', ':v2'),
      '\\elif :client_id = 1',
      ...branch(':v3', ':v4'),
      '\\endif',
      '',
    ].join('\n'),
  );
  // One variable per distinct value, shared by the branches that send it.
  expect(replay.variables).toEqual({
    v0: '1',
    v1: 'orders_id_seq',
    v2: '2026-12-03T10:00:00.000Z',
    v3: '2',
    v4: '2026-12-03T10:00:01.000Z',
  });
});

test('clients that sent the same values share one script without branches', () => {
  const read = [st('select * from products where shop_id = $1 and id = $2', ['1', '20'])];
  const replay = replayScript([read, read, read], read);
  expect(replay.script).toBe('select * from products where shop_id = :v0 and id = :v1;\n');
  expect(replay.variables).toEqual({ v0: '1', v1: '20' });
  expect(replay.decisions).toEqual([]);
});

test.each([
  ['a number in a read', 'recorded', 'select * from orders where id = $1', '12345678', '12345679'],
  ['a short number in an insert', 'recorded', 'insert into t (n) values ($1)', '12345', '12346'],
  ['a number whose length changed', 'recorded', 'insert into t (n) values ($1)', '999999', '1000000'],
  ['a text in an insert', 'recorded', 'insert into t (n) values ($1)', 'ab12345678', 'ab12345679'],
  ['a number in an insert', 'fresh', 'INSERT into t (n) values ($1)', '12345678', '12345679'],
])('%s changing between orders: %s', (_, how, text, a, b) => {
  expect(replayScript([[st(text, [a])]], [st(text, [b])]).decisions).toEqual([
    { statement: 0, parameter: 1, how },
  ]);
});

test.each([
  ['a statement more', [st('begin', []), st('commit', [])], 'has 2 statements, the first 1'],
  ['another statement', [st('rollback', [])], 'differs from the first at statement 0'],
])('recordings of different requests are refused: %s', (_, other, message) => {
  expect(() => replayScript([[st('begin', [])]], other)).toThrow(message);
});

test('an empty recording is refused', () => {
  expect(() => replayScript([[]], [])).toThrow('nothing recorded');
});

/** An order whose lines travel in its last message, a text without parameters. */
const lastMessage = (member, id) => [
  st('select nextval($1) as next', ['orders_id_seq'], ['next'], [[id]]),
  st('begin', []),
  st(
    `insert into "order_items" ("shop_id", "order_id", "quantity") values (1, ${id}, 2); ` +
      `do $$ begin update s set q = q - 2 where id = 5; raise notice '${member} 7'; end $$; commit; begin`,
    [],
  ),
];

test('in a text without parameters, a returned id is carried and the other integers stay written in', () => {
  const replay = replayScript([lastMessage('1', '70')], lastMessage('1', '71'));
  expect(replay.decisions).toEqual([{ statement: 2, parameter: 2, how: 'returned', from: 'r0_next' }]);
  expect(replay.script.split('\n')[3]).toBe(
    'insert into "order_items" ("shop_id", "order_id", "quantity") values (1, :r0_next, 2); ' +
      "do $$ begin update s set q = q - 2 where id = 5; raise notice '1 7'; end $$; commit; begin;",
  );
  expect(replay.variables).toEqual({ v0: 'orders_id_seq' });
});

test('an integer inside a dollar-quoted body that changes between orders is refused, not guessed', () => {
  const body = (n) => [st(`do $$ begin perform ${n}; end $$`, [])];
  expect(() => replayScript([body('1')], body('2'))).toThrow('differs from the first at statement 0');
});

test.each([
  ['plain integers', 'values (1, 22)', 'values (#, #)'],
  ['a quoted string', "values ('1', 2)", "values ('1', #)"],
  ['a doubled quote', "values ('it''s 1', 2)", "values ('it''s 1', #)"],
  ['a quoted name', 'select "t1".a from "t1" where b = 3', 'select "t1".a from "t1" where b = #'],
  [
    'a dollar-quoted body',
    'do $$ begin perform 1; end $$; select 2',
    'do $$ begin perform 1; end $$; select #',
  ],
  ['a tagged body', 'do $f$ begin perform 1; end $f$; select 2', 'do $f$ begin perform 1; end $f$; select #'],
  ['a parameter', 'where a = $1', 'where a = $#'],
])('outsideQuotes edits only what is outside quotes: %s', (_, text, expected) => {
  expect(outsideQuotes(text, (part) => part.replace(/\d+/g, '#'))).toBe(expected);
});
