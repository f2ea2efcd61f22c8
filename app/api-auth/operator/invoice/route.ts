import { configureInvoice, OperatorInvoiceBodySchema } from '@/lib/server/invoices/operatorConfig';
import { operatorActionRoute } from '@/lib/server/operator/route';

export const POST = operatorActionRoute(OperatorInvoiceBodySchema, configureInvoice);
