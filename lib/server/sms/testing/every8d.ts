import type { Protocol } from './server';

export const EVERY8D_TEST_KEYS = { uid: 'shop-account', pwd: 'shop-secret-1234' };

/** every8d's sendSMS.ashx (API 2.1) as documented: UID/PWD in the form, a one-line CSV answer. */
export const every8dProtocol: Protocol = (request, scenario) => {
  if (scenario === 'down') return { status: 500, body: 'Server Error' };
  if (request.method !== 'POST' || request.path !== '/API21/HTTP/sendSMS.ashx')
    return { status: 404, body: '' };
  const form = request.form;
  if (form.get('UID') !== EVERY8D_TEST_KEYS.uid) return line('-100,帳號錯誤');
  if (form.get('PWD') !== EVERY8D_TEST_KEYS.pwd) return line('-101,密碼錯誤');
  if (!form.get('MSG')) return line('-24,簡訊內容為空白');
  if (scenario === 'busy') return line('-99,主機端發生不明錯誤，請與廠商窗口聯繫。');
  if (scenario === 'quota') return line('0.00,0,0,1,00000000-0000-0000-0000-000000000000');
  if (scenario === 'badNumber') return line('-27,收訊人號碼錯誤');
  return line('87.00,1,1,0,00000000-0000-0000-0000-000000000000');
};

const line = (text: string) => ({ status: 200, body: text });
