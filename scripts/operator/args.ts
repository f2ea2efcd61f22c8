// The operator command's line: its options, and the command they name with its input checked
// (scripts/operator.ts runs it).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { CreditBodySchema } from '@/lib/server/members/credit';
import { OperatorOrderBodySchema } from '@/lib/server/orders/transitions';
import { OperatorReturnBodySchema, RETURN_ACTIONS } from '@/lib/server/returns/decide';
import { OperatorShipBodySchema } from '@/lib/server/shipments/ship';
import { OperatorLineBodySchema } from '@/lib/server/line/operatorConfig';
import { OperatorInvoiceBodySchema } from '@/lib/server/invoices/operatorConfig';
import { OperatorGatewayBodySchema } from '@/lib/server/payments/operatorConfig';
import { OperatorLogisticsBodySchema } from '@/lib/server/logistics/operatorConfig';
import { located, parseCatalogFile } from '@/lib/server/catalog/file/parse';
import { picturesOf } from '@/lib/server/catalog/file/schema';
import { ImportCatalogBodySchema } from '@/lib/server/catalog/import';
import { DomainBodySchema } from '@/lib/server/shops/domains';
import { LimitsBodySchema } from '@/lib/server/shops/limits';
import { ModuleBodySchema } from '@/lib/server/shops/moduleSwitch';
import { DeliveryBodySchema } from '@/lib/server/logistics/deliveryOptions';
import { PaymentBodySchema } from '@/lib/server/payments/offline';
import { OperatorSmsBodySchema } from '@/lib/server/sms/operatorConfig';
import { CreateShopBodySchema } from '@/lib/server/shops/create';
import { StockBodySchema } from '@/lib/server/operator/stock';
import { MAX_PICTURE_BYTES, pictureProblem } from '@/lib/server/media/picture';
import { StatsBodySchema } from '@/lib/server/visits/stats';
import { OperatorIntentsBodySchema } from '@/lib/server/operator/intents';
import { OperatorStaffBodySchema, STAFF_COMMANDS } from '@/lib/server/staff/operatorStaff';
import type { Command } from './command';
import { USAGE } from './usage';

/** Prints the message and ends the command with status 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The command line, parsed: its options and its words. */
const parsed = (() => {
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
        'low-stock': { type: 'string' },
        reason: { type: 'string' },
        role: { type: 'string' },
        owner: { type: 'string' },
        'no-restock': { type: 'boolean' },
        url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT || 3000}` },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
})();
export const { values } = parsed;
const { positionals } = parsed;

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
  staff: STAFF_COMMANDS,
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
    const beside = path.resolve(path.dirname(file), picture);
    // None beside the file: the server takes it only if the shop already shows it (a file the
    // console exported names its pictures so), and refuses it at its line otherwise.
    if (picture in pictures || !fs.existsSync(beside)) continue;
    pictures[picture] = readBytes(beside, (message) =>
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

/** The command the line names, its input checked by the schema its service or endpoint uses. */
export function command(): Command {
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
        owner: values.owner,
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
  if (name === 'staff')
    return {
      kind: 'staff',
      body: validate(OperatorStaffBodySchema, {
        host: values.host,
        action,
        phone: values.phone,
        role: values.role,
        name: values.name,
      }),
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
        lowStock: amount(values['low-stock']),
      }),
    };
  if (name === 'stats')
    return {
      kind: 'stats',
      body: validate(StatsBodySchema, { host: values.host, days: amount(values.days) }),
    };
  return fail(`Unknown command: ${name}\n\n${USAGE}`);
}
