import { asc, eq } from 'drizzle-orm';
import type { PaymentConfigTypes } from '@/lib/api/contract';
import { PaymentConfigSchema } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { paymentConfigs } from '../db/schema';

/** `types` lists what a shopper may pay with now; the configs include the disabled ones. */
export async function paymentConfigTypes(db: DbOrTx, shopId: number): Promise<PaymentConfigTypes> {
  const rows = await db
    .select()
    .from(paymentConfigs)
    .where(eq(paymentConfigs.shopId, shopId))
    .orderBy(asc(paymentConfigs.order), asc(paymentConfigs.id));
  const configs = rows.map((r) =>
    PaymentConfigSchema.parse({ id: r.id, type: r.type, enable: r.enable, fee: r.fee }),
  );
  return { types: configs.filter((c) => c.enable).map((c) => c.type), ecommercePaymentConfigs: configs };
}
