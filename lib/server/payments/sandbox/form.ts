import { HttpError } from '../../http/errors';

const MAX_FORM = 64 * 1024;

/** A posted form of the sandbox's pages, bounded like a gateway's. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM) throw new HttpError(413, '表單內容過大');
  const text = await request.text();
  if (text.length > MAX_FORM) throw new HttpError(413, '表單內容過大');
  return new URLSearchParams(text);
}
