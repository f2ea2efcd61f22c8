/** @jest-environment node */
import { and, eq, inArray } from 'drizzle-orm';
import { POST as intentsRoute } from '@/app/api-auth/operator/intents/route';
import type { Order } from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb } from '@/lib/server/db/client';
import { orders, providerIntents } from '@/lib/server/db/schema';
import { MAX_ATTEMPTS, retryDelayMs } from '@/lib/server/outbox/backoff';
import { abandoned, claimable, LEASE_MS } from '@/lib/server/outbox/claim';
import { enqueueIntent, type NewIntent } from '@/lib/server/outbox/enqueue';
import { type IntentCall, IntentError, type IntentHandler } from '@/lib/server/outbox/handler';
import { startIntentLoop } from '@/lib/server/outbox/loop';
import type { IntentsAnswer } from '@/lib/server/operator/intents';
import { runIntentsOnce, type WorkerOptions } from '@/lib/server/outbox/worker';
import { CLAIM_CASES, now as casesNow } from '@/lib/server/testing/intentClaimCases';
import { advance, post, useTestClock } from './authHelpers';
import { operatorServer } from './operatorCli';
import { OPERATOR_SECRET, operatorHeaders } from './operatorHelpers';
import { db, ids, newOrder, realNow, setUpPayments, shopper } from './paymentHelpers';

/**
 * The provider-intent outbox through its own services, with fake providers: what is written with an
 * order change, how workers claim and send, what survives a worker dying, and the operator's view.
 */
let order: Order;
let shopId: number;
/** The worker's JSON lines (console.info for done, console.warn for the rest). */
let lines: Record<string, unknown>[];

const collect = (line: unknown) => {
  try {
    const parsed = JSON.parse(String(line)) as Record<string, unknown>;
    if (parsed.scope === 'intent') lines.push(parsed);
  } catch {
    // Not a worker line.
  }
};

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  await setUpPayments();
  order = await newOrder(await shopper(), 'COD');
  shopId = Number(ids.s1);
  jest.spyOn(console, 'info').mockImplementation(collect);
  jest.mocked(console.warn).mockImplementation(collect);
}, 60_000);

beforeEach(async () => {
  lines = [];
  useTestClock();
  await db.delete(providerIntents);
});

afterAll(async () => {
  clock.now = realNow;
  await closeDb();
});

const intent = (key: string, over: Partial<NewIntent> = {}): NewIntent => ({
  shopId,
  orderId: order.id,
  kind: 'invoice.issue',
  key,
  payload: { amount: 100 },
  ...over,
});

const rowOf = async (id: number) =>
  (await db.select().from(providerIntents).where(eq(providerIntents.id, id)))[0]!;

const worker = (handler: IntentHandler, over: Partial<WorkerOptions> = {}): WorkerOptions => ({
  handlers: { 'invoice.issue': handler },
  owner: 'worker-a',
  random: () => 0,
  ...over,
});

/** A promise and the functions that settle it, to hold a call open while the test moves on. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

/**
 * A provider that dedupes by key, as ECPay does on RelateNumber and MerchantTradeNo: a second issue
 * with a key it has seen is refused, and the first one's document can be asked for.
 */
class FakeProvider {
  readonly issued = new Map<string, { number: string }>();
  issue(key: string) {
    if (this.issued.has(key)) throw new IntentError('transient', 'duplicate', 'key already used');
    const invoice = { number: `AB${String(10_000_000 + this.issued.size)}` };
    this.issued.set(key, invoice);
    return invoice;
  }
  find(key: string) {
    return this.issued.get(key) ?? null;
  }
}

/** The two ways the contract allows a handler to be idempotent. */
const HANDLER_STYLES: [string, (p: FakeProvider) => (call: IntentCall) => Promise<{ number: string }>][] = [
  [
    'asks first on a retry',
    (p) =>
      async ({ key, attempt }) =>
        (attempt > 1 && p.find(key)) || p.issue(key),
  ],
  [
    'relies on the provider refusing the key, then asks',
    (p) =>
      async ({ key }) => {
        try {
          return p.issue(key);
        } catch (error) {
          const earlier = error instanceof IntentError && error.code === 'duplicate' ? p.find(key) : null;
          if (earlier) return earlier;
          throw error;
        }
      },
  ],
];

