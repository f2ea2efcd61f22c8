import type { Member, UserInfoBody } from '@/lib/api/contract';
import { fieldErrors } from './formErrors';
import {
  customFieldError,
  formValuesOf,
  userInfoFormSchema,
  type UserInfoField,
  type UserInfoFormValues,
} from './userInfoForm';

const field = (over: Partial<UserInfoField>): UserInfoField => ({
  key: 'k',
  name: '欄位',
  type: 'text',
  required: false,
  options: [],
  maxLength: null,
  ...over,
});

describe('customFieldError', () => {
  test.each([
    [field({ required: true }), '', '請填寫欄位'],
    [field({ required: true }), '   ', '請填寫欄位'],
    [field({}), '', null],
    [field({ maxLength: 3 }), 'abcd', '欄位最多 3 個字'],
    [field({ maxLength: 3 }), 'abc', null],
    [field({ maxLength: 900 }), 'a'.repeat(501), '欄位最多 500 個字'],
    [field({}), 'a'.repeat(501), '欄位最多 500 個字'],
    [field({ type: 'number' }), '12', null],
    [field({ type: 'number' }), '-1.5', null],
    [field({ type: 'number' }), '12a', '欄位請輸入數字'],
    [field({ type: 'date' }), '2024-02-29', null],
    [field({ type: 'date' }), '2024/02/29', '欄位格式為 YYYY-MM-DD'],
    [field({ type: 'date' }), '2023-02-29', '欄位格式為 YYYY-MM-DD'],
    [field({ maxLength: 2 }), '😀😀', null],
    [field({ type: 'select', options: ['A', 'B'] }), 'B', null],
    [field({ type: 'select', options: ['A', 'B'] }), 'C', '請選擇欄位'],
    [field({ type: 'email' }), 'a@b.tw', null],
    [field({ type: 'email' }), 'a@', '欄位請輸入正確的電子郵件'],
  ])('%j with %j → %j', (f, value, expected) => {
    expect(customFieldError(f, value)).toBe(expected);
  });
});

const FIELDS = [
  field({ key: 'shirt', name: '衣服尺寸', type: 'select', options: ['S', 'M', 'L'], required: true }),
  field({ key: 'note', name: '備註', maxLength: 5 }),
];

const values = (over: Partial<UserInfoFormValues> = {}): UserInfoFormValues => ({
  name: '王小明',
  gender: '',
  birthday: '',
  address: '',
  email: '',
  custom: { shirt: 'M', note: '' },
  ...over,
});

describe('userInfoFormSchema', () => {
  test('blank answers become null and blank custom values are left out', () => {
    const body: UserInfoBody = userInfoFormSchema(FIELDS).parse(values());
    expect(body).toEqual({
      name: '王小明',
      gender: null,
      birthday: null,
      address: null,
      email: null,
      custom: { shirt: 'M' },
    });
  });

  test('given answers are kept, trimmed', () => {
    const body = userInfoFormSchema(FIELDS).parse(
      values({
        gender: 'female',
        birthday: '1990-05-01',
        address: ' 台北市 ',
        email: 'a@b.tw',
        custom: { shirt: 'S', note: ' hi ' },
      }),
    );
    expect(body).toEqual({
      name: '王小明',
      gender: 'female',
      birthday: '1990-05-01',
      address: '台北市',
      email: 'a@b.tw',
      custom: { shirt: 'S', note: 'hi' },
    });
  });

  test('every error shows at once, keyed by field', () => {
    const result = userInfoFormSchema(FIELDS).safeParse(
      values({ name: ' ', email: 'nope', birthday: '1990/5/1', custom: { shirt: '', note: '123456' } }),
    );
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: '請輸入姓名',
      email: '請輸入正確的電子郵件',
      birthday: '生日格式為 YYYY-MM-DD',
      'custom.shirt': '請填寫衣服尺寸',
      'custom.note': '備註最多 5 個字',
    });
  });

  test('a birthday that is not a real day is refused', () => {
    const result = userInfoFormSchema([]).safeParse(values({ birthday: '1990-02-30', custom: {} }));
    expect(fieldErrors(result.error!)).toEqual({ birthday: '請輸入正確的生日' });
  });

  test('a required custom field missing from the values is an error', () => {
    const result = userInfoFormSchema(FIELDS).safeParse(values({ custom: {} }));
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)['custom.shirt']).toBe('請填寫衣服尺寸');
  });
});

describe('formValuesOf', () => {
  test('fills the form with the member, strings only, custom fields of the setting only', () => {
    const member: Member = {
      id: 1,
      phone: '0912345678',
      name: null,
      gender: 'male',
      birthday: null,
      address: '高雄',
      email: null,
      custom: { shirt: 'L', gone: 'x' },
      hasPassword: false,
      bindMemberAuthLine: false,
      banAt: null,
    };
    expect(formValuesOf(member, FIELDS)).toEqual({
      name: '',
      gender: 'male',
      birthday: '',
      address: '高雄',
      email: '',
      custom: { shirt: 'L', note: '' },
    });
  });
});
