import { requestPaymentInfo } from '@/lib/api/orders';
import { goToGateway } from '@/lib/ui/hiddenFormPost';
import { orderCheckPath, orderCompletePath } from './paths';

/**
 * Starts paying an order online and leaves for the gateway. The gateway sends the shopper back to
 * the order's complete page after paying or failing, and to the order page if they leave it.
 * Answers the server's message when the payment could not be started.
 */
export async function payOrder(shopId: number, orderId: number): Promise<string | null> {
  const origin = window.location.origin;
  const [info, failure] = await requestPaymentInfo(shopId, orderId, {
    clientBackURL: `${origin}${orderCheckPath(orderId)}`,
    clientCompleteURL: `${origin}${orderCompletePath(orderId)}`,
  });
  if (failure !== null) return failure.msg;
  goToGateway(info);
  return null;
}