describe('enqueueIntent', () => {
  test('is written with the order change or not at all', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.update(orders).set({ note: '改了' }).where(eq(orders.id, order.id));
        await enqueueIntent(tx, intent('R1'));
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    expect(await db.select().from(providerIntents)).toEqual([]);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.note).not.toBe('改了');

    const { id } = await db.transaction(async (tx) => {
      await tx.update(orders).set({ note: '改了' }).where(eq(orders.id, order.id));
      return enqueueIntent(tx, intent('R1'));
    });
    expect(await rowOf(id)).toMatchObject({
      shopId,
      orderId: order.id,
      kind: 'invoice.issue',
      key: 'R1',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: clock.now(),
      claimOwner: null,
      result: null,
    });
  });

  test('the same key twice for a shop and kind is one intent; the first payload stands', async () => {
    const first = await enqueueIntent(db, intent('R2'));
    const again = await enqueueIntent(db, intent('R2', { payload: { amount: 999 } }));
    const otherKind = await enqueueIntent(db, intent('R2', { kind: 'invoice.void' }));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(otherKind.created).toBe(true);
    expect((await rowOf(first.id)).payload).toEqual({ amount: 100 });
    expect(await db.select().from(providerIntents)).toHaveLength(2);
  });

  test.each([
    ['an empty key', () => intent('')],
    ['a key with a space', () => intent('R 1')],
    ['an unknown kind', () => intent('R3', { kind: 'invoice.print' as never })],
  ])('refuses %s', async (_, bad) => {
    await expect(enqueueIntent(db, bad())).rejects.toThrow();
  });
});

test('the SQL claim conditions decide as the claim rule does', async () => {
  clock.now = () => casesNow;
  const inserted = new Map<number, string>();
  for (const [name, state] of CLAIM_CASES) {
    const [row] = await db
      .insert(providerIntents)
      .values({ ...intent(name.replace(/\W+/g, '-')), ...state, createdAt: casesNow, updatedAt: casesNow })
      .returning({ id: providerIntents.id });
    inserted.set(row!.id, name);
  }
  const names = async (condition: ReturnType<typeof claimable>) =>
    (
      await db
        .select({ id: providerIntents.id })
        .from(providerIntents)
        .where(and(inArray(providerIntents.id, [...inserted.keys()]), condition))
    )
      .map((r) => inserted.get(r.id))
      .sort();
  const expected = (decision: string) =>
    CLAIM_CASES.filter((c) => c[2] === decision)
      .map((c) => c[0])
      .sort();
  expect(await names(claimable(casesNow))).toEqual(expected('claim'));
  expect(await names(abandoned(casesNow))).toEqual(expected('give-up'));
});

test('two workers racing on the same intents never send one twice', async () => {
  const keys = Array.from({ length: 30 }, (_, i) => `RACE${i}`);
  for (const key of keys) await enqueueIntent(db, intent(key));
  const calls = new Map<string, string[]>();
  const handlerOf = (owner: string): IntentHandler => ({
    send: async ({ key }) => {
      calls.set(key, [...(calls.get(key) ?? []), owner]);
      await new Promise((r) => setTimeout(r, Math.random() * 5));
      return { by: owner };
    },
  });
  const run = (owner: string) =>
    runIntentsOnce(db, worker(handlerOf(owner), { owner, limit: keys.length, concurrency: 3 }));
  const [a, b] = await Promise.all([run('worker-a'), run('worker-b')]);

  expect([...calls.keys()].sort()).toEqual([...keys].sort());
  expect([...calls.values()].filter((owners) => owners.length !== 1)).toEqual([]);
  expect(a.done + b.done).toBe(keys.length);
  expect(Math.min(a.done, b.done)).toBeGreaterThan(0);
  const rows = await db.select().from(providerIntents);
  expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  // Each row's result is the answer of the one worker that sent it.
  for (const r of rows) expect(r.result).toEqual({ by: calls.get(r.key)![0] });
});

