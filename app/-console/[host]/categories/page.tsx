import type { Metadata } from 'next';
import { ConsoleShell } from '../_components/ConsoleShell';
import { ActivitiesList } from '@/components/console/catalog/ActivitiesList';
import { CategoriesEditor } from '@/components/console/catalog/CategoriesEditor';
import { RenewSession } from '@/components/console/RenewSession';
import { card } from '@/components/console/styles';
import { activitiesView, categoriesView } from '@/lib/server/catalog/edit/views';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';

export const metadata: Metadata = { title: '分類與活動' };

export default async function ConsoleCategoriesPage({ params }: { params: Promise<{ host: string }> }) {
  const { db, shop, session } = await consolePage((await params).host);
  if (!session) return <RenewSession shopId={shop.id} />;
  if (!mayUse(session, 'catalog'))
    return (
      <ConsoleShell session={session} current="categories">
        <p className={`${card} text-sm text-muted`}>您的角色無法管理分類與活動。</p>
      </ConsoleShell>
    );
  const [categories, activities] = await Promise.all([
    categoriesView(db, shop.id),
    activitiesView(db, shop.id, new Date()),
  ]);
  return (
    <ConsoleShell session={session} current="categories">
      <h1 className="text-xl font-semibold text-ink">分類與活動</h1>
      <nav aria-label="本頁段落" className="mt-2 flex flex-wrap gap-3 text-sm">
        <a href="#categories-title" className="text-primary underline">
          分類
        </a>
        <a href="#groups-title" className="text-primary underline">
          分類群組
        </a>
        <a href="#activities-title" className="text-primary underline">
          活動
        </a>
      </nav>
      <div className="mt-4 space-y-10">
        <CategoriesEditor shopId={shop.id} initial={categories} />
        <ActivitiesList shopId={shop.id} initial={activities} />
      </div>
    </ConsoleShell>
  );
}
