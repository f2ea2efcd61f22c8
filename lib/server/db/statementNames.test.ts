import { DEFAULT_PREPARED_STATEMENTS, preparedStatementLimit, StatementNames } from './statementNames';

describe('StatementNames', () => {
  test('the same text has the same name; another text another name', () => {
    const names = new StatementNames(10);
    const a = names.nameOf('select $1', 1);
    expect(a).toMatch(/^s[\w-]{32}$/);
    expect(names.nameOf('select $1', 1)).toBe(a);
    expect(new StatementNames(10).nameOf('select $1', 1)).toBe(a);
    expect(names.nameOf('select $1 + 1', 1)).not.toBe(a);
  });

  test.each([
    ['BEGIN', 0],
    ['update t set n = 1 where id = 2; commit; begin', 0],
  ])('a text without parameters runs unnamed: %s', (text, count) => {
    expect(new StatementNames(10).nameOf(text, count)).toBeNull();
  });

  test('past the limit, new texts run unnamed and known ones keep their names', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('select $1', 1);
    names.nameOf('select $1, 2', 1);
    expect(names.nameOf('select $1, 3', 1)).toBeNull();
    expect(names.nameOf('select $1', 1)).toBe(a);
    expect(names.size).toBe(2);
  });
});

describe('preparedStatementLimit', () => {
  test.each([
    [undefined, DEFAULT_PREPARED_STATEMENTS],
    ['', DEFAULT_PREPARED_STATEMENTS],
    ['0', 0],
    ['50', 50],
  ])('%s → %s', (raw, limit) => {
    expect(preparedStatementLimit({ DATABASE_PREPARED_STATEMENTS: raw })).toBe(limit);
  });

  test.each(['-1', '1.5', 'many'])('refuses %s', (raw) => {
    expect(() => preparedStatementLimit({ DATABASE_PREPARED_STATEMENTS: raw })).toThrow(/whole number/);
  });
});
