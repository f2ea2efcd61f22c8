import { operatorActionRoute } from '@/lib/server/operator/route';
import { PaymentBodySchema, setPayment } from '@/lib/server/payments/offline';

export const POST = operatorActionRoute(PaymentBodySchema, setPayment);
