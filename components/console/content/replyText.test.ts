import { replyText } from './replyText';

test.each<[string, Parameters<typeof replyText>[0], RegExp]>([
  ['a plain refusal', { message: '參數 areas.0 不正確', code: 'bad_request' }, /^參數 areas\.0 不正確$/],
  [
    'a stale save names who changed which fields',
    {
      message: '這筆資料剛剛已被其他人修改，請重新整理後再試',
      code: 'stale',
      details: { changes: [{ actor: '小美', at: '2026-11-28T05:00:00.000Z', fields: ['draft', 'title'] }] },
    },
    /小美 於 2026\/11\/28 13:00 改了草稿、標題/,
  ],
  [
    'a stale save without recorded changes',
    { message: '這筆資料剛剛已被其他人修改', code: 'stale', details: { changes: [] } },
    /^這筆資料剛剛已被其他人修改$/,
  ],
])('%s', (_name, failure, text) => expect(replyText(failure)).toMatch(text));
