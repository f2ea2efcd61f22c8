import { replyText } from './replyText';

const stale = {
  ok: false as const,
  status: 409,
  code: 'stale',
  message: '這筆資料剛剛已被其他人修改，請重新整理後再試',
};

test('a stale save names who changed which fields, in the console words', () => {
  const details = {
    changes: [{ actor: '小美', at: '2026-12-01T02:00:00.000Z', fields: ['name', 'startsAt'] }],
  };
  expect(replyText({ ...stale, details })).toBe(
    '這筆資料剛剛已被其他人修改，請重新整理後再試（小美 於 2026/12/01 10:00 改了名稱、開始時間）',
  );
});

test('any other refusal is its message', () => {
  expect(replyText({ ...stale, code: 'bad_request', message: '參數 name 不正確：不可空白' })).toBe(
    '參數 name 不正確：不可空白',
  );
  expect(replyText({ ...stale, details: { changes: [] } })).toBe(stale.message);
});
