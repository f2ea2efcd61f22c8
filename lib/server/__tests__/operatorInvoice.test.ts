/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { POST as invoiceRoute } from '@/app/api-auth/operator/invoice/route';
import { closeDb } from '@/lib/server/db/client';
import { INVOICE_KEYS_INVALID } from '@/lib/server/invoices/operatorConfig';
import { testDb } from '@/lib/server/testing/db';
import { operatorServer, type OperatorServer } from './operatorCli';
import { OPERATOR_SECRET } from './operatorHelpers';

/** `npm run operator -- invoice` as an operator types it. */
let cli: OperatorServer;
let keysFile: string;
const KEYS = { MerchantID: '2000132', HashKey: 'ejCk326UnaZWKisg', HashIV: 'q9jcZX8Ib9LM8wYk' };

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  await testDb();
  cli = await operatorServer(invoiceRoute);
  keysFile = path.join(cli.dataDir, 'invoice.json');
  fs.writeFileSync(keysFile, JSON.stringify(KEYS));
}, 60_000);

afterAll(async () => {
  await cli.close();
  await closeDb();
});

test('ECPay keys from a file: the shop is switched and no key is printed', async () => {
  const run = await cli.run(
    'invoice',
    '--host',
    'shop2.localhost',
    '--provider',
    'ecpay',
    '--environment',
    'test',
    '--keys',
    keysFile,
  );
  expect(run).toEqual({
    code: 0,
    stderr: '',
    stdout:
      'shop2.localhost: {"host":"shop2.localhost","provider":"ecpay","environment":"test","issueAt":"paid"}\n',
  });
}, 120_000);

test('--issue-at shipped: the shop issues when its orders ship', async () => {
  const run = await cli.run(
    'invoice',
    '--host',
    'shop2.localhost',
    '--provider',
    'sandbox',
    '--issue-at',
    'shipped',
  );
  expect(run).toEqual({
    code: 0,
    stderr: '',
    stdout:
      'shop2.localhost: {"host":"shop2.localhost","provider":"sandbox","environment":"test","issueAt":"shipped"}\n',
  });
}, 120_000);

test.each([
  [
    ['invoice', '--host', 'shop2.localhost', '--provider', 'ezpay'],
    /provider: 發票平台須為 ecpay、sandbox 之一/,
  ],
  [
    ['invoice', '--host', 'shop2.localhost', '--provider', 'ecpay', '--environment', 'stage'],
    /environment: 環境須為 test、production 之一/,
  ],
  [['invoice', '--provider', 'sandbox'], /--host is required/],
  [
    ['invoice', '--host', 'shop2.localhost', '--provider', 'sandbox', '--issue-at', 'ordered'],
    /issueAt: 開立時機須為 paid、shipped 之一/,
  ],
  [
    ['invoice', '--host', 'shop2.localhost', '--provider', 'ecpay', '--keys', '/nonexistent.json'],
    /--keys \/nonexistent.json: not a readable JSON file/,
  ],
  [
    ['invoice', '--host', 'shop2.localhost', '--provider', 'ecpay'],
    new RegExp(`400: ${INVOICE_KEYS_INVALID.replace(/[{}()…]/g, '.')}`),
  ],
])(
  '%j stops with a message and a failing exit code',
  async (args, message) => {
    const run = await cli.run(...args);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  },
  120_000,
);
