/**
 * `npm run operator -- order --host localhost --id 12 --to shipped`
 * `npm run operator -- ship --host localhost --id 2026112300000012 [--weight 1200]`
 * `npm run operator -- credit --host localhost --phone 0912345678 [--wallet 500] [--external 300] [--cashback 200]`
 * `npm run operator -- gateway --host localhost --type newebpay --provider newebpay --environment production --keys keys.json`
 * `npm run operator -- logistics --host localhost --provider ecpay --environment production --keys ecpay.json`
 * `npm run operator -- invoice --host localhost --provider ecpay --environment production --keys invoice.json [--issue-at paid|shipped]`
 * `npm run operator -- sms --org tea-house --provider mitake|every8d|twilio|none --keys sms.json [--sender 山茶小舖]`
 * `npm run operator -- line --host localhost --channel-id 1234567890 --keys line.json [--environment sandbox]`
 * `npm run operator -- shop create --org tea-house --org-name 山茶有限公司 --name 山茶小舖 --logo logo.svg --domain tea.localhost`
 * `npm run operator -- domain add|remove --host tea.localhost --domain tea.example.com`
 * `npm run operator -- module on|off --host tea.localhost --module ecommerce`
 * `npm run operator -- catalog import --host tea.localhost --file examples/catalog/tea-shop.json`
 * `npm run operator -- stock set --host tea.localhost --product p-dongding --spec 75g --spec 罐裝 --quantity 30`
 * `npm run operator -- delivery set --host tea.localhost --name 宅配到府 --type home --fee 100 --free-over 1500 --collection`
 * `npm run operator -- delivery remove --host tea.localhost --name 宅配到府`
 * `npm run operator -- payment on|off --host tea.localhost --type COD|atm [--bank-code 808 --account 12345678901234 --account-name 山茶有限公司]`
 * `npm run operator -- limits --host tea.localhost --open-orders 5`
 * `npm run operator -- stats --host tea.localhost [--days 30]`
 * `npm run operator -- intents list [--host tea.localhost] [--failed] [--kind invoice]`
 * `npm run operator -- intents retry --id 12`
 * `npm run operator -- invoice list --failed`, `npm run operator -- shipment list --failed` (the same, by family)
 *
 * What a shop does until it has a console: move an order (paid, shipped, completed, cancelled), hand
 * its parcel to the carrier and print the label, and add
 * stored value or cashback to a member; open a shop, give it domains, switch its modules, import its
 * catalog, set its stock, give it its deliveries and switch cash on delivery or ATM transfers on or
 * off (a new shop has neither, so it cannot take an order before), read its home visits, and list
 * and retry calls to providers. With DATABASE_URL the shop API's
 * own services run here against PostgreSQL. The embedded database belongs to the running server
 * alone, so then the server's operator endpoints are asked, with the secret it keeps in DATA_DIR (as
 * `npm run member` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { OPERATOR_SECRET_FILE } from '@/lib/server/auth/operator';
import type { Db } from '@/lib/server/db/client';
import { dataDir } from '@/lib/server/db/location';
import { HttpError } from '@/lib/server/http/errors';
import { CreditBodySchema } from '@/lib/server/members/credit';
import { OperatorOrderBodySchema } from '@/lib/server/orders/transitions';
import { OperatorReturnBodySchema, RETURN_ACTIONS } from '@/lib/server/returns/decide';
import { OperatorShipBodySchema } from '@/lib/server/shipments/ship';
import { OperatorLineBodySchema } from '@/lib/server/line/operatorConfig';
import { OperatorInvoiceBodySchema } from '@/lib/server/invoices/operatorConfig';
import { OperatorGatewayBodySchema, OperatorLogisticsBodySchema } from '@/lib/server/payments/operatorConfig';
import { located, parseCatalogFile } from '@/lib/server/operator/catalogFile/parse';
import { picturesOf } from '@/lib/server/operator/catalogFile/schema';
import { ImportCatalogBodySchema } from '@/lib/server/operator/catalogImport';
import { DomainBodySchema } from '@/lib/server/operator/domains';
import { LimitsBodySchema } from '@/lib/server/operator/limits';
import { ModuleBodySchema } from '@/lib/server/operator/modules';
import { DeliveryBodySchema } from '@/lib/server/operator/deliveries';
import { PaymentBodySchema } from '@/lib/server/operator/payments';
import { OperatorSmsBodySchema } from '@/lib/server/sms/operatorConfig';
import { CreateShopBodySchema } from '@/lib/server/operator/shops';
import { StockBodySchema } from '@/lib/server/operator/stock';
import type { Changed } from '@/lib/server/operator/target';
import { MAX_PICTURE_BYTES, pictureProblem } from '@/lib/server/media/picture';
import { StatsBodySchema } from '@/lib/server/visits/stats';
import { OperatorIntentsBodySchema } from '@/lib/server/outbox/operator';
import type { Command } from './operator/command';
import { report } from './operator/report';
import { USAGE } from './operator/usage';

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
        sender: { type: 'string' },
        'channel-id': { type: 'string' },
        disable: { type: 'boolean' },
        org: { type: 'string' },
        'org-name': { type: 'string' },
        name: { type: 'string' },
        logo: { type: 'string' },
        domain: { type: 'string', multiple: true },
        module: { type: 'string' },
        file: { type: 'string' },
        product: { type: 'string' },
        spec: { type: 'string', multiple: true },
        quantity: { type: 'string' },
        chain: { type: 'string' },
        fee: { type: 'string' },
        'free-over': { type: 'string' },
        collection: { type: 'boolean' },
        branch: { type: 'string', multiple: true },
        days: { type: 'string' },
        failed: { type: 'boolean' },
        kind: { type: 'string' },
        'issue-at': { type: 'string' },
        'bank-code': { type: 'string' },
        account: { type: 'string' },
        'account-name': { type: 'string' },
        weight: { type: 'string' },
        'open-orders': { type: 'string' },
        reason: { type: 'string' },
        'no-restock': { type: 'boolean' },
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

/** The commands written as two words, with the second words each takes. */
const ACTIONS: Record<string, readonly string[]> = {
  shop: ['create'],
  domain: ['add', 'remove'],
  module: ['on', 'off'],
  catalog: ['import'],
  stock: ['set'],
  delivery: ['set', 'remove'],
  payment: ['on', 'off'],
  intents: ['list', 'retry'],
  return: RETURN_ACTIONS,
};

