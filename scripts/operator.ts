/**
 * `npm run operator -- order --host localhost --id 12 --to shipped`
 * `npm run operator -- credit --host localhost --phone 0912345678 [--wallet 500] [--external 300] [--cashback 200]`
 * `npm run operator -- gateway --host localhost --type newebpay --provider newebpay --environment production --keys keys.json`
 * `npm run operator -- logistics --host localhost --provider ecpay --environment production --keys ecpay.json`
 *
 * What a shop does until it has a console: move an order (paid, shipped, completed, cancelled) and add
 * stored value or cashback to a member. With DATABASE_URL the shop API's own services run here against
 * PostgreSQL. The embedded database belongs to the running server alone, so then the server's
 * operator endpoints are asked, with the secret it keeps in DATA_DIR (as `npm run member` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { ORDER_STATUS_LABELS } from '@/lib/order/labels';
import type { Order } from '@/lib/api/contract';
import { OPERATOR_SECRET_FILE } from '@/lib/server/auth/operator';
import { dataDir } from '@/lib/server/db/location';
import { HttpError } from '@/lib/server/http/errors';
import { CreditBodySchema, type Balances } from '@/lib/server/members/credit';
import { ORDER_ACTIONS } from '@/lib/server/orders/lifecycle';
import { OperatorOrderBodySchema } from '@/lib/server/orders/transitions';
import { OperatorGatewayBodySchema, OperatorLogisticsBodySchema } from '@/lib/server/payments/operatorConfig';

const USAGE = `Usage:
  npm run operator -- order  --host localhost --id 2026112300000012 --to ${ORDER_ACTIONS.join('|')}
  npm run operator -- credit --host localhost --phone 0912345678 [--wallet 500] [--external 300] [--cashback 200]
  npm run operator -- gateway --host localhost --type newebpay --provider newebpay --environment production --keys keys.json
  npm run operator -- logistics --host localhost --provider ecpay --environment production --keys ecpay.json

  order   moves an order (--id: its 16-digit order number, or its id) of the shop behind the host: paid (an ATM transfer arrived), shipped,
          completed (a cash-on-delivery order is paid then), cancelled (gives back stock, wallets,
          cashback and the promo code; takes back the cashback it earned)
  gateway    takes a payment type (newebpay, linepay, jkos, pchomepay, Ibon) through a gateway:
             --provider sandbox (our own, no money moves) or newebpay|ecpay|linepay|jkos|pchomepay with
             --keys FILE (a JSON object of the provider's keys, see the README), --environment test|production,
             --disable to switch the type off
  logistics  where convenience stores are picked: --provider sandbox, or ecpay with --keys FILE
  credit  adds stored value (購物金, --wallet), partner-wallet value (--external) or cashback to the
          member with that phone, making the member if needed
  --url   the running server to ask when DATABASE_URL is unset (default http://127.0.0.1:$PORT)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        host: { type: 'string' },
        id: { type: 'string' },
        to: { type: 'string' },
        phone: { type: 'string' },
        wallet: { type: 'string' },
        external: { type: 'string' },
        cashback: { type: 'string' },
        type: { type: 'string' },
        provider: { type: 'string' },
        environment: { type: 'string' },
        keys: { type: 'string' },
        disable: { type: 'boolean' },
        url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT || 3000}` },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
})();

/** Checks the input with the endpoint's own schema, so both paths refuse the same things alike. */
function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  return fail(`${issue.path.join('.') || 'input'}: ${issue.message}\n\n${USAGE}`);
}

/** A whole number as typed; anything else is passed on as text so the schema names the field. */
const amount = (text: string | undefined) =>
  text === undefined ? undefined : /^-?\d+$/.test(text) ? Number(text) : text;

/** The kind is also the operator endpoint's name. */
type Command =
  | { kind: 'order'; body: z.output<typeof OperatorOrderBodySchema> }
  | { kind: 'credit'; body: z.output<typeof CreditBodySchema> }
  | { kind: 'gateway'; body: z.output<typeof OperatorGatewayBodySchema> }
  | { kind: 'logistics'; body: z.output<typeof OperatorLogisticsBodySchema> };

/** Keys come from a file, so they stay out of the shell's history and the process list. */
function keysFile(file: string | undefined): unknown {
  if (file === undefined) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fail(`--keys ${file}: not a readable JSON file`);
  }
}

