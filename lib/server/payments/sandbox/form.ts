import { HttpError } from '../../http/errors';
import { NUL_MESSAGE } from '../../http/nul';

const MAX_FORM = 64 * 1024;

/** A posted form of the sandbox's pages, bounded like a gateway's. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM) throw new HttpError(413, '表單內容過大');
  const text = await request.text();
  if (text.length > MAX_FORM) throw new HttpError(413, '表單內容過大');
  const form = new URLSearchParams(text);
  for (const [name, value] of form)
    if (`${name}${value}`.includes('\u0000')) throw new HttpError(400, `表單欄位 ${name} ${NUL_MESSAGE}`);
  return form;
}
