// A parsed operator command: its kind and the body its service (or endpoint) takes.
import type { z } from 'zod';
import type { CreditBodySchema } from '@/lib/server/members/credit';
import type { ImportCatalogBodySchema } from '@/lib/server/catalog/import';
import type { DeliveryBodySchema } from '@/lib/server/logistics/deliveryOptions';
import type { DomainBodySchema } from '@/lib/server/shops/domains';
import type { LimitsBodySchema } from '@/lib/server/shops/limits';
import type { ModuleBodySchema } from '@/lib/server/shops/moduleSwitch';
import type { PaymentBodySchema } from '@/lib/server/payments/offline';
import type { CreateShopBodySchema } from '@/lib/server/shops/create';
import type { StockBodySchema } from '@/lib/server/operator/stock';
import type { OperatorOrderBodySchema } from '@/lib/server/orders/transitions';
import type { OperatorReturnBodySchema } from '@/lib/server/returns/decide';
import type { OperatorGatewayBodySchema } from '@/lib/server/payments/operatorConfig';
import type { OperatorLogisticsBodySchema } from '@/lib/server/logistics/operatorConfig';
import type { OperatorSmsBodySchema } from '@/lib/server/sms/operatorConfig';
import type { OperatorLineBodySchema } from '@/lib/server/line/operatorConfig';
import type { OperatorInvoiceBodySchema } from '@/lib/server/invoices/operatorConfig';
import type { StatsBodySchema } from '@/lib/server/visits/stats';
import type { OperatorShipBodySchema } from '@/lib/server/shipments/ship';
import type { OperatorIntentsBodySchema } from '@/lib/server/operator/intents';
import type { OperatorStaffBodySchema } from '@/lib/server/staff/operatorStaff';

/** The kind is also the operator endpoint's name. */
export type Command =
  | { kind: 'order'; body: z.output<typeof OperatorOrderBodySchema> }
  | { kind: 'ship'; body: z.output<typeof OperatorShipBodySchema> }
  | { kind: 'return'; body: z.output<typeof OperatorReturnBodySchema> }
  | { kind: 'credit'; body: z.output<typeof CreditBodySchema> }
  | { kind: 'gateway'; body: z.output<typeof OperatorGatewayBodySchema> }
  | { kind: 'logistics'; body: z.output<typeof OperatorLogisticsBodySchema> }
  | { kind: 'line'; body: z.output<typeof OperatorLineBodySchema> }
  | { kind: 'invoice'; body: z.output<typeof OperatorInvoiceBodySchema> }
  | { kind: 'shop'; body: z.output<typeof CreateShopBodySchema> }
  | { kind: 'domain'; body: z.output<typeof DomainBodySchema> }
  | { kind: 'module'; body: z.output<typeof ModuleBodySchema> }
  | { kind: 'limits'; body: z.output<typeof LimitsBodySchema> }
  | { kind: 'catalog'; body: z.output<typeof ImportCatalogBodySchema> }
  | { kind: 'stock'; body: z.output<typeof StockBodySchema> }
  | { kind: 'delivery'; body: z.output<typeof DeliveryBodySchema> }
  | { kind: 'payment'; body: z.output<typeof PaymentBodySchema> }
  | { kind: 'stats'; body: z.output<typeof StatsBodySchema> }
  | { kind: 'intents'; body: z.output<typeof OperatorIntentsBodySchema> }
  | { kind: 'sms'; body: z.output<typeof OperatorSmsBodySchema> }
  | { kind: 'staff'; body: z.output<typeof OperatorStaffBodySchema> };