function readBytes(file: string, problem: (message: string) => never): Buffer {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return problem(`找不到圖片 ${file}`);
  }
  // Checked here too, so a huge file is refused before it is read into a request.
  const wrong = pictureProblem(bytes.subarray(0, MAX_PICTURE_BYTES + 1));
  return wrong ? problem(`${file}: ${wrong}`) : bytes;
}

/** The catalog file and the pictures it names, read from beside it; a mistake stops here, at its line. */
function catalogBody(file: string | undefined) {
  if (!file) return fail(`--file is required\n\n${USAGE}`);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return fail(`--file ${file}: not a readable file`);
  }
  const parsed = parseCatalogFile(file, text);
  if (!parsed.ok) return fail(parsed.error);
  const pictures: Record<string, string> = {};
  for (const { path: at, file: picture } of picturesOf(parsed.catalog)) {
    pictures[picture] ??= readBytes(path.resolve(path.dirname(file), picture), (message) =>
      fail(located(file, parsed.lineOf, at, message)),
    ).toString('base64');
  }
  return { host: values.host, org: values.org, fileName: file, text, pictures };
}

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
  // `invoice list` and `shipment list` are the provider calls of that family (docs/provider-calls.md).
  if ((name === 'invoice' || name === 'shipment') && extra[0] === 'list') {
    if (extra.length > 1) fail(`Unexpected arguments: ${extra.slice(1).join(' ')}\n\n${USAGE}`);
    return {
      kind: 'intents',
      body: validate(OperatorIntentsBodySchema, {
        action: 'list',
        host: values.host,
        failed: values.failed ?? false,
        kind: name,
      }),
    };
  }
  const actions = ACTIONS[name];
  const action = actions ? extra.shift() : undefined;
  if (actions && !actions.includes(action ?? ''))
    fail(`${name} takes one of: ${actions.join(', ')}\n\n${USAGE}`);
  if (extra.length) fail(`Unexpected arguments: ${extra.join(' ')}\n\n${USAGE}`);
  if (name === 'shop')
    return {
      kind: 'shop',
      body: validate(CreateShopBodySchema, {
        org: values.org,
        orgName: values['org-name'],
        name: values.name,
        logo: values.logo && {
          file: values.logo,
          data: readBytes(values.logo, (message) => fail(`--logo ${message}`)).toString('base64'),
        },
        domains: values.domain ?? [],
      }),
    };
  if (name === 'sms')
    return {
      kind: 'sms',
      body: validate(OperatorSmsBodySchema, {
        org: values.org,
        provider: values.provider,
        sender: values.sender,
        credentials: keysFile(values.keys),
      }),
    };
  if (name === 'intents')
    return {
      kind: 'intents',
      body: validate(
        OperatorIntentsBodySchema,
        action === 'retry'
          ? { action, id: amount(values.id) }
          : { action, host: values.host, failed: values.failed ?? false, kind: values.kind },
      ),
    };
  if (!values.host) fail(`--host is required\n\n${USAGE}`);
  if (name === 'order')
    return {
      kind: 'order',
      body: validate(OperatorOrderBodySchema, { host: values.host, orderId: values.id, action: values.to }),
    };
  if (name === 'return')
    return {
      kind: 'return',
      body: validate(OperatorReturnBodySchema, {
        host: values.host,
        orderId: values.id,
        action,
        reason: values.reason,
        restock: !values['no-restock'],
      }),
    };
  if (name === 'ship')
    return {
      kind: 'ship',
      body: validate(OperatorShipBodySchema, {
        host: values.host,
        orderId: values.id,
        weight: amount(values.weight),
      }),
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
  if (name === 'line')
    return {
      kind: 'line',
      body: validate(OperatorLineBodySchema, {
        host: values.host,
        environment: values.environment,
        channelId: values['channel-id'],
        credentials: keysFile(values.keys),
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
  if (name === 'invoice')
    return {
      kind: 'invoice',
      body: validate(OperatorInvoiceBodySchema, {
        host: values.host,
        provider: values.provider,
        environment: values.environment,
        issueAt: values['issue-at'],
        credentials: keysFile(values.keys),
      }),
    };
  if (name === 'domain')
    return {
      kind: 'domain',
      body: validate(DomainBodySchema, {
        host: values.host,
        org: values.org,
        action,
        domain: values.domain?.[0],
      }),
    };
  if (name === 'module')
    return {
      kind: 'module',
      body: validate(ModuleBodySchema, {
        host: values.host,
        org: values.org,
        module: values.module,
        enabled: action === 'on',
      }),
    };
  if (name === 'catalog')
    return { kind: 'catalog', body: validate(ImportCatalogBodySchema, catalogBody(values.file)) };
  if (name === 'stock')
    return {
      kind: 'stock',
      body: validate(StockBodySchema, {
        host: values.host,
        org: values.org,
        product: values.product,
        spec: values.spec ?? [],
        quantity: amount(values.quantity),
      }),
    };
  if (name === 'delivery')
    return {
      kind: 'delivery',
      body: validate(
        DeliveryBodySchema,
        action === 'remove'
          ? { host: values.host, org: values.org, action, name: values.name }
          : {
              host: values.host,
              org: values.org,
              action,
              name: values.name,
              type: values.type,
              chain: values.chain,
              fee: amount(values.fee),
              freeOver: amount(values['free-over']),
              collection: values.collection ?? false,
              enabled: !values.disable,
              branches: values.branch ?? [],
            },
      ),
    };
  if (name === 'payment')
    return {
      kind: 'payment',
      body: validate(PaymentBodySchema, {
        host: values.host,
        org: values.org,
        type: values.type,
        enabled: action === 'on',
        fee: amount(values.fee),
        // An ATM account is given whole or not at all; a part given is checked as the whole.
        account:
          (values['bank-code'] ?? values.account ?? values['account-name'])
            ? { bankCode: values['bank-code'], account: values.account, accountName: values['account-name'] }
            : undefined,
      }),
    };
  if (name === 'limits')
    return {
      kind: 'limits',
      body: validate(LimitsBodySchema, {
        host: values.host,
        org: values.org,
        openOrders: amount(values['open-orders']),
      }),
    };
  if (name === 'stats')
    return {
      kind: 'stats',
      body: validate(StatsBodySchema, { host: values.host, days: amount(values.days) }),
    };
  return fail(`Unknown command: ${name}\n\n${USAGE}`);
}

/** The shop-changing commands, each one action of lib/server/operator. */
async function operatorWrite(db: Db, cmd: Command): Promise<Changed> {
  if (cmd.kind === 'shop') return (await import('@/lib/server/operator/shops')).createShop(db, cmd.body);
  if (cmd.kind === 'domain')
    return (await import('@/lib/server/operator/domains')).changeDomain(db, cmd.body);
  if (cmd.kind === 'module') return (await import('@/lib/server/operator/modules')).setModule(db, cmd.body);
  if (cmd.kind === 'limits') return (await import('@/lib/server/operator/limits')).setLimits(db, cmd.body);
  if (cmd.kind === 'catalog')
    return (await import('@/lib/server/operator/catalogImport')).importCatalog(db, cmd.body);
  if (cmd.kind === 'stock') return (await import('@/lib/server/operator/stock')).setStock(db, cmd.body);
  if (cmd.kind === 'delivery')
    return (await import('@/lib/server/operator/deliveries')).changeDelivery(db, cmd.body);
  if (cmd.kind === 'payment')
    return (await import('@/lib/server/operator/payments')).setPayment(db, cmd.body);
  if (cmd.kind === 'sms') return (await import('@/lib/server/sms/operatorConfig')).configureSms(db, cmd.body);
  if (cmd.kind === 'invoice')
    return (await import('@/lib/server/invoices/operatorConfig')).configureInvoice(db, cmd.body);
  throw new Error(`not an operator write: ${cmd.kind}`);
}

/**
 * Tells the running servers on the same PostgreSQL what changed, so their caches forget it now rather
 * than when their timers run out (lib/server/revalidate).
 */
async function told<R extends Changed>(db: Db, cmd: Command, result: R): Promise<R> {
  const { announce, changeOfShops } = await import('@/lib/server/revalidate/announce');
  // A removed domain is no longer the shop's, yet servers still have its pages and lookup.
  const hosts = cmd.kind === 'domain' ? [cmd.body.domain] : [];
  await announce(db, await changeOfShops(db, result.changedShops, hosts));
  return result;
}

async function viaDatabase(cmd: Command): Promise<unknown> {
  const { closeDb, getDb } = await import('@/lib/server/db/client');
  const db = await getDb();
  try {
    if (cmd.kind === 'order') {
      const { operatorTransition } = await import('@/lib/server/orders/transitions');
      return await told(db, cmd, await operatorTransition(db, cmd.body));
    }
    if (cmd.kind === 'return') {
      const { operatorReturn } = await import('@/lib/server/returns/decide');
      return await told(db, cmd, await operatorReturn(db, cmd.body));
    }
    if (cmd.kind === 'ship') {
      const { shipOrder } = await import('@/lib/server/shipments/ship');
      // No request to read an address from: the provider and the label are given PUBLIC_ORIGIN's.
      return await shipOrder(db, cmd.body, process.env.PUBLIC_ORIGIN?.trim() || values.url);
    }
    if (cmd.kind === 'gateway' || cmd.kind === 'logistics') {
      const config = await import('@/lib/server/payments/operatorConfig');
      return await told(
        db,
        cmd,
        cmd.kind === 'gateway'
          ? await config.configureGateway(db, cmd.body)
          : await config.configureLogistics(db, cmd.body),
      );
    }
    if (cmd.kind === 'line') {
      const { configureLine } = await import('@/lib/server/line/operatorConfig');
      return await told(db, cmd, await configureLine(db, cmd.body));
    }
    if (cmd.kind === 'credit') {
      const { creditMember } = await import('@/lib/server/members/credit');
      return await creditMember(db, cmd.body);
    }
    if (cmd.kind === 'stats') {
      const { homeVisitStats } = await import('@/lib/server/visits/stats');
      return await homeVisitStats(db, cmd.body);
    }
    if (cmd.kind === 'intents') {
      const { operateIntents } = await import('@/lib/server/outbox/operator');
      return await operateIntents(db, cmd.body);
    }
    return await told(db, cmd, await operatorWrite(db, cmd));
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
  console.log(report(cmd, result));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
