import { z } from 'zod';
import { SHOP_TIME_ZONE } from '@/lib/time/taipei';
import { dayjs } from '@/lib/time/zonedDayjs';
import { activityDescription, flag, name, positiveInt } from '@/lib/catalog/fields';
import { KeyFieldSchema, PictureFieldSchema, RowIdSchema, VersionSchema } from './fields';

/** The console's form shows Taiwan's clock: a datetime-local value, minutes. */
const TAIWAN_MINUTE = 'YYYY-MM-DDTHH:mm';
const TAIWAN_MINUTE_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The moment a Taiwan time (YYYY-MM-DDTHH:mm) names, or null when it names none. */
export function fromTaiwanMinute(value: string): Date | null {
  if (!TAIWAN_MINUTE_SHAPE.test(value)) return null;
  const at = dayjs.tz(value, TAIWAN_MINUTE, SHOP_TIME_ZONE);
  // dayjs rolls 02-30 over to 03-02; a value that does not come back as typed named no real time.
  return at.isValid() && at.format(TAIWAN_MINUTE) === value ? at.toDate() : null;
}

/** A moment as the form shows it, on Taiwan's clock; empty for none. */
export const toTaiwanMinute = (at: Date | null): string =>
  at ? dayjs(at).tz(SHOP_TIME_ZONE).format(TAIWAN_MINUTE) : '';

/** Why a start and an end do not make a period, or null when they do (either may be open). */
export function periodProblem(startsAt: Date | null, endsAt: Date | null): string | null {
  return startsAt && endsAt && endsAt <= startsAt ? '結束時間須晚於開始時間' : null;
}

const TaiwanTimeSchema = z
  .string({ error: '必須是時間' })
  .transform((value, ctx) => {
    const at = fromTaiwanMinute(value);
    if (!at) ctx.addIssue({ code: 'custom', message: '須為 YYYY-MM-DDTHH:mm（台灣時間）' });
    return at ?? z.NEVER;
  })
  .nullable();

/** Names, description and switches follow the catalog's rules (lib/catalog/fields.ts). */
const fields = {
  name: name(),
  key: KeyFieldSchema.optional(),
  description: activityDescription.optional(),
  image: PictureFieldSchema.optional(),
  enable: flag.optional(),
  isStorewide: flag.optional(),
  /** From this Taiwan time (included); null: from now on. */
  startsAt: TaiwanTimeSchema.optional(),
  /** Until this Taiwan time (excluded); null: with no end. */
  endsAt: TaiwanTimeSchema.optional(),
};

export const ActivityCreateSchema = z.strictObject(fields).superRefine((a, ctx) => {
  const problem = periodProblem(a.startsAt ?? null, a.endsAt ?? null);
  if (problem) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: problem });
});
export type ActivityCreate = z.output<typeof ActivityCreateSchema>;

/** Only the fields sent change; the period is checked against the saved dates (activitySave). */
export const ActivityEditSchema = z.strictObject({
  ...fields,
  name: fields.name.optional(),
  version: VersionSchema,
});
export type ActivityEdit = z.output<typeof ActivityEditSchema>;

/**
 * Products joining or leaving the activity, each with the version the editor saw. `activityPrice`
 * (the catalog file's price rule) sells every spec of the product at it while the activity runs;
 * null sells at the usual prices; left out keeps the prices the product has.
 */
export const ActivityProductsBodySchema = z.strictObject({
  changes: z
    .array(
      z.strictObject({
        id: RowIdSchema,
        version: VersionSchema,
        inActivity: z.boolean({ error: '必須是 true 或 false' }),
        activityPrice: positiveInt.nullable().optional(),
      }),
      { error: '必須是清單' },
    )
    .min(1, { error: '至少一項' })
    .max(200, { error: '一次最多 200 項' }),
});
export type ActivityProductsBody = z.output<typeof ActivityProductsBodySchema>;

export const CandidateQuerySchema = z.strictObject({
  name: z.string().trim().max(100, { error: '最多 100 個字' }).default(''),
});
