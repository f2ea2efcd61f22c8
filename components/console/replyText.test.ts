import { replyText } from './replyText';
import { ORDER_ACTION_FIELD_NAMES } from '@/lib/console/orderActions';
import { STAFF_FIELD_NAMES } from '@/lib/console/staffLabels';

const STALE = '這筆資料剛剛已被其他人修改，請重新整理後再試';
const NAMES = { draft: '草稿', title: '標題', startsAt: '開始時間' };

test.each<[string, Parameters<typeof replyText>[0], string]>([
  ['a plain refusal', { message: '參數 areas.0 不正確', code: 'bad_request' }, '參數 areas.0 不正確'],
  [
    'a stale save names who changed which fields, in the screen’s words',
    {
      message: STALE,
      code: 'stale',
      details: { changes: [{ actor: '小美', at: '2026-11-28T05:00:00.000Z', fields: ['draft', 'title'] }] },
    },
    `${STALE}（小美 於 2026/11/28 13:00 改了草稿、標題）`,
  ],
  [
    'a field the screen has no name for keeps its own',
    {
      message: STALE,
      code: 'stale',
      details: { changes: [{ actor: '店長', at: '2026-12-01T02:00:00.000Z', fields: ['startsAt', 'x'] }] },
    },
    `${STALE}（店長 於 2026/12/01 10:00 改了開始時間、x）`,
  ],
  [
    'a stale save without recorded changes',
    { message: STALE, code: 'stale', details: { changes: [] } },
    STALE,
  ],
  [
    'changes on a refusal that is not stale are not listed',
    { message: '參數 name 不正確：不可空白', code: 'bad_request', details: { changes: [{ actor: 'a' }] } },
    '參數 name 不正確：不可空白',
  ],
  [
    'a refused field the screen names, by its name',
    {
      message: '參數 title 不正確：不可空白',
      code: 'invalid',
      details: { code: 'invalid', field: 'title', reason: '不可空白' },
    },
    '標題：不可空白',
  ],
  [
    'a refused field deeper in the body, as the API said it',
    {
      message: '參數 areas.0.title 不正確：不可空白',
      code: 'invalid',
      details: { code: 'invalid', field: 'areas.0.title', reason: '不可空白' },
    },
    '參數 areas.0.title 不正確：不可空白',
  ],
  [
    'a name the object inherits is not a field name',
    {
      message: '參數 constructor 不正確：x',
      code: 'invalid',
      details: { code: 'invalid', field: 'constructor', reason: 'x' },
    },
    '參數 constructor 不正確：x',
  ],
])('%s', (_name, failure, text) => expect(replyText(failure, NAMES)).toBe(text));

// The staff and order screens' own label tables, as their refused saves are worded.
test.each<[string, Record<string, string>, string, string]>([
  [
    'phone',
    STAFF_FIELD_NAMES,
    '請輸入正確的手機號碼（09 開頭共 10 碼）',
    '手機號碼：請輸入正確的手機號碼（09 開頭共 10 碼）',
  ],
  ['name', STAFF_FIELD_NAMES, '名稱最多 40 個字', '名稱：名稱最多 40 個字'],
  ['note', ORDER_ACTION_FIELD_NAMES, '備註不能空白', '內部備註：備註不能空白'],
  ['reason', ORDER_ACTION_FIELD_NAMES, '原因最多 200 個字', '不核准原因：原因最多 200 個字'],
])('a refused %s is named as the screen names it', (field, names, reason, text) => {
  const failure = {
    message: `參數 ${field} 不正確：${reason}`,
    code: 'invalid',
    details: { code: 'invalid', field, reason },
  };
  expect(replyText(failure, names)).toBe(text);
});
