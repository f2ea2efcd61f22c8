import { z } from 'zod';
import { FORM } from '../send';
import type { ProviderApi } from '../sender';

/**
 * every8d HTTP API 2.1, sendSMS.ashx: a form POST of UID, PWD, SB, MSG, DEST and ST, answered by
 * one line, `CREDIT,SENDED,COST,UNSEND,BATCH_ID` when taken, `-code,message` when not.
 */
export const EVERY8D_URL = 'https://api.e8d.tw';

export const Every8dKeysSchema = z
  .object({ uid: z.string().trim().min(1).max(50), pwd: z.string().min(1).max(100) })
  .strict();
export type Every8dKeys = z.output<typeof Every8dKeysSchema>;

/** -99: 主機端發生不明錯誤 (the provider's own fault): the one error code worth a retry. */
const HOST_ERROR = -99;

export const every8dApi: ProviderApi<Every8dKeys> = {
  name: 'every8d',
  request(keys, { phone, text }, baseUrl) {
    return {
      url: `${baseUrl}/API21/HTTP/sendSMS.ashx`,
      method: 'POST',
      headers: FORM,
      // SB is a note kept by every8d, not sent; an empty ST sends now.
      body: new URLSearchParams({
        UID: keys.uid,
        PWD: keys.pwd,
        SB: '',
        MSG: text,
        DEST: phone,
        ST: '',
      }).toString(),
    };
  },
  outcome(status, body) {
    if (status >= 500) return 'transient';
    if (status !== 200) return 'rejected';
    const fields = body.trim().split('\n')[0]!.split(',');
    const first = Number(fields[0]);
    if (fields.length < 2 || Number.isNaN(first)) return 'transient';
    if (first < 0) return first === HOST_ERROR ? 'transient' : 'rejected';
    const [, sent, , unsent] = fields.map(Number);
    if (sent! >= 1) return 'sent';
    // UNSEND counts the texts not sent for want of credit.
    return unsent! >= 1 ? 'quota' : 'rejected';
  },
};
