import { EVERY8D_URL, every8dApi, Every8dKeysSchema } from './api';

const keys = { uid: 'shop', pwd: 'p&ss=1' };
const message = { phone: '0912345678', text: 'Hello, 世界', id: 'ignored' };

test('sendSMS.ashx is a form POST of UID, PWD, SB, MSG, DEST and an empty ST (send now)', () => {
  const request = every8dApi.request(keys, message, EVERY8D_URL);
  expect(request.url).toBe('https://api.e8d.tw/API21/HTTP/sendSMS.ashx');
  expect(request.method).toBe('POST');
  expect(request.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
  expect([...new URLSearchParams(request.body)]).toEqual([
    ['UID', 'shop'],
    ['PWD', 'p&ss=1'],
    ['SB', ''],
    ['MSG', 'Hello, 世界'],
    ['DEST', '0912345678'],
    ['ST', ''],
  ]);
});

test.each([
  [
    'CREDIT,SENDED,COST,UNSEND,BATCH_ID of one text sent',
    '87.00,1,1,0,00000000-0000-0000-0000-000000000000',
    'sent',
  ],
  ['with a line end', '79.0,1,1.0,0,20170601165133\r\n', 'sent'],
  ['nothing sent, one unsent for want of credit', '0.00,0,0,1,00000000-0000-0000-0000-000000000000', 'quota'],
  ['nothing sent, nothing unsent', '5.00,0,0,0,x', 'rejected'],
  ['-99 主機端發生不明錯誤', '-99, 主機端發生不明錯誤，請與廠商窗口聯繫。', 'transient'],
  ['-100 wrong account', '-100,帳號錯誤', 'rejected'],
  ['-101 wrong password', '-101,密碼錯誤', 'rejected'],
  ['-300 account and password required', '-300,帳號密碼錯誤', 'rejected'],
  ['-24 empty content', '-24,簡訊內容為空白', 'rejected'],
  ['an answer of another shape', '<html>maintenance</html>', 'transient'],
  ['an empty answer', '', 'transient'],
])('%s → %s', (_, body, outcome) => {
  expect(every8dApi.outcome(200, body)).toBe(outcome);
});

test.each([
  [500, 'transient'],
  [502, 'transient'],
  [403, 'rejected'],
])('HTTP %i → %s', (status, outcome) => {
  expect(every8dApi.outcome(status, '')).toBe(outcome);
});

test.each([
  [{ uid: 'a', pwd: 'b' }, true],
  [{ uid: 'a', pwd: '' }, false],
  [{ UID: 'a', PWD: 'b' }, false],
])('keys %j fit: %s', (given, fits) => {
  expect(Every8dKeysSchema.safeParse(given).success).toBe(fits);
});
