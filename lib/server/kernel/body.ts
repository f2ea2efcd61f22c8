import { BODY_TOO_LARGE, MAX_REQUEST_BODY } from '@/lib/serving/contract';
import { DomainError } from './errors';

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

const tooLarge = () => new DomainError('too_large', BODY_TOO_LARGE);

/** Sent when the client went away mid-body: no one reads it, but it must not look like an outage. */
export const BODY_INTERRUPTED = '請求內容未完整送達';

/**
 * The body as text, read chunk by chunk and given up as soon as it passes `limit` bytes, so a body
 * sent without a length (or with a false one) costs at most the limit, never its whole size.
 */
export async function readBody(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/** The body as bytes (an uploaded file), bounded as readBody. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  if (declaredTooLarge(request.headers.get('content-length'), limit)) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The connection closed before the body ended (Node's `aborted`, code ECONNRESET): the
      // client's doing, a 400, never the database's unavailability the same code would mean there.
      throw new DomainError('invalid', BODY_INTERRUPTED);
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
