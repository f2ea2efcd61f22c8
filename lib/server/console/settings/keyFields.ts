import { z } from 'zod';
import { EcpayLogisticsCredentialsSchema } from '../../logistics/config';
import { InvoiceCredentialsSchema } from '../../invoices/config';
import { LineKeysSchema } from '../../line/operatorConfig';
import { EcpayCredentialsSchema } from '../../payments/ecpay/gateway';
import type { GatewayProvider } from '@/lib/console/contract/settings';
import { JkosCredentialsSchema } from '../../payments/jkos/gateway';
import { LinePayCredentialsSchema } from '../../payments/linepay/gateway';
import { NewebPayCredentialsSchema } from '../../payments/newebpay/gateway';
import { PchomePayCredentialsSchema } from '../../payments/pchomepay/gateway';
import { SMS_KEYS } from '../../sms/providers';
import type { SmsProvider } from '@/lib/console/contract/settings';

/**
 * The names of the keys each provider takes, read from the provider's own schema, so the console's
 * form asks for exactly what the save will check. Names only: no value is ever part of an answer.
 */
const fieldsOf = (schema: z.ZodType): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

export const GATEWAY_KEY_FIELDS: Record<GatewayProvider, string[]> = {
  // The sandbox makes its own keys.
  sandbox: [],
  newebpay: fieldsOf(NewebPayCredentialsSchema),
  ecpay: fieldsOf(EcpayCredentialsSchema),
  linepay: fieldsOf(LinePayCredentialsSchema),
  jkos: fieldsOf(JkosCredentialsSchema),
  pchomepay: fieldsOf(PchomePayCredentialsSchema),
};

export const LOGISTICS_KEY_FIELDS = fieldsOf(EcpayLogisticsCredentialsSchema);
export const INVOICE_KEY_FIELDS = fieldsOf(InvoiceCredentialsSchema);
export const LINE_KEY_FIELDS = fieldsOf(LineKeysSchema);
export const SMS_KEY_FIELDS = Object.fromEntries(
  Object.entries(SMS_KEYS).map(([provider, schema]) => [provider, fieldsOf(schema)]),
) as Record<SmsProvider, string[]>;
