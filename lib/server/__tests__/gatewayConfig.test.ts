/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { POST as gatewayRoute } from '@/app/api-auth/operator/gateway/route';
import { POST as logisticsRoute } from '@/app/api-auth/operator/logistics/route';
import { POST as paymentInfoRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/paymentInfo/route';
import { GET as paymentTypesRoute } from '@/app/api-client/[shopId]/ecommercePaymentConfig/types/route';
import { PaymentConfigTypesSchema, PaymentInfoSchema } from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import { logisticsConfigs, paymentConfigs } from '@/lib/server/db/schema';
import {
  configureGateway,
  KEYS_INVALID,
  OperatorGatewayBodySchema,
} from '@/lib/server/payments/operatorConfig';
import { configureLogistics, OperatorLogisticsBodySchema } from '@/lib/server/logistics/operatorConfig';
import { SANDBOX_NOT_ALLOWED } from '@/lib/server/payments/sandbox/gateway';
import { DomainError } from '@/lib/server/kernel/errors';
import { testDb } from '@/lib/server/testing/db';
import type { Change } from '@/lib/revalidate/change';
import { onChange } from '@/lib/revalidate/hub';
import { bearer, fromAddress, get, post } from './authHelpers';
import { expectError, shopIds, type ShopIds } from './helpers';
import { created, deliveryId, newShopper, order, RECEIVER, stockIds } from './orderHelpers';

let db: Db;
let ids: ShopIds;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
}, 60_000);

afterAll(() => closeDb());

const NEWEBPAY_KEYS = {
  merchantId: 'MS123456789',
  hashKey: '12345678901234567890123456789012',
  hashIV: '1234567890123456',
};

const gateway = (body: object) => configureGateway(db, OperatorGatewayBodySchema.parse(body));

async function configOf(type: string) {
  const [row] = await db
    .select()
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.shopId, Number(ids.s2)), eq(paymentConfigs.type, type)));
  return row!;
}