test('a failing call is tried again with a growing wait, then given up', async () => {
  const { id } = await enqueueIntent(db, intent('FLAKY'));
  let calls = 0;
  const failing = worker({
    send: async () => {
      calls += 1;
      throw new Error('connect ECONNREFUSED 10.0.0.1 with HashKey=secret');
    },
  });
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
    expect(await runIntentsOnce(db, failing)).toMatchObject({ retry: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: attempt,
      claimOwner: null,
      lastError: 'unexpected: Error',
    });
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(retryDelayMs(attempt, 0));
    // Not due yet: nothing is sent.
    advance(retryDelayMs(attempt, 0) - 1);
    expect(await runIntentsOnce(db, failing)).toMatchObject({ retry: 0, done: 0 });
    advance(1);
  }
  expect(await runIntentsOnce(db, failing)).toMatchObject({ failed: 1 });
  expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  advance(24 * 3600_000);
  await runIntentsOnce(db, failing);
  expect(calls).toBe(MAX_ATTEMPTS);
  expect(lines.map((l) => l.outcome)).toEqual([...Array(MAX_ATTEMPTS - 1).fill('retry'), 'failed']);
  // The error's text (which may quote a key) is neither kept nor logged.
  expect(JSON.stringify(lines) + JSON.stringify(await rowOf(id))).not.toMatch(/secret|ECONNREFUSED/);
});

test('a permanent failure is not tried again; a call past its time is', async () => {
  const refused = await enqueueIntent(db, intent('REFUSED'));
  await runIntentsOnce(
    db,
    worker({
      send: async () => {
        throw new IntentError('permanent', 'invalid-tax-id', '統一編號不正確');
      },
    }),
  );
  expect(await rowOf(refused.id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    lastError: 'invalid-tax-id: 統一編號不正確',
  });

  const slow = await enqueueIntent(db, intent('SLOW'));
  let aborted = false;
  const summary = await runIntentsOnce(
    db,
    worker(
      {
        send: ({ signal }) => new Promise(() => signal.addEventListener('abort', () => (aborted = true))),
      },
      { callTimeoutMs: 20 },
    ),
  );
  expect(summary).toMatchObject({ retry: 1 });
  expect(aborted).toBe(true);
  expect(await rowOf(slow.id)).toMatchObject({
    status: 'pending',
    lastError: 'timeout: no answer within 0.02 s',
  });
});

test('a lease that ran out is taken over, and the old worker’s late answer is refused', async () => {
  const { id } = await enqueueIntent(db, intent('STALE'));
  const held = deferred<Record<string, unknown>>();
  let calledA = false;
  const slowA = runIntentsOnce(
    db,
    worker({
      send: () => {
        calledA = true;
        return held.promise;
      },
    }),
  );
  await until(() => calledA);
  // Still held: another worker leaves it alone.
  const early = await runIntentsOnce(db, worker({ send: async () => ({ by: 'b' }) }, { owner: 'worker-b' }));
  expect(early).toMatchObject({ done: 0 });

  advance(LEASE_MS);
  const b = await runIntentsOnce(db, worker({ send: async () => ({ by: 'b' }) }, { owner: 'worker-b' }));
  expect(b).toMatchObject({ done: 1 });
  held.resolve({ by: 'a' });
  expect(await slowA).toMatchObject({ lost: 1, done: 0 });
  expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2, result: { by: 'b' } });
  expect(lines.map((l) => l.outcome)).toEqual(['done', 'lost']);
});

test.each(HANDLER_STYLES)(
  'a worker dying between the provider’s answer and our write: one effect after the retry (%s)',
  async (_, style) => {
    const provider = new FakeProvider();
    const send = style(provider);
    const { id } = await enqueueIntent(db, intent('CRASH'));
    const dying = deferred<Record<string, unknown>>();
    let answered = false;
    // The first worker gets the provider's answer, then stops before writing it, as if killed.
    const dead = runIntentsOnce(
      db,
      worker({
        send: async (call) => {
          await send(call);
          answered = true;
          return dying.promise;
        },
      }),
    );
    await until(() => answered);
    expect(provider.issued.size).toBe(1);

    advance(LEASE_MS);
    expect(await runIntentsOnce(db, worker({ send }, { owner: 'restarted' }))).toMatchObject({ done: 1 });
    expect(provider.issued.size).toBe(1);
    expect((await rowOf(id)).result).toEqual(provider.find('CRASH'));
    // Nothing is due any more: further passes send nothing.
    advance(LEASE_MS);
    await runIntentsOnce(db, worker({ send }, { owner: 'restarted' }));
    expect(provider.issued.size).toBe(1);
    // Were it to wake up, its write would find its claim gone.
    dying.resolve({ number: 'late' });
    expect(await dead).toMatchObject({ lost: 1 });
    expect((await rowOf(id)).result).toEqual(provider.find('CRASH'));
  },
);

