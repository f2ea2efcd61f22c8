import { changedFields } from './edit';

describe('changedFields', () => {
  it.each([
    [null, null, []],
    [null, { name: '茶', price: 100 }, ['name', 'price']],
    [{ name: '茶', price: 100 }, null, ['name', 'price']],
    [{ name: '茶', price: 100 }, { name: '茶', price: 120 }, ['price']],
    [{ name: '茶', tags: [1, 2] }, { name: '茶', tags: [1, 2] }, []],
    [{ name: '茶', tags: [1, 2] }, { name: '茶', tags: [2, 1] }, ['tags']],
    [{ a: null }, {}, []],
    [{ version: 1, name: 'a' }, { version: 2, name: 'a' }, []],
  ])('%j → %j', (before, after, fields) => {
    expect(changedFields(before, after)).toEqual(fields);
  });
});
