'use client';
import { useState } from 'react';
import type { CategoriesView } from '@/lib/console/catalog/views';
import { NoticeLine } from '../NoticeLine';
import { useSave } from '../useSave';
import { CategoriesSection } from './CategoriesSection';
import { CATALOG_FIELD_NAMES } from './fieldNames';
import { GroupsSection } from './GroupsSection';

/** Categories and their groups: create, rename, picture, group, reorder, remove; each save is live at once. */
export function CategoriesEditor({ shopId, initial }: { shopId: number; initial: CategoriesView }) {
  const [view, setView] = useState(initial);
  const saving = useSave(shopId, CATALOG_FIELD_NAMES);
  return (
    <div className="space-y-8">
      <NoticeLine notice={saving.notice} />
      <CategoriesSection shopId={shopId} view={view} setView={setView} saving={saving} />
      <GroupsSection view={view} setView={setView} saving={saving} />
    </div>
  );
}