describe('switching a payment type to a gateway', () => {
  test('real keys replace the sandbox: payments then go to the provider, and no answer holds a key', async () => {
    const answer = await gateway({
      host: 'shop2.localhost',
      type: 'newebpay',
      provider: 'newebpay',
      environment: 'test',
      credentials: NEWEBPAY_KEYS,
    });
    expect(JSON.stringify(answer)).not.toContain(NEWEBPAY_KEYS.hashKey);
    expect(await configOf('newebpay')).toMatchObject({ gateway: 'newebpay', environment: 'test' });

    const s = await newShopper(db, 'shop2.localhost', ids.s2);
    const [stock] = await stockIds(ids.s2, 'p-gift-coffee');
    const home = await deliveryId(ids.s2, '宅配到府');
    const o = created(
      await order(s, {
        productStocks: [{ id: stock!, quantity: 1 }],
        delivery: home,
        paymentType: 'newebpay',
        ...RECEIVER,
      }),
    );
    const reply = await post(
      paymentInfoRoute,
      { shopId: ids.s2, id: String(o.id) },
      {
        clientBackURL: 'http://shop2.localhost/checkout',
        clientCompleteURL: `http://shop2.localhost/order/complete/${o.id}`,
      },
      bearer(s.token),
    );
    expect(reply.status).toBe(200);
    const info = PaymentInfoSchema.parse(reply.body);
    expect(info).toMatchObject({ kind: 'form', action: 'https://ccore.newebpay.com/MPG/mpg_gateway' });
    expect(JSON.stringify(info)).not.toContain(NEWEBPAY_KEYS.hashKey);

    const types = await get(paymentTypesRoute, { shopId: ids.s2 });
    expect(JSON.stringify(types.body)).not.toContain(NEWEBPAY_KEYS.hashKey);
    expect(PaymentConfigTypesSchema.parse(types.body).types).toContain('newebpay');
  });

  test.each([
    ['no keys', undefined],
    ['a hash key of the wrong length', { ...NEWEBPAY_KEYS, hashKey: 'short' }],
    ['keys of another provider', { channelId: '1', channelSecret: 'x' }],
  ])('%s: refused, nothing changed', async (_, credentials) => {
    const before = await configOf('newebpay');
    await expect(
      gateway({ host: 'shop2.localhost', type: 'newebpay', provider: 'newebpay', credentials }),
    ).rejects.toEqual(new DomainError('invalid', KEYS_INVALID));
    expect(await configOf('newebpay')).toEqual(before);
  });

  test("back to the sandbox with the shop's one set of sandbox keys; a type can be switched off", async () => {
    const sandboxKeys = (await configOf('linepay')).credentials;
    await gateway({ host: 'shop2.localhost', type: 'newebpay', provider: 'sandbox' });
    // The sandbox finds a merchant by its id: every type of the shop keeps the same keys.
    expect(await configOf('newebpay')).toMatchObject({ gateway: 'sandbox', credentials: sandboxKeys });

    await gateway({ host: 'shop2.localhost', type: 'linepay', provider: 'sandbox', enable: false });
    const types = PaymentConfigTypesSchema.parse((await get(paymentTypesRoute, { shopId: ids.s2 })).body);
    expect(types.types).not.toContain('linepay');
  });

  test('a type the shop never had is added, Ibon with its NT$15 fee', async () => {
    await gateway({ host: 'shop2.localhost', type: 'Ibon', provider: 'sandbox' });
    expect(await configOf('Ibon')).toMatchObject({ gateway: 'sandbox', fee: 15, enable: true });
  });

  test.each([
    ['an offline type', { host: 'localhost', type: 'COD', provider: 'sandbox' }],
    ['an unknown provider', { host: 'localhost', type: 'newebpay', provider: 'paypal' }],
    [
      'an unknown environment',
      { host: 'localhost', type: 'newebpay', provider: 'sandbox', environment: 'live' },
    ],
  ])('%s is refused by the schema', (_, body) => {
    expect(OperatorGatewayBodySchema.safeParse(body).success).toBe(false);
  });

  test('the sandbox is refused where it is not switched on, and keeps taking nothing', async () => {
    delete process.env.PAYMENT_SANDBOX;
    try {
      await expect(gateway({ host: 'shop2.localhost', type: 'jkos', provider: 'sandbox' })).rejects.toEqual(
        new DomainError('invalid', SANDBOX_NOT_ALLOWED),
      );
      // A shop still configured with it offers no online type.
      const types = PaymentConfigTypesSchema.parse((await get(paymentTypesRoute, { shopId: ids.s1 })).body);
      expect(types.types.filter((t) => !['COD', 'atm', 'free'].includes(t))).toEqual([]);
    } finally {
      process.env.PAYMENT_SANDBOX = '1';
    }
  });

  test('an unknown host is a 404', async () => {
    await expect(
      gateway({ host: 'nowhere.example', type: 'newebpay', provider: 'sandbox' }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('the store map provider', () => {
  const logistics = (body: object) => configureLogistics(db, OperatorLogisticsBodySchema.parse(body));

  test('ECPay needs its keys; the sandbox needs none', async () => {
    await expect(logistics({ host: 'shop2.localhost', provider: 'ecpay' })).rejects.toEqual(
      new DomainError('invalid', KEYS_INVALID),
    );
    await logistics({
      host: 'shop2.localhost',
      provider: 'ecpay',
      environment: 'production',
      credentials: NEWEBPAY_KEYS,
    });
    const [row] = await db
      .select()
      .from(logisticsConfigs)
      .where(eq(logisticsConfigs.shopId, Number(ids.s2)));
    expect(row).toMatchObject({ provider: 'ecpay', environment: 'production' });
    await logistics({ host: 'shop2.localhost', provider: 'sandbox' });
    const [back] = await db
      .select()
      .from(logisticsConfigs)
      .where(eq(logisticsConfigs.shopId, Number(ids.s2)));
    expect(back).toMatchObject({ provider: 'sandbox', credentials: null });
  });
});

describe('the operator endpoints', () => {
  const SECRET = 'gateway-endpoint-secret';
  const operator = { 'x-operator-secret': SECRET, ...fromAddress('127.0.0.1') };
  beforeAll(() => {
    process.env.OPERATOR_SECRET = SECRET;
  });

  test("refresh the changed shop's caches (checkout reads its payment types and store map from them)", async () => {
    const heard: Change[] = [];
    const stop = onChange((change) => void heard.push(change));
    try {
      const switched = await post(
        gatewayRoute,
        {},
        { host: 'shop2.localhost', type: 'jkos', provider: 'sandbox' },
        operator,
      );
      expect(switched.status).toBe(200);
      expect(switched.body).toMatchObject({ changedShops: [Number(ids.s2)], type: 'jkos' });
      const mapped = await post(
        logisticsRoute,
        {},
        { host: 'shop2.localhost', provider: 'sandbox' },
        operator,
      );
      expect(mapped.status).toBe(200);
      expect(heard.map((c) => c.shops)).toEqual([[Number(ids.s2)], [Number(ids.s2)]]);
      expect(heard[0]!.tags).toContain(`shop:${ids.s2}`);

      // Refused: wrong secret, keys that do not fit. Nothing changed, so nothing is refreshed.
      expectError(
        await post(
          gatewayRoute,
          {},
          { host: 'shop2.localhost', type: 'jkos', provider: 'sandbox' },
          {
            'x-operator-secret': 'wrong',
          },
        ),
        403,
      );
      expectError(
        await post(logisticsRoute, {}, { host: 'shop2.localhost', provider: 'ecpay' }, operator),
        400,
      );
      expect(heard).toHaveLength(2);
    } finally {
      stop();
    }
  });
});
