import { route } from '@/lib/server/http/route';
import { handleSandboxApi } from '@/lib/server/line/sandbox/api';

export const POST = route(({ db, request }) => handleSandboxApi(db, request));
