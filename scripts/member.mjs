// @ts-check
// `npm run member -- --host localhost --phone 0912345678 [--url http://127.0.0.1:3000]`
//
// Creates (or finds) a member of the shop behind the host and prints a member token as the last line,
// for support and load tests. With DATABASE_URL it writes to PostgreSQL directly, as the shop API
// would (lib/server/members/memberTokens.ts). The embedded database belongs to the running server
// alone, so then the server's operator endpoint is asked, with the secret it keeps in DATA_DIR.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

/** Same lifetime as lib/server/auth/tokens.ts gives a member token. */
const MEMBER_TOKEN_TTL_MS = 30 * 24 * 3600_000;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    phone: { type: 'string' },
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT || 3000}` },
  },
});
const host = values.host?.trim().toLowerCase().replace(/:\d+$/, '');
const phone = values.phone?.replace(/[\s-]/g, '');
if (!host || !phone)
  fail('Usage: npm run member -- --host localhost --phone 0912345678 [--url http://127.0.0.1:3000]');
if (!/^09\d{8}$/.test(phone)) fail(`Not a Taiwan mobile number (09 and 8 digits): ${values.phone}`);

/** @param {string} url */
async function viaPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const shop = await client.query(
      'SELECT s.id, s.org_id FROM shop_domains d JOIN shops s ON s.id = d.shop_id WHERE d.domain = $1',
      [host],
    );
    if (!shop.rows.length) fail(`No shop answers on ${host}.`);
    const { id: shopId, org_id: orgId } = /** @type {{ id: number, org_id: number }} */ (shop.rows[0]);
    await client.query('INSERT INTO users (org_id, phone) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      orgId,
      phone,
    ]);
    const user = await client.query('SELECT id FROM users WHERE org_id = $1 AND phone = $2', [orgId, phone]);
    const userId = /** @type {{ id: number }} */ (user.rows[0]).id;
    await client.query(
      'INSERT INTO members (org_id, shop_id, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [orgId, shopId, userId],
    );
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await client.query(
      `INSERT INTO auth_tokens (token_hash, kind, org_id, shop_id, user_id, expires_at, created_at)
       VALUES ($1, 'member', $2, $3, $4, $5, $6)`,
      [
        createHash('sha256').update(token).digest('hex'),
        orgId,
        shopId,
        userId,
        new Date(now.getTime() + MEMBER_TOKEN_TTL_MS),
        now,
      ],
    );
    await client.query('COMMIT');
    return token;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    if (/** @type {{ code?: string }} */ (error).code === '42P01')
      fail('The member tables do not exist yet: start the server once so it migrates.');
    throw error;
  } finally {
    await client.end();
  }
}

const secretFile = path.resolve(root, process.env.DATA_DIR || '.data', 'operator.secret');
const readSecret = () => process.env.OPERATOR_SECRET || fs.readFileSync(secretFile, 'utf8').trim();

/**
 * @param {string} base
 * @param {string | null} secret
 */
async function callOperator(base, secret) {
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json' };
  if (secret) headers['x-operator-secret'] = secret;
  let response;
  try {
    response = await fetch(`${base}/api-auth/operator/memberToken`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ host, phone }),
    });
  } catch {
    fail(
      `No server answers at ${base}. The embedded database may only be opened by the server that owns it:\n` +
        'start it (npm run demo), or pass --url, or set DATABASE_URL to use PostgreSQL.',
    );
  }
  /** @type {{ memberToken?: unknown, msg?: string }} */
  const body = await response.json().catch(() => ({}));
  return { status: response.status, body };
}

/** @param {string} base */
async function viaServer(base) {
  let secret = null;
  try {
    secret = readSecret();
  } catch {
    // The server writes its secret the first time the operator call is made: ask once without it.
    await callOperator(base, null);
    try {
      secret = readSecret();
    } catch {
      fail(`The server at ${base} keeps no secret in ${secretFile}: is it using another DATA_DIR?`);
    }
  }
  const { status, body } = await callOperator(base, secret);
  if (status !== 200 || typeof body.memberToken !== 'string')
    fail(`${status}: ${body.msg ?? 'unexpected answer'}`);
  return body.memberToken;
}

const token = process.env.DATABASE_URL
  ? await viaPostgres(process.env.DATABASE_URL)
  : await viaServer(values.url.replace(/\/$/, ''));
console.log(`Member of ${host} with phone ${phone}; member token (30 days):`);
console.log(token);
