import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * One step of what happens to an answer on its way out (lib/serving/pipeline.ts lists them). Every
 * hook is optional and runs in the order the stages are given.
 */
export type Stage = {
  /**
   * When the head is about to be decided: the first write, flush or the end, so the app has set its
   * status and headers. May change them. `'hold'` keeps the body until it is complete, for a stage
   * whose head depends on the whole body (a page's script hashes).
   */
  head?(res: ServerResponse): 'hold' | void;
  /** A held body, complete: the last changes to head and body before both go out. */
  complete?(res: ServerResponse, body: Buffer): Buffer | void;
  /** Once the end went out: the bytes sent, or null when they were more than SENT_COPY_LIMIT. */
  sent?(res: ServerResponse, body: Buffer | null): void;
};

/** Bytes of a streamed answer a `sent` stage may see; a longer one is passed on without a copy. */
export const SENT_COPY_LIMIT = 4 * 1024 * 1024;

/**
 * The one wrapper of Node's response: `writeHead`, `flushHeaders`, `write` and `end` are replaced
 * once, here, and the stages get their say at fixed moments instead of each patching the response.
 *
 * `writeHead` only records the status and headers: the head goes out with the first byte (or the
 * flush, or the end), after every stage's `head`. The replacements stay in place for the answer's
 * life: the app's compression wraps them in turn, and restoring Node's would cut it out.
 */
export function tapResponse(res: ServerResponse, stages: readonly Stage[]): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  const flushHeaders = res.flushHeaders;
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => ServerResponse;
  const watchers = stages.filter((s) => s.sent);
  let decided = false;
  let hold = false;
  const held: Buffer[] = [];
  /** What went out, for the `sent` stages; null once over the limit. */
  let copy: Buffer[] | null = watchers.length ? [] : null;
  let copied = 0;

  const decide = () => {
    if (decided) return;
    decided = true;
    for (const stage of stages) if (stage.head?.(res) === 'hold') hold = true;
  };
  const note = (chunk: unknown, encoding: unknown) => {
    if (!copy) return;
    const bytes = toBuffer(chunk, encoding);
    if (!bytes) return;
    copied += bytes.length;
    if (copied > SENT_COPY_LIMIT) copy = null;
    else copy.push(bytes);
  };
  const finished = () => {
    const body = copy ? Buffer.concat(copy) : null;
    for (const stage of watchers) stage.sent!(res, body);
  };

  res.writeHead = function (
    status: number,
    reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ) {
    // After the decision (a stage's own late call) the head goes out as Node would send it.
    if (decided && !hold) return writeHead.call(res, status, reason, headers);
    res.statusCode = status;
    if (typeof reason === 'string') res.statusMessage = reason;
    else headers = reason;
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2)
        res.setHeader(headers[i] as string, headers[i + 1] as OutgoingHttpHeader);
    else if (headers)
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as OutgoingHttpHeader);
    return res;
  } as ServerResponse['writeHead'];

  res.flushHeaders = function () {
    decide();
    if (!hold) flushHeaders.call(res);
  };

  res.write = function (...args: unknown[]) {
    decide();
    if (!hold) {
      note(args[0], args[1]);
      return write.apply(res, args);
    }
    const bytes = toBuffer(args[0], args[1]);
    if (bytes) held.push(bytes);
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function (...args: unknown[]) {
    decide();
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (!hold) {
      note(args[0], args[1]);
      const result = end.apply(res, args);
      finished();
      return result;
    }
    const last = toBuffer(args[0], args[1]);
    if (last) held.push(last);
    let body: Buffer = Buffer.concat(held);
    for (const stage of stages) body = stage.complete?.(res, body) ?? body;
    if (body.length > 0) res.setHeader('content-length', body.length);
    hold = false;
    note(body, undefined);
    const result = callback ? end.call(res, body, callback) : end.call(res, body);
    finished();
    return result;
  } as ServerResponse['end'];
}

/** A chunk as bytes, in the encoding it was written with; null for no chunk. */
function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding);
  return Buffer.from(chunk as Uint8Array);
}
