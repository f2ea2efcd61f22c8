import type { UserInfoSetting } from '@/lib/api/contract';
import { checkCustomFields, isCalendarDate } from './customFields';

type Field = UserInfoSetting['fields'][number];

const field = (over: Partial<Field> & Pick<Field, 'key' | 'type'>): Field => ({
  name: over.key.toUpperCase(),
  required: false,
  options: [],
  maxLength: null,
  ...over,
});

const fields: Field[] = [
  field({ key: 'line', type: 'text', maxLength: 5 }),
  field({ key: 'size', type: 'select', options: ['S', 'M', 'L'] }),
  field({ key: 'age', type: 'number' }),
  field({ key: 'day', type: 'date' }),
  field({ key: 'mail', type: 'email' }),
  field({ key: 'must', name: '必填欄', type: 'text', required: true }),
];

const ok = (value: Record<string, string>) => ({ ok: true, value });
const fail = (message: string) => ({ ok: false, message });

describe('checkCustomFields', () => {
  test.each<[string, Record<string, string>, unknown]>([
    ['only the required field', { must: 'x' }, ok({ must: 'x' })],
    [
      'every field valid',
      { line: 'abcde', size: 'M', age: '42', day: '2000-02-29', mail: 'a@b.tw', must: 'x' },
      ok({ line: 'abcde', size: 'M', age: '42', day: '2000-02-29', mail: 'a@b.tw', must: 'x' }),
    ],
    ['answers are trimmed', { must: '  x  ', size: ' S ' }, ok({ must: 'x', size: 'S' })],
    ['an empty optional answer is dropped', { must: 'x', line: '  ', age: '' }, ok({ must: 'x' })],
    [
      'maxLength counts characters, not bytes',
      { must: 'x', line: '小島選物店' },
      ok({ must: 'x', line: '小島選物店' }),
    ],
    ['decimal and negative numbers', { must: 'x', age: '-1.5' }, ok({ must: 'x', age: '-1.5' })],
    ['an unknown key', { must: 'x', evil: '1' }, fail('不支援的欄位：evil')],
    ['a prototype key', { must: 'x', __proto__x: '1' }, fail('不支援的欄位：__proto__x')],
    ['the required field missing', {}, fail('請填寫必填欄')],
    ['the required field blank', { must: '   ' }, fail('請填寫必填欄')],
    ['too long', { must: 'x', line: 'abcdef' }, fail('LINE最多 5 個字')],
    ['not an option', { must: 'x', size: 'XL' }, fail('SIZE請從選項中選擇')],
    ['option case matters', { must: 'x', size: 's' }, fail('SIZE請從選項中選擇')],
    ['not a number', { must: 'x', age: '4O' }, fail('AGE請輸入數字')],
    ['a number with a unit', { must: 'x', age: '42歲' }, fail('AGE請輸入數字')],
    ['not a date', { must: 'x', day: '2000/01/01' }, fail('DAY格式為 YYYY-MM-DD')],
    ['not a real day', { must: 'x', day: '2001-02-29' }, fail('DAY格式為 YYYY-MM-DD')],
    ['not an email', { must: 'x', mail: 'a@' }, fail('MAIL請輸入正確的電子郵件')],
  ])('%s', (_, custom, expected) => {
    expect(checkCustomFields(fields, custom)).toEqual(expected);
  });

  test('an organisation without fields accepts only nothing', () => {
    expect(checkCustomFields([], {})).toEqual(ok({}));
    expect(checkCustomFields([], { a: '' })).toEqual(fail('不支援的欄位：a'));
  });
});

describe('isCalendarDate', () => {
  test.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-04-31', false],
    ['2023-13-01', false],
    ['2023-00-10', false],
    ['1999-12-31', true],
    ['99-12-31', false],
    ['2023-1-01', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