test('an intent whose last allowed attempt never answered is given up', async () => {
  const { id } = await enqueueIntent(db, intent('HANGS'));
  await db
    .update(providerIntents)
    .set({ status: 'sending', attempts: MAX_ATTEMPTS, claimOwner: 'gone', claimExpiresAt: clock.now() })
    .where(eq(providerIntents.id, id));
  let calls = 0;
  const summary = await runIntentsOnce(db, worker({ send: async () => ({ calls: ++calls }) }));
  expect(summary).toMatchObject({ abandoned: 1, done: 0 });
  expect(calls).toBe(0);
  expect(await rowOf(id)).toMatchObject({
    status: 'failed',
    claimOwner: null,
    lastError: expect.stringMatching(/^no-answer/),
  });
});

test('settle writes with done or not at all', async () => {
  const { id } = await enqueueIntent(db, intent('SETTLE'));
  let fail = true;
  const settling = worker({
    send: async () => ({ number: 'AB12345678' }),
    settle: async (tx, row, result) => {
      await tx
        .update(orders)
        .set({ note: `發票 ${String(result.number)}` })
        .where(eq(orders.id, row.orderId!));
      if (fail) throw new Error('settle failed');
    },
  });
  expect(await runIntentsOnce(db, settling)).toMatchObject({ retry: 1 });
  expect(await rowOf(id)).toMatchObject({ status: 'pending', result: null });
  expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.note).not.toBe(
    '發票 AB12345678',
  );

  fail = false;
  advance(retryDelayMs(1, 0));
  expect(await runIntentsOnce(db, settling)).toMatchObject({ done: 1 });
  expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.note).toBe('發票 AB12345678');
});

test('one log line per call: which intent, which try, how it ended; no payload, no key', async () => {
  const { id } = await enqueueIntent(db, intent('SECRETKEY1', { payload: { buyerEmail: 'a@example.com' } }));
  await runIntentsOnce(db, worker({ send: async () => ({}) }));
  expect(lines).toEqual([
    {
      scope: 'intent',
      kind: 'invoice.issue',
      id,
      shopId,
      orderId: order.id,
      attempt: 1,
      outcome: 'done',
      ms: expect.any(Number),
    },
  ]);
  expect(JSON.stringify(lines)).not.toMatch(/SECRETKEY1|example\.com/);
});

test('kinds without a handler wait; the process loop sends the others and stops cleanly', async () => {
  const shipment = await enqueueIntent(db, intent('SHIP1', { kind: 'shipment.create' }));
  const invoice = await enqueueIntent(db, intent('INV1'));
  expect(startIntentLoop({}, 0.01)).toBeNull();
  expect(startIntentLoop({ 'invoice.issue': { send: async () => ({}) } }, 0)).toBeNull();
  const loop = startIntentLoop({ 'invoice.issue': { send: async () => ({ ok: true }) } }, 0.01)!;
  for (let i = 0; i < 200 && (await rowOf(invoice.id)).status !== 'done'; i++)
    await new Promise((r) => setTimeout(r, 10));
  await loop.stop();
  expect((await rowOf(invoice.id)).status).toBe('done');
  expect((await rowOf(shipment.id)).status).toBe('pending');
});