function command(): Command {
  const [name, ...extra] = positionals;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!name) fail(USAGE);
  if (extra.length) fail(`Unexpected arguments: ${extra.join(' ')}\n\n${USAGE}`);
  if (!values.host) fail(`--host is required\n\n${USAGE}`);
  if (name === 'order')
    return {
      kind: 'order',
      body: validate(OperatorOrderBodySchema, { host: values.host, orderId: values.id, action: values.to }),
    };
  if (name === 'credit')
    return {
      kind: 'credit',
      body: validate(CreditBodySchema, {
        host: values.host,
        phone: values.phone,
        wallet: amount(values.wallet),
        external: amount(values.external),
        cashback: amount(values.cashback),
      }),
    };
  if (name === 'gateway')
    return {
      kind: 'gateway',
      body: validate(OperatorGatewayBodySchema, {
        host: values.host,
        type: values.type,
        provider: values.provider,
        environment: values.environment,
        credentials: keysFile(values.keys),
        enable: !values.disable,
      }),
    };
  if (name === 'logistics')
    return {
      kind: 'logistics',
      body: validate(OperatorLogisticsBodySchema, {
        host: values.host,
        provider: values.provider,
        environment: values.environment,
        credentials: keysFile(values.keys),
      }),
    };
  return fail(`Unknown command: ${name}\n\n${USAGE}`);
}

async function viaDatabase(cmd: Command): Promise<unknown> {
  const { closeDb, getDb } = await import('@/lib/server/db/client');
  const db = await getDb({ autoSeed: false });
  try {
    if (cmd.kind === 'order') {
      const { operatorTransition } = await import('@/lib/server/orders/transitions');
      return await operatorTransition(db, cmd.body);
    }
    if (cmd.kind === 'gateway' || cmd.kind === 'logistics') {
      const config = await import('@/lib/server/payments/operatorConfig');
      return cmd.kind === 'gateway'
        ? await config.configureGateway(db, cmd.body)
        : await config.configureLogistics(db, cmd.body);
    }
    const { creditMember } = await import('@/lib/server/members/credit');
    return await creditMember(db, cmd.body);
  } catch (error) {
    if (error instanceof HttpError) fail(`${error.status}: ${error.message}`);
    throw error;
  } finally {
    await closeDb();
  }
}

const secretFile = path.resolve(dataDir(), OPERATOR_SECRET_FILE);
const readSecret = () => process.env.OPERATOR_SECRET || fs.readFileSync(secretFile, 'utf8').trim();

async function callOperator(base: string, cmd: Command, secret: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers['x-operator-secret'] = secret;
  let response: Response;
  try {
    response = await fetch(`${base}/api-auth/operator/${cmd.kind}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(cmd.body),
    });
  } catch {
    return fail(
      `No server answers at ${base}. The embedded database may only be opened by the server that owns it:\n` +
        'start it (npm run demo), or pass --url, or set DATABASE_URL to use PostgreSQL.',
    );
  }
  const body: unknown = await response.json().catch(() => ({}));
  return { status: response.status, body };
}

async function viaServer(base: string, cmd: Command): Promise<unknown> {
  let secret: string;
  try {
    secret = readSecret();
  } catch {
    // The server writes its secret the first time an operator call is made: ask once without it.
    await callOperator(base, cmd, null);
    try {
      secret = readSecret();
    } catch {
      return fail(`The server at ${base} keeps no secret in ${secretFile}: is it using another DATA_DIR?`);
    }
  }
  const { status, body } = await callOperator(base, cmd, secret);
  if (status !== 200) fail(`${status}: ${(body as { msg?: string }).msg ?? 'unexpected answer'}`);
  return body;
}

async function main() {
  const cmd = command();
  const result = process.env.DATABASE_URL
    ? await viaDatabase(cmd)
    : await viaServer(values.url.replace(/\/$/, ''), cmd);
  if (cmd.kind === 'order') {
    const order = result as Order;
    console.log(
      `Order ${order.id} (${order.orderNo}) of ${cmd.body.host}: ${order.status} ${ORDER_STATUS_LABELS[order.status]}` +
        (order.paidAt ? `, paid at ${order.paidAt}` : ', not paid'),
    );
  } else if (cmd.kind === 'gateway' || cmd.kind === 'logistics') {
    // The keys are never printed: only what was switched.
    console.log(`${cmd.body.host}: ${JSON.stringify(result)}`);
  } else {
    const b = result as Balances;
    console.log(
      `Member ${cmd.body.phone} of ${cmd.body.host}: 購物金 ${b.wallet}, 外部錢包 ${b.external}, 回饋金 ${b.cashback}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
