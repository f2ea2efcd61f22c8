import { shopRoute } from '@/lib/server/http/route';
import { unbindMemberLine } from '@/lib/server/line/login';

export const DELETE = shopRoute(({ db, shop, request }) => unbindMemberLine(db, shop, request));
