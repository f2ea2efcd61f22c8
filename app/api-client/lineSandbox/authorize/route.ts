import { route } from '@/lib/server/http/route';
import { sandboxAuthorizeDecision, sandboxAuthorizePage } from '@/lib/server/line/sandbox/authorize';
import { readForm } from '@/lib/server/payments/sandbox/form';

export const GET = route(({ db, request }) => sandboxAuthorizePage(db, new URL(request.url).searchParams));
export const POST = route(async ({ db, request }) => sandboxAuthorizeDecision(db, await readForm(request)));
