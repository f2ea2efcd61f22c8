import { footerConfig } from '@/lib/server/config/navigation';
import { shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop }) => footerConfig(db, shop.id));
