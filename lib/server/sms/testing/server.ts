import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one request: as the provider would, or by dropping the connection. */
export type Scenario = 'ok' | 'busy' | 'down' | 'quota' | 'badNumber' | 'drop';

/** A request the fake received, its form body decoded. */
type Received = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
};

/** What a provider's fake says to a request in a scenario. */
type Answer = { status: number; body: string; type?: string };
export type Protocol = (request: Received, scenario: Exclude<Scenario, 'drop'>) => Answer;

/**
 * A provider's stand-in on 127.0.0.1 (an ephemeral port), speaking `protocol`. Each request takes the
 * next scenario of the script, then `ok` once the script is used up.
 */
export async function startFake(protocol: Protocol, ...script: Scenario[]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      received.push(request);
      const scenario = script.shift() ?? 'ok';
      if (scenario === 'drop') return req.socket.destroy();
      const answer = protocol(request, scenario);
      res.writeHead(answer.status, { 'content-type': answer.type ?? 'text/plain; charset=utf-8' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Fake = Awaited<ReturnType<typeof startFake>>;
