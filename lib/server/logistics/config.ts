import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { logisticsConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import type { GatewayEnvironment } from '../payments/gateway';
import { ECPAY_MAP_ENDPOINTS } from './ecpay/map';
import { sandboxAllowed } from '../payments/sandbox/gateway';
import { SANDBOX_MAP_PATH } from './sandbox/storeMap';

export const EcpayLogisticsCredentialsSchema = z.object({
  merchantId: z.string().min(1),
  hashKey: z.string().min(1),
  hashIV: z.string().min(1),
});

const MAP_NOT_READY = '此商店尚未開放超商取貨門市選擇';

/**
 * Where the shop's store map is and the MerchantID it is opened with. A shop without a logistics
 * config has no map at all: the sandbox is chosen, never fallen back to, as its stores are made up.
 */
export async function storeMapOf(
  db: DbOrTx,
  shopId: number,
  origin: string,
): Promise<{ action: string; merchantId: string }> {
  const [config] = await db.select().from(logisticsConfigs).where(eq(logisticsConfigs.shopId, shopId));
  if (!config) throw new DomainError('unavailable', MAP_NOT_READY);
  if (config.provider === 'sandbox') {
    if (!sandboxAllowed()) throw new DomainError('unavailable', MAP_NOT_READY);
    return { action: `${origin}${SANDBOX_MAP_PATH}`, merchantId: `SANDBOXMAP${shopId}` };
  }
  const keys = EcpayLogisticsCredentialsSchema.safeParse(config.credentials);
  if (!keys.success) throw new DomainError('unavailable', MAP_NOT_READY);
  return {
    action: ECPAY_MAP_ENDPOINTS[config.environment as GatewayEnvironment],
    merchantId: keys.data.merchantId,
  };
}
