import { MITAKE_URL, mitakeApi, mitakeFields, MitakeKeysSchema } from './api';

const keys = { username: '0912000000', password: 'pass word&=' };
const message = {
  phone: '0912345678',
  text: '【小島選物】您的驗證碼為 123456，5 分鐘內有效。',
  id: 'c0ffee',
};

describe('the SmSend request', () => {
  test('is a form POST to /api/mtk/SmSend with CharsetURL=UTF-8, the account in the body', () => {
    const request = mitakeApi.request(keys, message, MITAKE_URL);
    expect(request.url).toBe('https://smsapi.mitake.com.tw/api/mtk/SmSend?CharsetURL=UTF-8');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      username: '0912000000',
      password: 'pass word&=',
      dstaddr: '0912345678',
      smbody: message.text,
      clientid: 'c0ffee',
    });
    // UTF-8 percent-encoding, as CharsetURL=UTF-8 tells Mitake.
    expect(request.body).toContain('smbody=%E3%80%90');
    expect(request.body).toContain('%E7%82%BA%20123456');
  });

  test('turns newlines into the 0x06 Mitake takes for a line break', () => {
    const request = mitakeApi.request(keys, { ...message, text: 'a\nb\r\nc' }, MITAKE_URL);
    expect(new URLSearchParams(request.body).get('smbody')).toBe('a\u0006b\u0006c');
  });
});

describe('the answer', () => {
  test.each([
    ['taken by the carrier', '[1]\r\nmsgid=#000000001\r\nstatuscode=1\r\nAccountPoint=98\r\n', 'sent'],
    ['section [0], bare newlines', '[0]\nmsgid=1010079522\nstatuscode=1\nAccountPoint=98', 'sent'],
    ['scheduled', 'msgid=1\r\nstatuscode=0\r\n', 'sent'],
    ['also at the carrier', 'statuscode=2\r\n', 'sent'],
    ['delivered to the handset', 'statuscode=4\r\n', 'sent'],
    [
      'a double of a try that got through',
      '[1]\r\nmsgid=#000000001\r\nstatuscode=1\r\nDuplicate=Y\r\n',
      'sent',
    ],
    ['無效的手機號碼', '[1]\r\nstatuscode=v\r\nError=無效的手機號碼\r\n', 'badNumber'],
    ['門號有錯誤', 'statuscode=6\r\n', 'badNumber'],
    ['帳務處理失敗 (no points left)', '[1]\r\nstatuscode=s\r\n', 'quota'],
    ['系統發生錯誤', 'statuscode=*\r\n', 'transient'],
    ['簡訊發送功能暫時停止服務 (a)', 'statuscode=a\r\n', 'transient'],
    ['簡訊發送功能暫時停止服務 (b)', 'statuscode=b\r\n', 'transient'],
    ['系統暫停服務', 'statuscode=r\r\n', 'transient'],
    ['帳號、密碼錯誤', '[1]\r\n\r\nstatuscode=e\r\n\r\nError=帳號、密碼錯誤\r\n', 'rejected'],
    ['帳號已被停用', 'statuscode=h\r\n', 'rejected'],
    ['沒有權限使用外部Http程式', 'statuscode=p\r\n', 'rejected'],
    ['內容有錯誤', 'statuscode=5\r\n', 'rejected'],
    ['no statuscode at all', '<html>maintenance</html>', 'transient'],
  ])('%s → %s', (_, body, outcome) => {
    expect(mitakeApi.outcome(200, body)).toBe(outcome);
  });

  test.each([
    [500, 'transient'],
    [503, 'transient'],
    [404, 'rejected'],
  ])('HTTP %i → %s', (status, outcome) => {
    expect(mitakeApi.outcome(status, '')).toBe(outcome);
  });

  test('fields are read whatever the line ends, section lines skipped', () => {
    expect(mitakeFields('[1]\r\nmsgid=#1\r\nstatuscode=1\nAccountPoint=98')).toEqual({
      msgid: '#1',
      statuscode: '1',
      AccountPoint: '98',
    });
  });
});

test.each([
  [{ username: 'a', password: 'b' }, true],
  [{ username: '', password: 'b' }, false],
  [{ username: 'a' }, false],
  [{ username: 'a', password: 'b', extra: 'c' }, false],
])('keys %j fit: %s', (given, fits) => {
  expect(MitakeKeysSchema.safeParse(given).success).toBe(fits);
});
