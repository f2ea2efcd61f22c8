import { settingsSaveRoute } from '@/lib/server/console/settings/route';

export const PUT = settingsSaveRoute('cashback');