describe('operator', () => {
  const ask = (body: unknown) =>
    post<IntentsAnswer & { msg?: string }>(intentsRoute, {}, body, operatorHeaders);

  test('lists intents newest first, filtered; retries a failed one with a full set of attempts', async () => {
    const failed = await enqueueIntent(db, intent('LIST1'));
    const done = await enqueueIntent(db, intent('LIST2', { kind: 'invoice.void' }));
    const shipment = await enqueueIntent(db, intent('LIST3', { kind: 'shipment.create', orderId: null }));
    await db
      .update(providerIntents)
      .set({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'unexpected: Error' })
      .where(eq(providerIntents.id, failed.id));
    await db
      .update(providerIntents)
      .set({ status: 'done', attempts: 1 })
      .where(eq(providerIntents.id, done.id));

    const list = async (body: object) => {
      const reply = await ask({ action: 'list', ...body });
      expect(reply.status).toBe(200);
      return (reply.body as Extract<IntentsAnswer, { action: 'list' }>).intents.map((i) => i.key);
    };
    expect(await list({})).toEqual(['LIST3', 'LIST2', 'LIST1']);
    expect(await list({ failed: true })).toEqual(['LIST1']);
    expect(await list({ kind: 'invoice' })).toEqual(['LIST2', 'LIST1']);
    expect(await list({ kind: 'shipment.create' })).toEqual(['LIST3']);
    expect(await list({ host: 'localhost', kind: 'invoice.issue' })).toEqual(['LIST1']);
    expect(await list({ host: 'shop2.localhost' })).toEqual([]);
    const [line] = (
      (await ask({ action: 'list', failed: true })).body as Extract<IntentsAnswer, { action: 'list' }>
    ).intents;
    expect(line).toEqual({
      id: failed.id,
      shopId,
      shop: expect.any(String),
      orderNo: order.orderNo,
      kind: 'invoice.issue',
      key: 'LIST1',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: expect.any(String),
      lastError: 'unexpected: Error',
      updatedAt: expect.any(String),
    });

    advance(60_000);
    const retried = await ask({ action: 'retry', id: failed.id });
    expect(retried.status).toBe(200);
    expect(await rowOf(failed.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: clock.now(),
    });
    expect(await runIntentsOnce(db, worker({ send: async () => ({}) }))).toMatchObject({ done: 1 });
    void shipment;
  });

  test.each([
    [{ action: 'retry', id: 2147483647 }, 404],
    [{ action: 'list', kind: 'invoice.print' }, 400],
    [{ action: 'list', kind: 'invoic' }, 400],
    [{ action: 'list', host: 'nowhere.example' }, 404],
    [{ action: 'retry' }, 400],
    [{ action: 'retry', id: 2147483648 }, 400],
    [{ action: 'retry', id: 1.5 }, 400],
    [{ action: 'remove', id: 1 }, 400],
  ])('%j answers %i with a message', async (body, status) => {
    const reply = await ask(body);
    expect(reply.status).toBe(status);
    expect(reply.body.msg).toBeTruthy();
  });

  test('a done intent is not sent again', async () => {
    const { id } = await enqueueIntent(db, intent('DONE1'));
    await runIntentsOnce(db, worker({ send: async () => ({}) }));
    const reply = await ask({ action: 'retry', id });
    expect(reply.status).toBe(409);
    expect((await rowOf(id)).status).toBe('done');
  });

  test('as typed: `intents list` and `intents retry`', async () => {
    const failed = await enqueueIntent(db, intent('CLI1'));
    await enqueueIntent(db, intent('CLI2', { kind: 'shipment.create', orderId: null }));
    await db
      .update(providerIntents)
      .set({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'refused: 統一編號不正確' })
      .where(eq(providerIntents.id, failed.id));
    const cli = await operatorServer(intentsRoute);
    try {
      const list = await cli.run('intents', 'list', '--failed', '--kind', 'invoice');
      expect(list).toEqual({
        code: 0,
        stderr: '',
        stdout: expect.stringMatching(
          new RegExp(
            `^#${failed.id} invoice\\.issue shop ${shopId} .+ order ${order.orderNo} key CLI1: ` +
              `failed after ${MAX_ATTEMPTS} attempts \\(refused: 統一編號不正確\\)\\n$`,
          ),
        ),
      });
      const none = await cli.run('intents', 'list', '--host', 'shop2.localhost');
      expect(none.stdout).toBe('No intents match.\n');
      const retry = await cli.run('intents', 'retry', '--id', String(failed.id));
      expect(retry.code).toBe(0);
      expect(retry.stdout).toMatch(
        new RegExp(`^Sending again: #${failed.id} invoice\\.issue .+: pending, next try `),
      );
      expect((await rowOf(failed.id)).status).toBe('pending');
      const bad = await cli.run('intents', 'retry', '--id', 'x');
      expect(bad.code).not.toBe(0);
      expect(bad.stderr).toMatch(/id: 請以 --id 指定一筆（正整數）/);
    } finally {
      await cli.close();
    }
  }, 120_000);
});
