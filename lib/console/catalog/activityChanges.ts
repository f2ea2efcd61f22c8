import type { z } from 'zod';
import type { ActivityEditSchema } from '@/lib/console/contract/activities';
import type { ActivityDetailView } from './views';

/** What the activity form edits. */
export type ActivityFields = Pick<
  ActivityDetailView,
  'name' | 'description' | 'image' | 'enable' | 'isStorewide' | 'startsAt' | 'endsAt'
>;

/** An activity edit as the API reads it, but for the version it is sent under. */
export type ActivityChanges = Omit<z.input<typeof ActivityEditSchema>, 'version'>;

export const activityFields = (a: ActivityDetailView): ActivityFields => ({
  name: a.name,
  description: a.description,
  image: a.image,
  enable: a.enable,
  isStorewide: a.isStorewide,
  startsAt: a.startsAt,
  endsAt: a.endsAt,
});

/**
 * The fields that differ from the saved activity, as the form sends them: the API changes only the
 * fields sent, and checks a date sent against the other end as saved (lib/server/catalog/edit/
 * activitySave.ts). A date field left empty is no date (null): open at that end.
 */
export function activityChanges(saved: ActivityFields, now: ActivityFields): ActivityChanges {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof ActivityFields)[]) {
    if (now[key] === saved[key]) continue;
    out[key] = (key === 'startsAt' || key === 'endsAt') && now[key] === '' ? null : now[key];
  }
  return out as ActivityChanges;
}
