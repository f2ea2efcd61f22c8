import { z } from 'zod';
import { name as nameOf } from '@/lib/catalog/fields';
import { KeyFieldSchema, PictureFieldSchema, RowIdSchema, VersionSchema } from './fields';

/** Names follow the catalog's rule (lib/catalog/fields.ts). */
const name = nameOf();

export const CategoryCreateSchema = z.strictObject({
  name,
  key: KeyFieldSchema.optional(),
  image: PictureFieldSchema.optional(),
  /** The group it is listed under; null: none. */
  groupId: RowIdSchema.nullable().optional(),
});
export type CategoryCreate = z.output<typeof CategoryCreateSchema>;

/** Only the fields sent change. */
export const CategoryEditSchema = CategoryCreateSchema.partial().extend({ version: VersionSchema });
export type CategoryEdit = z.output<typeof CategoryEditSchema>;

export const GroupCreateSchema = z.strictObject({ name, key: KeyFieldSchema.optional() });
export type GroupCreate = z.output<typeof GroupCreateSchema>;

export const GroupEditSchema = GroupCreateSchema.partial().extend({ version: VersionSchema });
export type GroupEdit = z.output<typeof GroupEditSchema>;
