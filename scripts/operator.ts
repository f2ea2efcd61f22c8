/**
 * `npm run operator -- order --host localhost --id 12 --to shipped`
 * `npm run operator -- credit --host localhost --phone 0912345678 [--wallet 500] [--external 300] [--cashback 200]`
 * `npm run operator -- gateway --host localhost --type newebpay --provider newebpay --environment production --keys keys.json`
 * `npm run operator -- logistics --host localhost --provider ecpay --environment production --keys ecpay.json`
 * `npm run operator -- shop create --org tea-house --org-name 山茶有限公司 --name 山茶小舖 --logo logo.svg --domain tea.localhost`
 * `npm run operator -- domain add|remove --host tea.localhost --domain tea.example.com`
 * `npm run operator -- module on|off --host tea.localhost --module ecommerce`
 * `npm run operator -- catalog import --host tea.localhost --file examples/catalog/tea-shop.json`
 * `npm run operator -- stock set --host tea.localhost --product p-dongding --spec 75g --spec 罐裝 --quantity 30`
 * `npm run operator -- delivery set --host tea.localhost --name 宅配到府 --type home --fee 100 --free-over 1500 --collection`
 * `npm run operator -- delivery remove --host tea.localhost --name 宅配到府`
 * `npm run operator -- payment on|off --host tea.localhost --type COD|atm`
 *
 * What a shop does until it has a console: move an order (paid, shipped, completed, cancelled) and add
 * stored value or cashback to a member; open a shop, give it domains, switch its modules, import its
 * catalog, set its stock, give it its deliveries and switch cash on delivery or ATM transfers on or
 * off (a new shop has neither, so it cannot take an order before). With DATABASE_URL the shop API's
 * own services run here against PostgreSQL. The embedded database belongs to the running server
 * alone, so then the server's operator endpoints are asked, with the secret it keeps in DATA_DIR (as
 * `npm run member` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { ORDER_STATUS_LABELS } from '@/lib/order/labels';
import type { Order } from '@/lib/api/contract';
import { OPERATOR_SECRET_FILE } from '@/lib/server/auth/operator';
import type { Db } from '@/lib/server/db/client';
import { dataDir } from '@/lib/server/db/location';
import { HttpError } from '@/lib/server/http/errors';
import { CreditBodySchema, type Balances } from '@/lib/server/members/credit';
import { ORDER_ACTIONS } from '@/lib/server/orders/lifecycle';
import { OperatorOrderBodySchema } from '@/lib/server/orders/transitions';
import { OperatorGatewayBodySchema, OperatorLogisticsBodySchema } from '@/lib/server/payments/operatorConfig';
import { located, parseCatalogFile } from '@/lib/server/operator/catalogFile/parse';
import { picturesOf } from '@/lib/server/operator/catalogFile/schema';
import { ImportCatalogBodySchema, type ImportResult } from '@/lib/server/operator/catalogImport';
import { DomainBodySchema } from '@/lib/server/operator/domains';
import { ModuleBodySchema, SHOP_MODULES } from '@/lib/server/operator/modules';
import { CVS_CHAINS, DeliveryBodySchema, type DeliveryResult } from '@/lib/server/operator/deliveries';
import { OFFLINE_SWITCHABLE, PaymentBodySchema } from '@/lib/server/operator/payments';
import { CreateShopBodySchema } from '@/lib/server/operator/shops';
import { StockBodySchema } from '@/lib/server/operator/stock';
import type { Changed } from '@/lib/server/operator/target';
import { MAX_PICTURE_BYTES, pictureProblem } from '@/lib/server/media/picture';

const USAGE = `Usage:
  npm run operator -- order  --host localhost --id 2026112300000012 --to ${ORDER_ACTIONS.join('|')}
  npm run operator -- credit --host localhost --phone 0912345678 [--wallet 500] [--external 300] [--cashback 200]
  npm run operator -- gateway --host localhost --type newebpay --provider newebpay --environment production --keys keys.json
  npm run operator -- logistics --host localhost --provider ecpay --environment production --keys ecpay.json
  npm run operator -- shop create --org tea-house --org-name 山茶有限公司 --name 山茶小舖 --logo logo.svg --domain tea.localhost
  npm run operator -- domain add|remove --host tea.localhost --domain tea.example.com
  npm run operator -- module on|off --host tea.localhost --module ecommerce
  npm run operator -- catalog import --host tea.localhost --file examples/catalog/tea-shop.json
  npm run operator -- stock set --host tea.localhost --product p-dongding --spec 75g --spec 罐裝 --quantity 30
  npm run operator -- delivery set --host tea.localhost --name 宅配到府 --type home --fee 100 --free-over 1500 --collection
  npm run operator -- delivery set --host tea.localhost --name "7-11 取貨" --type cvs --chain UNIMART --fee 60
  npm run operator -- delivery set --host tea.localhost --name 門市自取 --type store --fee 0 --branch "信義門市|台北市信義區松高路 11 號|10:00-21:00"
  npm run operator -- delivery remove --host tea.localhost --name "7-11 取貨"
  npm run operator -- payment on --host tea.localhost --type COD

  order   moves an order (--id: its 16-digit order number, or its id) of the shop behind the host: paid (an ATM transfer arrived), shipped,
          completed (a cash-on-delivery order is paid then), cancelled (gives back stock, wallets,
          cashback and the promo code; takes back the cashback it earned)
  gateway    takes a payment type (newebpay, linepay, jkos, pchomepay, Ibon) through a gateway:
             --provider sandbox (our own, no money moves) or newebpay|ecpay|linepay|jkos|pchomepay with
             --keys FILE (a JSON object of the provider's keys, see the README), --environment test|production,
             --disable to switch the type off
  logistics  where convenience stores are picked: --provider sandbox, or ecpay with --keys FILE
  shop create --org KEY [--org-name NAME] --name NAME [--logo FILE] --domain HOST [--domain HOST …]
             opens a shop in the organisation KEY (made when new: then --org-name is needed) and
             prints its id and domains
  domain add|remove --host HOST --domain HOST
             another host name for the shop, or one less (never its last)
  module on|off --host HOST --module ${SHOP_MODULES.join('|')}
  catalog import --host HOST --file catalog.json
             imports categories, activities, products, specs, stocks and pictures (paths relative to
             the file); all or nothing; importing again updates the objects by their key
  stock set --host HOST --product KEY_OR_NANOID [--spec VALUE [--spec VALUE]] --quantity N
             the stock of one spec combination (values in level order)
  delivery set --host HOST --name NAME --type home|cvs|store [--chain ${CVS_CHAINS.join('|')}] --fee N
             [--free-over N] [--collection] [--disable] [--branch "名稱|地址|10:00-21:00" …]
             adds the delivery of that name, or makes the one of that name exactly this (a flag left
             out is its default: no free-shipping threshold, no cash on delivery, enabled). cvs takes
             --chain, store takes one --branch or more (they replace its branches); amounts in TWD;
             --collection offers cash on delivery with it
  delivery remove --host HOST --name NAME
             deletes a delivery no order has used; a used one is switched off with set … --disable
  payment on|off --host HOST --type ${OFFLINE_SWITCHABLE.join('|')} [--fee N]
             cash on delivery or an ATM transfer, --fee a surcharge per order (kept when left out);
             online types are switched with gateway
  --org KEY  with domain, module, catalog, stock, delivery and payment: refuse unless the shop belongs
             to organisation KEY
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
  | { kind: 'logistics'; body: z.output<typeof OperatorLogisticsBodySchema> }
  | { kind: 'shop'; body: z.output<typeof CreateShopBodySchema> }
  | { kind: 'domain'; body: z.output<typeof DomainBodySchema> }
  | { kind: 'module'; body: z.output<typeof ModuleBodySchema> }
  | { kind: 'catalog'; body: z.output<typeof ImportCatalogBodySchema> }
  | { kind: 'stock'; body: z.output<typeof StockBodySchema> }
  | { kind: 'delivery'; body: z.output<typeof DeliveryBodySchema> }
  | { kind: 'payment'; body: z.output<typeof PaymentBodySchema> };

/** The commands written as two words, with the second words each takes. */
const ACTIONS: Record<string, readonly string[]> = {
  shop: ['create'],
  domain: ['add', 'remove'],
  module: ['on', 'off'],
  catalog: ['import'],
  stock: ['set'],
  delivery: ['set', 'remove'],
  payment: ['on', 'off'],
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
      }),
    };
  return fail(`Unknown command: ${name}\n\n${USAGE}`);
}

