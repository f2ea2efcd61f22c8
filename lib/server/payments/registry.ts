import type { z } from 'zod';
import { DomainError } from '@/lib/server/kernel/errors';
import type { PaymentConfigRow } from './configs';
import { createEcpayGateway, EcpayCredentialsSchema } from './ecpay/gateway';
import type { Fetch, Gateway } from './gateway';
import { createJkosGateway, JkosCredentialsSchema } from './jkos/gateway';
import { createLinePayGateway, LinePayCredentialsSchema } from './linepay/gateway';
import { createNewebPayGateway, NewebPayCredentialsSchema } from './newebpay/gateway';
import { NEWEBPAY_API_BASES, newebPayRefunds } from './newebpay/refund';
import { createPchomePayGateway, PchomePayCredentialsSchema } from './pchomepay/gateway';
import { createSandboxGateway, sandboxAllowed } from './sandbox/gateway';

export const GATEWAY_NOT_READY = '此付款方式暫時無法使用，請選擇其他付款方式';

/**
 * The adapter for a shop's configured payment type. `origin` is the address this deployment is
 * reached at, where the sandbox's own hosted page and API live. A configuration whose keys do not fit the
 * provider is refused with a message that names nothing of them.
 */
export function gatewayFor(
  config: PaymentConfigRow,
  origin: string,
  fetch: Fetch = globalThis.fetch,
): Gateway {
  const { environment } = config;
  const keys = <S extends z.ZodType>(schema: S): z.output<S> => {
    const parsed = schema.safeParse(config.credentials);
    if (!parsed.success) throw new DomainError('unavailable', GATEWAY_NOT_READY);
    return parsed.data;
  };
  switch (config.gateway) {
    case 'sandbox':
      if (!sandboxAllowed()) throw new DomainError('unavailable', GATEWAY_NOT_READY);
      return createSandboxGateway({ credentials: keys(NewebPayCredentialsSchema), origin, fetch });
    case 'newebpay': {
      const credentials = keys(NewebPayCredentialsSchema);
      return {
        ...createNewebPayGateway({ environment, credentials }),
        refund: newebPayRefunds({ base: NEWEBPAY_API_BASES[environment], credentials, fetch }),
      };
    }
    case 'ecpay':
      return createEcpayGateway({ environment, credentials: keys(EcpayCredentialsSchema) });
    case 'linepay':
      return createLinePayGateway({ environment, credentials: keys(LinePayCredentialsSchema), fetch });
    case 'jkos':
      return createJkosGateway({ environment, credentials: keys(JkosCredentialsSchema), fetch });
    case 'pchomepay':
      return createPchomePayGateway({ environment, credentials: keys(PchomePayCredentialsSchema), fetch });
    default:
      throw new DomainError('unavailable', GATEWAY_NOT_READY);
  }
}
