import { z } from 'zod';
import { FORM } from '../send';
import type { ProviderApi, SmsOutcome } from '../sender';

/**
 * Mitake (三竹簡訊) HTTP API, SmSend: a form POST to /api/mtk/SmSend with CharsetURL=UTF-8 in the
 * query, answered by `key=value` lines (`[1]`, `msgid=…`, `statuscode=…`, `AccountPoint=…`).
 */
export const MITAKE_URL = 'https://smsapi.mitake.com.tw';

export const MitakeKeysSchema = z
  .object({ username: z.string().trim().min(1).max(50), password: z.string().min(1).max(100) })
  .strict();
export type MitakeKeys = z.output<typeof MitakeKeysSchema>;

/** Mitake ends a line of the text with the control character 0x06, never a newline. */
const MITAKE_NEWLINE = '\u0006';

/** The status codes Mitake documents, by what they mean for one code text. */
const STATUS: Record<string, SmsOutcome> = {
  // Scheduled, handed to the carrier (1, 2), delivered to the handset.
  '0': 'sent',
  '1': 'sent',
  '2': 'sent',
  '4': 'sent',
  // 無效的手機號碼, 門號有錯誤.
  v: 'badNumber',
  '6': 'badNumber',
  // 帳務處理失敗: the account has no points left to pay for the text.
  s: 'quota',
  // 系統發生錯誤, 簡訊發送功能暫時停止服務 (a, b), 系統暫停服務.
  '*': 'transient',
  a: 'transient',
  b: 'transient',
  r: 'transient',
};

export const mitakeApi: ProviderApi<MitakeKeys> = {
  name: 'mitake',
  request(keys, { phone, text, id }, baseUrl) {
    return {
      url: `${baseUrl}/api/mtk/SmSend?CharsetURL=UTF-8`,
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({
        username: keys.username,
        password: keys.password,
        dstaddr: phone,
        smbody: text.replace(/\r?\n/g, MITAKE_NEWLINE),
        // Mitake drops a second request with the same clientid (12 hours), so a retry cannot send twice.
        clientid: id,
      })
        .toString()
        // A space as %20, as Mitake's own library sends it, rather than the form's `+`.
        .replace(/\+/g, '%20'),
    };
  },
  outcome(status, body) {
    if (status >= 500) return 'transient';
    if (status !== 200) return 'rejected';
    const fields = mitakeFields(body);
    // The first try got through though its answer was lost: this one was dropped as its double.
    if (fields.Duplicate === 'Y') return 'sent';
    const code = fields.statuscode;
    if (code === undefined) return 'transient';
    return STATUS[code] ?? 'rejected';
  },
};

/** The `key=value` lines of an answer (section lines such as `[1]` and blank lines skipped). */
export function mitakeFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of body.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return fields;
}