/** The shop-changing commands, each one action of lib/server/operator. */
async function operatorWrite(db: Db, cmd: Command): Promise<Changed> {
  if (cmd.kind === 'shop') return (await import('@/lib/server/operator/shops')).createShop(db, cmd.body);
  if (cmd.kind === 'domain')
    return (await import('@/lib/server/operator/domains')).changeDomain(db, cmd.body);
  if (cmd.kind === 'module') return (await import('@/lib/server/operator/modules')).setModule(db, cmd.body);
  if (cmd.kind === 'catalog')
    return (await import('@/lib/server/operator/catalogImport')).importCatalog(db, cmd.body);
  if (cmd.kind === 'stock') return (await import('@/lib/server/operator/stock')).setStock(db, cmd.body);
  if (cmd.kind === 'delivery')
    return (await import('@/lib/server/operator/deliveries')).changeDelivery(db, cmd.body);
  if (cmd.kind === 'payment')
    return (await import('@/lib/server/operator/payments')).setPayment(db, cmd.body);
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
  const db = await getDb({ autoSeed: false });
  try {
    if (cmd.kind === 'order') {
      const { operatorTransition } = await import('@/lib/server/orders/transitions');
      return await told(db, cmd, await operatorTransition(db, cmd.body));
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
    if (cmd.kind === 'credit') {
      const { creditMember } = await import('@/lib/server/members/credit');
      return await creditMember(db, cmd.body);
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
  if (cmd.kind === 'order') {
    const order = result as Order;
    console.log(
      `Order ${order.id} (${order.orderNo}) of ${cmd.body.host}: ${order.status} ${ORDER_STATUS_LABELS[order.status]}` +
        (order.paidAt ? `, paid at ${order.paidAt}` : ', not paid'),
    );
  } else if (cmd.kind === 'gateway' || cmd.kind === 'logistics') {
    // The keys are never printed: only what was switched.
    const { changedShops: _, ...switched } = result as Changed;
    console.log(`${cmd.body.host}: ${JSON.stringify(switched)}`);
  } else if (cmd.kind === 'credit') {
    const b = result as Balances;
    console.log(
      `Member ${cmd.body.phone} of ${cmd.body.host}: 購物金 ${b.wallet}, 外部錢包 ${b.external}, 回饋金 ${b.cashback}`,
    );
  } else console.log(report(cmd, result));
}

function report(cmd: Command, result: unknown): string {
  if (cmd.kind === 'shop') {
    const r = result as { shopId: number; orgCreated: boolean; domains: string[] };
    return (
      `Shop ${r.shopId} ${cmd.body.name} (organisation ${cmd.body.org}${r.orgCreated ? ', new' : ''})\n` +
      `Domains: ${r.domains.join(', ')}\n` +
      r.domains.map((d) => `  http://${d}:${process.env.PORT || 3000}/`).join('\n') +
      // A new shop has neither yet, and shoppers cannot check out without them (see the README).
      '\nNo delivery or payment yet: add them with `delivery set` and `payment on` (or `gateway`)'
    );
  }
  if (cmd.kind === 'delivery') return deliveryReport(cmd.body.host, result as DeliveryResult);
  if (cmd.kind === 'payment') {
    const r = result as { type: string; enabled: boolean; fee: number; gaps: string[] };
    return (
      `${cmd.body.host}: payment ${r.type} ${r.enabled ? 'on' : 'off'}${r.fee ? `, fee NT$${r.fee}` : ''}` +
      gapsReport(r.gaps)
    );
  }
  if (cmd.kind === 'domain')
    return `Domains of the shop: ${(result as { domains: string[] }).domains.join(', ')}`;
  if (cmd.kind === 'module') return `${cmd.body.host}: ${cmd.body.module} ${cmd.body.enabled ? 'on' : 'off'}`;
  if (cmd.kind === 'stock') {
    const r = result as { product: string; spec: string[]; quantity: number };
    return `${r.product}${r.spec.length ? ` ${r.spec.join('/')}` : ''}: stock ${r.quantity}`;
  }
  const r = result as ImportResult;
  const counts = (c: ImportResult['created']) =>
    `${c.categoryGroups} category groups, ${c.categories} categories, ${c.activities} activities, ` +
    `${c.products} products, ${c.stocks} stocks`;
  return (
    `Imported ${cmd.kind === 'catalog' ? cmd.body.fileName : ''} into shop ${r.shopId}\n` +
    `  created: ${counts(r.created)}\n  updated: ${counts(r.updated)}` +
    (r.removedStocks ? `\n  taken off sale: ${r.removedStocks} stocks no longer in the file` : '')
  );
}

function deliveryReport(host: string, r: DeliveryResult): string {
  if (r.outcome === 'removed') return `${host}: delivery ${r.delivery.name} removed` + gapsReport(r.gaps);
  const d = r.delivery as Extract<DeliveryResult['delivery'], { id: number }>;
  const details = [
    d.chain ? `${d.type} ${d.chain}` : d.type,
    `fee NT$${d.fee}`,
    d.freeOver === null ? 'never free' : `free from NT$${d.freeOver}`,
    d.collection ? 'cash on delivery' : 'no cash on delivery',
    d.enabled ? 'enabled' : 'disabled',
    ...(d.branches.length ? [`branches ${d.branches.join('、')}`] : []),
  ];
  return `${host}: delivery ${d.name} ${r.outcome} (${details.join(', ')})` + gapsReport(r.gaps);
}

/** What still keeps shoppers from checking out, after the change. */
const gapsReport = (gaps: string[]) =>
  gaps.length ? `\nStill missing for shoppers to check out:\n${gaps.map((g) => `  - ${g}`).join('\n')}` : '';

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
