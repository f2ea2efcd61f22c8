import { operatorActionRoute } from '@/lib/server/operator/route';
import { PaymentBodySchema, setPayment } from '@/lib/server/operator/payments';

export const POST = operatorActionRoute(PaymentBodySchema, setPayment);
