/**
 * Shared by the tests that run `npm run operator` as an operator types it (not a test file itself):
 * a server whose operator endpoint is the real route on the file's database (the embedded database
 * cannot be opened by a second process), and the command run against it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OPERATOR_SECRET_FILE } from '@/lib/server/auth/operator';
import type { Handler } from './helpers';
import { OPERATOR_SECRET } from './operatorHelpers';

type Run = { code: number; stdout: string; stderr: string };
export type OperatorServer = {
  run: (...args: string[]) => Promise<Run>;
  /** The server's data folder, a place for the files a command reads (keys). */
  dataDir: string;
  close: () => Promise<void>;
};

export async function operatorServer(route: Handler): Promise<OperatorServer> {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  // The CLI reads the secret from the server's data folder, as it does beside `npm start`.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'));
  fs.writeFileSync(path.join(dataDir, OPERATOR_SECRET_FILE), `${OPERATOR_SECRET}\n`);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers(req.headers as Record<string, string>);
      headers.set(process.env.CLIENT_ADDRESS_HEADER!, req.socket.remoteAddress!);
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      });
      void route(request, { params: Promise.resolve({}) }).then(async (response) => {
        res.writeHead(response.status, { 'content-type': 'application/json' });
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dataDir,
    run: (...args) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      delete env.OPERATOR_SECRET;
      return new Promise((resolve) => {
        execFile(
          'node_modules/.bin/tsx',
          ['--conditions=react-server', 'scripts/operator.ts', ...args, '--url', url],
          { env, timeout: 60_000 },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
