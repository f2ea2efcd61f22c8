import type { Protocol } from './server';

export const MITAKE_TEST_KEYS = { username: 'shop-account', password: 'shop-secret-1234' };

/**
 * Mitake's SmSend as documented: the path, CharsetURL in the query, the account in the form, and an
 * answer of `key=value` lines whose statuscode says what became of the text.
 */
export const mitakeProtocol: Protocol = (request, scenario) => {
  if (scenario === 'down') return { status: 503, body: 'Service Unavailable' };
  const url = new URL(request.path, 'http://fake');
  if (request.method !== 'POST' || url.pathname !== '/api/mtk/SmSend') return { status: 404, body: '' };
  if (url.searchParams.get('CharsetURL') !== 'UTF-8') return lines('[1]', 'statuscode=y', 'Error=參數錯誤');
  const form = request.form;
  if (
    form.get('username') !== MITAKE_TEST_KEYS.username ||
    form.get('password') !== MITAKE_TEST_KEYS.password
  )
    return lines('[1]', 'statuscode=e', 'Error=帳號、密碼錯誤');
  if (!form.get('smbody')) return lines('[1]', 'statuscode=u', 'Error=簡訊內容不得為空白');
  const status = { ok: '1', busy: 'a', quota: 's', badNumber: 'v' }[scenario];
  return lines('[1]', 'msgid=#000000001', `statuscode=${status}`, 'AccountPoint=98');
};

const lines = (...all: string[]) => ({ status: 200, body: all.join('\r\n') + '\r\n' });
