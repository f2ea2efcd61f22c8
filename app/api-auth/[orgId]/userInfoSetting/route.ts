import { IdSchema } from '@/lib/api/contract';
import { param, route } from '@/lib/server/http/route';
import { userInfoSetting } from '@/lib/server/members/userInfoSetting';

export const GET = route(({ db, params }) => userInfoSetting(db, param(params, 'orgId', IdSchema)));
