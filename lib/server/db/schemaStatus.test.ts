import { notCurrentMessage, pendingMigrations } from './schemaStatus';

const journal = [
  { tag: '0000_init', when: 100 },
  { tag: '0001_members', when: 200 },
  { tag: '0002_orders', when: 300 },
];

test.each([
  ['a database never migrated', null, ['0000_init', '0001_members', '0002_orders']],
  ['a database one release behind', 200, ['0002_orders']],
  ['a current database', 300, []],
  ['a database a later release migrated', 400, []],
])('%s lacks what is newer than its last record', (_, lastApplied, pending) => {
  expect(pendingMigrations(journal, lastApplied)).toEqual(pending);
});

test.each([
  ['one', ['0002_orders'], 'lacks a migration (0002_orders)'],
  ['a few', ['0001_members', '0002_orders'], 'lacks 2 migrations (0001_members, 0002_orders)'],
  ['many', ['a', 'b', 'c', 'd', 'e'], 'lacks 5 migrations (a, b, c … (5))'],
])('the refusal names %s missing and the command that adds them', (_, pending, part) => {
  const message = notCurrentMessage('shop', pending);
  expect(message).toContain(`The database shop ${part}`);
  expect(message).toContain('npm run db:migrate');
});
