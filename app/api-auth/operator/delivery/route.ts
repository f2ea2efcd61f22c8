import { operatorActionRoute } from '@/lib/server/operator/route';
import { changeDelivery, DeliveryBodySchema } from '@/lib/server/logistics/deliveryOptions';

export const POST = operatorActionRoute(DeliveryBodySchema, changeDelivery);
