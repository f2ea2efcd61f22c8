import { consoleRoute } from '@/lib/server/console/route';
import { consoleMe } from '@/lib/server/console/me';

/** GET /api-admin/{shopId}/me: who is signed in, their role, and the organisation's shops to switch to. */
export const GET = consoleRoute('orders', async ({ db, session }) => consoleMe(db, session));
