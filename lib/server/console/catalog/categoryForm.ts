import { z } from 'zod';
import { CategorySchema } from '../../operator/catalogFile/schema';
import { VersionSchema } from '../edit';
import { KeyFieldSchema, PictureFieldSchema, RowIdSchema } from './form';

/** Names follow the catalog file's rule (lib/server/operator/catalogFile/schema.ts). */
const name = CategorySchema.shape.name;

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
