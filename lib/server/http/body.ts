import { BODY_TOO_LARGE, MAX_REQUEST_BODY } from '@/lib/serving/contract';
import { HttpError } from './errors';

/** The largest JSON body any route takes: the serving layer's bound (lib/serving/contract.ts). */
export const JSON_BODY_LIMIT = MAX_REQUEST_BODY;

/** Gateways' notifications and the sandbox's forms are a few fields; anything larger is not one of them. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** The server's refusal of a declared length says the same (lib/serving/contract.ts). */
export { BODY_TOO_LARGE };

/**
 * Whether the declared Content-Length alone says the body is too large. An absent or unreadable
 * header says nothing (Node has already refused a malformed one): the body is then counted as it comes.
 */
export function declaredTooLarge(contentLength: string | null, limit: number): boolean {
  const declared = Number(contentLength ?? '');
  return contentLength !== null && Number.isFinite(declared) && declared > limit;
}

const tooLarge = () => new HttpError(413, BODY_TOO_LARGE);

/**
 * The body as text, read chunk by chunk and given up as soon as it passes `limit` bytes, so a body
 * sent without a length (or with a false one) costs at most the limit, never its whole size.
 */
export async function readBody(request: Request, limit: number): Promise<string> {
  if (declaredTooLarge(request.headers.get('content-length'), limit)) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
