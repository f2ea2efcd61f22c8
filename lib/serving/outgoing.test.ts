import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SENT_COPY_LIMIT, tapResponse, type Stage } from './outgoing.ts';

type Seen = { sent: (string | null)[]; events: string[] };

/** A server whose app answers as `answer` says, through one tap with the given stages. */
async function serve(answer: (res: ServerResponse) => void, stages: (seen: Seen) => Stage[]) {
  const seen: Seen = { sent: [], events: [] };
  const server = http.createServer((_req, res) => {
    tapResponse(res, stages(seen));
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
    const body = await res.text();
    // `sent` runs right after the end; let it.
    await new Promise((resolve) => setImmediate(resolve));
    return { res, body, seen };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const streamed = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.write('one ');
  setTimeout(() => res.end('two'), 5);
};

test('stages change the head at the first byte, in order, once', async () => {
  const { res, body, seen } = await serve(streamed, (seen) => [
    {
      head: (r) => {
        seen.events.push(`a:${r.statusCode}`);
        r.setHeader('x-a', '1');
      },
    },
    {
      head: (r) => {
        seen.events.push(`b:${String(r.getHeader('x-a'))}`);
        r.statusCode = 203;
      },
    },
  ]);
  expect(seen.events).toEqual(['a:200', 'b:1']);
  expect(res.status).toBe(203);
  expect(body).toBe('one two');
});

test('a held body is complete before the head goes, and stages may replace it', async () => {
  const { res, body, seen } = await serve(streamed, (seen) => [
    { head: () => 'hold' },
    {
      complete: (r, b) => {
        seen.events.push(b.toString());
        r.setHeader('x-length', String(b.length));
        return Buffer.from(`[${b.toString()}]`);
      },
    },
    { sent: (_r, b) => void seen.sent.push(b && b.toString()) },
  ]);
  expect(seen.events).toEqual(['one two']);
  expect(res.headers.get('x-length')).toBe('7');
  expect(res.headers.get('content-length')).toBe('9');
  expect(body).toBe('[one two]');
  expect(seen.sent).toEqual(['[one two]']);
});

test('an answer nobody holds streams through, and `sent` sees exactly its bytes', async () => {
  const { body, seen } = await serve(streamed, (seen) => [
    { complete: () => Buffer.from('never') },
    { sent: (_r, b) => void seen.sent.push(b && b.toString()) },
  ]);
  expect(body).toBe('one two');
  expect(seen.sent).toEqual(['one two']);
});

test('past the copy limit the answer still goes out whole, and `sent` gets null', async () => {
  const big = Buffer.alloc(SENT_COPY_LIMIT + 1, 'a');
  const { body, seen } = await serve(
    (res) => {
      res.writeHead(200);
      res.write(big.subarray(0, 10));
      res.end(big.subarray(10));
    },
    (seen) => [{ sent: (_r, b) => void seen.sent.push(b && 'copy') }],
  );
  expect(body.length).toBe(big.length);
  expect(seen.sent).toEqual([null]);
});
