import { branchLine, deliveryBody } from './deliveryBody';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const home = { name: '設定測試宅配', type: 'home', chain: '', fee: '88', freeOver: '', branches: '' };

describe('deliveryBody', () => {
  test('a new home delivery with its fee, collecting cash on delivery', () => {
    expect(deliveryBody(form({ ...home, collection: 'on', enabled: 'on' }))).toEqual({
      action: 'save',
      name: '設定測試宅配',
      type: 'home',
      fee: 88,
      collection: true,
      enabled: true,
      branches: [],
    });
  });

  test.each<[string, Record<string, string>, number | undefined, Record<string, unknown>]>([
    ['an edit names its delivery', {}, 4, { id: 4 }],
    ['an empty fee is 0', { fee: '' }, undefined, { fee: 0 }],
    ['a fee that is no number goes as typed', { fee: '八十' }, undefined, { fee: '八十' }],
    ['a free-shipping threshold', { freeOver: '1000' }, undefined, { freeOver: 1000 }],
    [
      'a convenience store’s chain',
      { type: 'cvs', chain: 'UNIMART' },
      undefined,
      { type: 'cvs', chain: 'UNIMART' },
    ],
    ['switched off and no cash', {}, undefined, { collection: false, enabled: false }],
    [
      'branches one a line, blank lines dropped',
      { type: 'store', branches: ' 本店|台北市信義區松高路 1 號|10:00-21:00 \n\n二店|台中市|09:00-18:00\n' },
      undefined,
      { branches: ['本店|台北市信義區松高路 1 號|10:00-21:00', '二店|台中市|09:00-18:00'] },
    ],
    [
      'Windows line ends too',
      { branches: 'A|a|10:00-11:00\r\nB|b|10:00-11:00' },
      undefined,
      {
        branches: ['A|a|10:00-11:00', 'B|b|10:00-11:00'],
      },
    ],
  ])('%s', (_, fields, id, expected) => {
    expect(deliveryBody(form({ ...home, ...fields }), id)).toMatchObject(expected);
  });

  test.each<[string, Record<string, string>, string]>([
    ['no threshold typed', {}, 'freeOver'],
    ['no chain chosen', {}, 'chain'],
    ['a new one', {}, 'id'],
  ])('%s: left out', (_, fields, key) => {
    expect(deliveryBody(form({ ...home, ...fields }))).not.toHaveProperty(key);
  });
});

test('a branch as its line, which the form reads back the same', () => {
  const line = branchLine({
    name: '本店',
    address: '台北市信義區松高路 1 號',
    opens: '10:00',
    closes: '21:00',
  });
  expect(line).toBe('本店|台北市信義區松高路 1 號|10:00-21:00');
  expect(deliveryBody(form({ ...home, branches: line })).branches).toEqual([line]);
});
