import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ConsoleShell } from '../_components/ConsoleShell';
import { AreasEditor } from '@/components/console/content/AreasEditor';
import { CustomPages } from '@/components/console/content/CustomPages';
import { FooterEditor } from '@/components/console/content/FooterEditor';
import { LookEditor } from '@/components/console/content/LookEditor';
import { NavEditor } from '@/components/console/content/NavEditor';
import { SidebarEditor } from '@/components/console/content/SidebarEditor';
import { RenewSession } from '@/components/console/RenewSession';
import { card, sectionTitle } from '@/components/console/styles';
import { consolePath } from '@/lib/console/names';
import { contentChoices } from '@/lib/server/content/choices';
import { listCustomPages } from '@/lib/server/content/customPages';
import { readFooter } from '@/lib/server/content/footerSave';
import { readLook } from '@/lib/server/shops/look';
import { readNav } from '@/lib/server/content/navSave';
import { HOME_KEY, readConsolePage } from '@/lib/server/content/pageSave';
import { readSidebar } from '@/lib/server/content/sidebarSave';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';

export const metadata: Metadata = { title: '內容' };

const SECTIONS = [
  ['home', '首頁區塊'],
  ['nav', '導覽與熱門'],
  ['sidebar', '側欄'],
  ['footer', '頁尾'],
  ['pages', '自訂頁面'],
  ['look', '外觀與頁面圖示'],
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4">
      <h2 id={`${id}-title`} className={`${sectionTitle} mb-3 text-lg`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The shop's content: the home page's areas, navigation, sidebar, footer, custom pages and look. */
export default async function ConsoleContentPage({ params }: { params: Promise<{ host: string }> }) {
  const { db, shop, session } = await consolePage((await params).host);
  if (!session) return <RenewSession shopId={shop.id} />;
  if (!mayUse(session, 'content'))
    return (
      <ConsoleShell session={session} current="content">
        <p className={`${card} text-sm text-muted`}>您的角色無法編輯內容。</p>
      </ConsoleShell>
    );
  const [home, choices, nav, sidebar, footer, pages, look] = await Promise.all([
    readConsolePage(db, shop.id, HOME_KEY),
    contentChoices(db, shop.id),
    readNav(db, shop.id),
    readSidebar(db, shop.id),
    readFooter(db, shop.id),
    listCustomPages(db, shop.id),
    readLook(db, shop.id),
  ]);
  return (
    <ConsoleShell session={session} current="content">
      <h1 className="text-xl font-semibold text-ink">內容</h1>
      <nav aria-label="內容區段" className="mt-3 flex flex-wrap gap-2 text-sm">
        {SECTIONS.map(([id, title]) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-lg border border-line bg-white px-3 py-1.5 text-ink hover:bg-highlight"
          >
            {title}
          </a>
        ))}
      </nav>
      <div className="mt-6 space-y-10">
        <Section id="home" title="首頁區塊">
          <AreasEditor
            shopId={shop.id}
            initial={home}
            choices={choices}
            previewHref={consolePath(`/content/preview?key=${HOME_KEY}`)}
            liveHref="/"
          />
        </Section>
        <Section id="nav" title="導覽與熱門">
          <div className={card}>
            <NavEditor shopId={shop.id} initial={nav} choices={choices} />
          </div>
        </Section>
        <Section id="sidebar" title="側欄">
          <div className={card}>
            <SidebarEditor shopId={shop.id} initial={sidebar} choices={choices} />
          </div>
        </Section>
        <Section id="footer" title="頁尾">
          <div className={card}>
            <FooterEditor shopId={shop.id} initial={footer} />
          </div>
        </Section>
        <Section id="pages" title="自訂頁面">
          <div className={card}>
            <CustomPages shopId={shop.id} initial={pages} />
          </div>
        </Section>
        <Section id="look" title="外觀與頁面圖示">
          <div className={card}>
            <LookEditor shopId={shop.id} initial={look} cssEditable={session.staff.role === 'owner'} />
          </div>
        </Section>
      </div>
    </ConsoleShell>
  );
}
