import 'server-only';
import { parseBody } from '../../http/route';
import { revalidateShops } from '../../revalidate/inRoute';
import { consoleRoute } from '../route';
import { saveSettings } from './save';
import { SETTINGS_SECTIONS, type SettingsSection } from './sections';

/**
 * PUT /api-admin/{shopId}/settings/{section}: an owner's save of one section (staff: 403). Once it
 * is committed, every cache of the shop forgets it, and of a removed domain too, so the storefront
 * shows the new settings at once. Answers the settings after.
 */
export const settingsSaveRoute = (key: SettingsSection) =>
  consoleRoute('settings', async ({ db, request, session }) => {
    const body = await parseBody(request, SETTINGS_SECTIONS[key].schema);
    const { view, removedHosts } = await saveSettings(db, session, key, body as never);
    await revalidateShops(db, [session.shop.id], removedHosts);
    return view;
  });
