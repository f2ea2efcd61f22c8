// @ts-check
// `node scripts/smsPumping.mjs` (a part of `npm run test:reliability`): the SMS-pumping and lock-out
// attempts, replayed against the production server behind one trusted proxy hop (TRUST_PROXY_HOPS=1,
// the suite writing X-Forwarded-For as that proxy) in demo mode, where texts go to the outbox and are
// counted there. The organisation's hourly text budget is the default (200); no proof of work is
// solved by the attacker, which is what a script that pays for nothing does.
//
// 1. 200 code requests for 200 made-up numbers from 10 addresses: at most the addresses' free
//    requests are texted, the rest refused (challenged or 429) without a text; a shopper on a fresh
//    address still gets a code at once, one on an attacking address after solving the challenge.
// 2. The same from 200 addresses of one IPv6 /64: counted as one address.
// 3. Requests for a shopper's phone at organisation A do not keep it from a code at organisation B.
// 4. 200 made-up numbers from 200 addresses: past a quarter of its budget the organisation demands
//    the work from everyone; the flood stops there and a shopper still gets a code.
//
// Env: NEXT_DIST_DIR (default .next-e2e).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ensureBuilt, ensureInstalled } from './lib.mjs';
import { closeConnections, jsonClient } from './reliability/client.mjs';
import { distDir, freshTarget, harness, pool, startApp, suitePort, table } from './reliability/harness.mjs';
import { shopOf } from './reliability/shoppers.mjs';

const h = harness('sms-pumping');
ensureInstalled();
ensureBuilt(distDir);

/** Free code requests per address and hour, and the organisation's share that makes everyone work. */
const FREE_PER_ADDRESS = 3;
const ORG_BUDGET = 200;
const ORG_SHARE = ORG_BUDGET / 4;
/** @type {(string | number)[][]} */
const figures = [];
/**
 * The codes the shoppers received: none may appear in the server's output.
 * @type {string[]}
 */
const codes = [];

/**
 * @typedef {import('./reliability/shoppers.mjs').Shop} Shop
 * @typedef {{ code?: string, challenge?: import('altcha-lib/types').Challenge } | undefined} Refusal
 *   The fields of a refused code request read here.
 * @typedef {{ text: string }[]} Outbox
 */

/**
 * A made-up number per attack and index: 09, the attack's two digits, six of the index.
 * @param {string} attack
 * @param {number} i
 */
const madeUp = (attack, i) => `09${attack}${String(i).padStart(6, '0')}`;

/**
 * @param {string} base
 * @param {Shop} shop
 * @param {{
 *   name: string,
 *   prefix: string,
 *   addressOf: (i: number) => string,
 *   count?: number,
 *   concurrency?: number,
 * }} attack
 */
async function attack(base, shop, { name, prefix, addressOf, count = 200, concurrency = 10 }) {
  const call = jsonClient(base, shop.host);
  const started = performance.now();
  const answers = await pool([...Array(count).keys()], concurrency, (i) =>
    call('POST', `/api-auth/${shop.orgId}/otp`, { phone: madeUp(prefix, i), purpose: 'login' }, null, {
      'x-forwarded-for': addressOf(i),
    }),
  );
  const ms = performance.now() - started;
  const texted = await pool([...Array(count).keys()], concurrency, async (i) => {
    const { body } = await call('GET', `/api-auth/dev/outbox?phone=${madeUp(prefix, i)}`);
    return Array.isArray(body) ? body.length : 0;
  });
  const tally = {
    accepted: answers.filter((a) => a.status === 200).length,
    challenged: answers.filter(
      (a) => a.status === 403 && /** @type {Refusal} */ (a.body)?.code === 'challenge_required',
    ).length,
    limited: answers.filter((a) => a.status === 429).length,
    texts: texted.reduce((a, b) => a + b, 0),
  };
  const other = count - tally.accepted - tally.challenged - tally.limited;
  figures.push([
    name,
    count,
    tally.accepted,
    tally.challenged,
    tally.limited,
    other,
    tally.texts,
    `${ms.toFixed(0)} ms`,
  ]);
  h.check(other === 0, `${name}: every request answered 200, 403 challenge_required or 429 (${other} other)`);
  h.check(tally.texts === tally.accepted, `${name}: texts sent (${tally.texts}) = requests accepted`);
  return tally;
}

/**
 * A shopper asking for a code as the sign-in screen does: solving the challenge if one comes.
 * Answers the final status, whether a challenge came, and the time taken.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} phone
 * @param {string} address
 */
