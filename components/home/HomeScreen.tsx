import { HomeAreas } from '@/components/home/HomeAreas';
import { getPage } from '@/lib/api/content';
import { isMissing } from '@/lib/api/result';
import { arrangeAreas } from '@/lib/home/areas';

/** The home page's areas; also the body of the 404 screen, which shares the home screen (spec §2). */
export async function HomeScreen({ shopId }: { shopId: number }) {
  const [page, error] = await getPage(shopId, 'home');
  // A home page that fails to load is only logged (spec §8); the shop frame still renders. A new shop
  // has none until its owner publishes one: nothing to log, the frame alone is its home.
  if (error !== null && !isMissing(error)) console.error(`[home] shop ${shopId}: ${error.msg}`);
  return <HomeAreas areas={page ? arrangeAreas(page.content.areas) : []} />;
}
