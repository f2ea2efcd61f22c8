import { staffChangeText } from './staffLabels';

test.each([
  [{ action: 'add', before: null, after: { role: 'staff', name: '小美' } }, '新增（員工）'],
  [{ action: 'add', before: null, after: { role: 'owner', name: null } }, '新增（負責人）'],
  [
    { action: 'role', before: { role: 'staff', name: '小美' }, after: { role: 'owner', name: '小美' } },
    '變更角色：員工 → 負責人',
  ],
  [
    { action: 'role', before: { role: 'staff', name: '小美' }, after: { role: 'staff', name: '美美' } },
    '變更名稱：小美 → 美美',
  ],
  [
    { action: 'role', before: { role: 'staff', name: null }, after: { role: 'staff', name: '阿明' } },
    '變更名稱：（未填） → 阿明',
  ],
  [{ action: 'remove', before: { role: 'staff' }, after: null }, '移除'],
  [{ action: 'other', before: null, after: null }, 'other'],
])('%j reads %s', (change, text) => {
  expect(staffChangeText(change)).toBe(text);
});
