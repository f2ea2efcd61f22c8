import { decodeChange } from './payload.mjs';

const change = { shops: [2], hosts: ['tea.localhost'], tags: ['shop:2', 'domain:tea.localhost'] };

it('reads a change and its sender', () => {
  expect(decodeChange(JSON.stringify({ ...change, from: 'p1' }))).toEqual({ change, from: 'p1' });
});

it('refuses what is not a change', () => {
  expect(decodeChange('not json')).toBeNull();
  expect(decodeChange('null')).toBeNull();
  expect(decodeChange(JSON.stringify({ ...change, shops: ['2'], from: 'p' }))).toBeNull();
  expect(decodeChange(JSON.stringify({ ...change, hosts: [3], from: 'p' }))).toBeNull();
  expect(decodeChange(JSON.stringify({ ...change, tags: [''], from: 'p' }))).toBeNull();
  expect(decodeChange(JSON.stringify(change))).toBeNull();
});
