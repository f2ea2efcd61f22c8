import { consoleRoute } from '@/lib/server/console/route';
import { settingsView } from '@/lib/server/console/settings/settingsView';

/** GET /api-admin/{shopId}/settings: every setting of the shop, keys only as set or not (owners only). */
export const GET = consoleRoute('settings', async ({ db, session }) => settingsView(db, session.shop));
