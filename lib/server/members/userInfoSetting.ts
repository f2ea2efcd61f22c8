import { asc, eq } from 'drizzle-orm';
import type { UserInfoSetting } from '@/lib/api/contract';
import { UserInfoFieldSchema } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { orgs, userInfoFields } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';

export async function userInfoSetting(db: Db, orgId: number): Promise<UserInfoSetting> {
  const [org] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId));
  if (!org) throw notFound('組織');
  const rows = await db
    .select()
    .from(userInfoFields)
    .where(eq(userInfoFields.orgId, orgId))
    .orderBy(asc(userInfoFields.order), asc(userInfoFields.id));
  return {
    fields: rows.map((f) =>
      UserInfoFieldSchema.parse({
        key: f.key,
        name: f.name,
        type: f.type,
        required: f.required,
        options: f.options,
        maxLength: f.maxLength,
      }),
    ),
  };
}
