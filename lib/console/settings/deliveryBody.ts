import type { SettingsView } from '../contract/settingsView';
import { checked, numberOf } from './formValues';

type Branch = SettingsView['deliveries'][number]['branches'][number];

/** A pickup branch as the form's textarea holds it, one a line: 名稱|地址|10:00-21:00. */
export const branchLine = (b: Branch): string => `${b.name}|${b.address}|${b.opens}-${b.closes}`;

/**
 * What the delivery form saves: a new one without `id`. An empty fee is 0; an empty free-shipping
 * threshold, and the chain of a delivery that is no convenience store's, are left out. Branch lines
 * go as typed, blank ones dropped: the API reads them, and refuses one it cannot in its own words.
 */
export function deliveryBody(data: FormData, id?: number) {
  const freeOver = numberOf(data, 'freeOver');
  return {
    action: 'save' as const,
    ...(id === undefined ? {} : { id }),
    name: String(data.get('name') ?? ''),
    type: String(data.get('type') ?? ''),
    ...(data.get('chain') ? { chain: String(data.get('chain')) } : {}),
    fee: numberOf(data, 'fee') ?? 0,
    ...(freeOver === undefined ? {} : { freeOver }),
    collection: checked(data, 'collection'),
    enabled: checked(data, 'enabled'),
    branches: String(data.get('branches') ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  };
}
