import { refusal } from './refusal';

const failure = { message: '這筆資料剛剛已被其他人修改，請重新整理後再試' };

test.each<[string, Parameters<typeof refusal>[0], RegExp]>([
  ['a plain refusal', { ...failure, code: 'bad_request', message: '參數 fee 不正確' }, /^參數 fee 不正確$/],
  [
    'a stale save names who changed which part, as the sections call them',
    {
      ...failure,
      code: 'stale',
      details: {
        version: 4,
        changes: [
          { actor: '店長', at: '2026-11-28T05:00:00.000Z', action: 'settings.limits', fields: ['limits'] },
        ],
      },
    },
    /店長 於 2026\/11\/28 13:00 改了上限/,
  ],
  [
    'the organisation’s text messages',
    {
      ...failure,
      code: 'stale',
      details: {
        changes: [{ actor: '店長', at: '2026-11-28T05:00:00.000Z', fields: ['sms', 'promoCodes'] }],
      },
    },
    /改了簡訊、優惠碼/,
  ],
  [
    'a stale save after which the settings were reloaded says so, after who changed what',
    {
      ...failure,
      code: 'stale',
      details: {
        reloaded: true,
        changes: [{ actor: '店長', at: '2026-11-28T05:00:00.000Z', fields: ['limits'] }],
      },
    },
    /改了上限）。已載入最新設定，請確認後再儲存一次。$/,
  ],
  [
    'a refusal not reloaded does not claim it was',
    { ...failure, code: 'stale', details: { changes: [] } },
    /^這筆資料剛剛已被其他人修改，請重新整理後再試$/,
  ],
])('%s', (_name, reply, text) => expect(refusal(reply)).toMatch(text));