async function shopper(base, shop, phone, address) {
  const call = jsonClient(base, shop.host);
  const from = { 'x-forwarded-for': address };
  const started = performance.now();
  /** @param {string} [proof] */
  const ask = (proof) =>
    call('POST', `/api-auth/${shop.orgId}/otp`, { phone, purpose: 'login', proof }, null, from);
  let reply = await ask();
  const challenged =
    reply.status === 403 && /** @type {Refusal} */ (reply.body)?.code === 'challenge_required';
  if (challenged) {
    const { challenge } = /** @type {Required<NonNullable<Refusal>>} */ (reply.body);
    const solution = await solveChallenge({ challenge, deriveKey });
    reply = await ask(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  const body = /** @type {Outbox} */ ((await call('GET', `/api-auth/dev/outbox?phone=${phone}`)).body);
  codes.push(
    .../** @type {string[]} */ (body.map((text) => /驗證碼為 (\d{6})/.exec(text.text)?.[1]).filter(Boolean)),
  );
  return { status: reply.status, challenged, texts: body.length, ms: performance.now() - started };
}

/**
 * @param {string} label
 * @param {Awaited<ReturnType<typeof shopper>>} result
 * @param {{ challenged: boolean }} expected
 */
function shopperChecks(label, result, { challenged }) {
  h.check(
    result.status === 200 && result.texts === 1 && result.challenged === challenged,
    `${label}: a code (${result.status}, ${result.texts} text, ${result.challenged ? 'challenge solved' : 'no challenge'}, ${result.ms.toFixed(0)} ms)`,
  );
}

h.run(async () => {
  const target = await freshTarget(h, 'pglite', 'sms-pumping');
  const port = await suitePort();
  h.log(`${target.label}: starting the server on port ${port}…`);
  const server = await startApp(h, target, { port, env: { SMS_ORG_HOURLY_LIMIT: String(ORG_BUDGET) } });
  const A = await shopOf(server.base, 'localhost');
  const B = await shopOf(server.base, 'shop2.localhost');
  h.check(A.orgId !== B.orgId, `the demo shops belong to two organisations (${A.orgId}, ${B.orgId})`);

  h.log('1. 200 made-up numbers from 10 addresses');
  const ten = await attack(server.base, A, {
    name: '200 numbers, 10 addresses',
    prefix: '71',
    addressOf: (i) => `198.51.100.${(i % 10) + 1}`,
  });
  h.check(ten.accepted <= 10 * FREE_PER_ADDRESS, `at most ${10 * FREE_PER_ADDRESS} texts (${ten.accepted})`);
  shopperChecks('a shopper on a fresh address', await shopper(server.base, A, '0988000001', '192.0.2.10'), {
    challenged: false,
  });
  shopperChecks(
    'a shopper on an attacking address',
    await shopper(server.base, A, '0988000002', '198.51.100.1'),
    { challenged: true },
  );

  h.log('2. 200 made-up numbers from 200 addresses of one IPv6 /64');
  const v6 = await attack(server.base, A, {
    name: '200 numbers, one IPv6 /64',
    prefix: '72',
    addressOf: (i) => `2001:db8:77:1::${(i + 1).toString(16)}`,
  });
  h.check(v6.accepted <= FREE_PER_ADDRESS, `the /64 counts as one address: ${v6.accepted} texts`);

  h.log("3. requests for a shopper's phone at organisation A, then the shopper at organisation B");
  const victim = '0988000003';
  const callA = jsonClient(server.base, A.host);
  const atA = await pool([...Array(10).keys()], 5, (i) =>
    callA('POST', `/api-auth/${A.orgId}/otp`, { phone: victim, purpose: 'login' }, null, {
      'x-forwarded-for': `203.0.113.${i + 1}`,
    }),
  );
  h.log(`   at A: ${atA.map((a) => a.status).join(' ')}`);
  const atB = await shopper(server.base, B, victim, '192.0.2.20');
  h.check(
    atB.status === 200 && !atB.challenged,
    `the phone asked for 10 times at A still gets a code at B at once (${atB.status}, ${atB.ms.toFixed(0)} ms)`,
  );

  h.log('4. 200 made-up numbers from 200 addresses');
  const spread = await attack(server.base, B, {
    name: '200 numbers, 200 addresses',
    prefix: '73',
    addressOf: (i) => `100.64.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  });
  h.check(
    spread.accepted <= ORG_SHARE + 10,
    `the organisation's texts stop near a quarter of its budget: ${spread.accepted} of ${ORG_BUDGET}`,
  );
  shopperChecks(
    'a shopper after the spread flood',
    await shopper(server.base, B, '0988000004', '192.0.2.30'),
    {
      challenged: true,
    },
  );

  const output = server.log();
  h.check(
    codes.length > 0 && codes.every((code) => !new RegExp(`(?<!\\d)${code}(?!\\d)`).test(output)),
    `none of the shoppers' ${codes.length} codes is in the server's output (${output.length} characters read)`,
  );

  console.log(
    '\n' +
      table(['attack', 'requests', 'texted', 'challenged', '429', 'other', 'outbox texts', 'time'], figures),
  );
  closeConnections();
});
