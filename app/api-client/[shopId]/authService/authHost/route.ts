import { authHostOf } from '@/lib/server/auth/authHost';
import { shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(async ({ request }) => ({
  host: authHostOf(request.headers, new URL(request.url).host),
}));
