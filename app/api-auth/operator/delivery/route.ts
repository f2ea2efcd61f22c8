import { operatorActionRoute } from '@/lib/server/operator/route';
import { changeDelivery, DeliveryBodySchema } from '@/lib/server/operator/deliveries';

export const POST = operatorActionRoute(DeliveryBodySchema, changeDelivery);
