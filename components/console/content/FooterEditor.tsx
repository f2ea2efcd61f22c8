'use client';
import { useState, type FormEvent } from 'react';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import type { FooterView } from '@/lib/console/content/types';
import { buttonPrimary, buttonSecondary } from '../styles';
import { Fieldset, ListControls, moved, Status, TextField } from './fields';
import { useSave } from './useSave';

type Link = FooterView['aboutUs'][number];
type Contact = FooterView['contactUs'][number];

function LinkList({
  legend,
  links,
  onChange,
}: {
  legend: string;
  links: Link[];
  onChange: (l: Link[]) => void;
}) {
  return (
    <Fieldset legend={legend}>
      {links.map((link, i) => (
        <div
          key={i}
          className="grid gap-2 rounded-lg bg-highlight p-3 md:grid-cols-[1fr_2fr_auto] md:items-end"
        >
          <TextField
            text={`連結 ${i + 1} 名稱`}
            value={link.name}
            maxLength={L.linkName}
            onChange={(name) => onChange(links.map((x, j) => (j === i ? { ...x, name } : x)))}
          />
          <TextField
            text="網址（本站路徑如 /page/about，或 https://…）"
            value={link.url ?? ''}
            onChange={(url) => onChange(links.map((x, j) => (j === i ? { ...x, url } : x)))}
          />
          <ListControls
            what={`${legend}連結 ${i + 1}`}
            index={i}
            count={links.length}
            onMove={(to) => onChange(moved(links, i, to))}
            onRemove={() => onChange(links.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {links.length < L.footerLinks ? (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => onChange([...links, { name: '', url: '' }])}
        >
          新增連結
        </button>
      ) : null}
    </Fieldset>
  );
}

/** The footer's blocks: 關於我們, 常見問題 (links) and 聯絡我們 (labelled lines). */
export function FooterEditor({ shopId, initial }: { shopId: number; initial: FooterView }) {
  const [footer, setFooter] = useState(initial);
  const { busy, message, save } = useSave<FooterView>(shopId, '/content/footer');
  const setContacts = (contactUs: Contact[]) => setFooter({ ...footer, contactUs });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save(footer);
    if (saved) setFooter(saved);
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <LinkList
        legend="關於我們"
        links={footer.aboutUs}
        onChange={(aboutUs) => setFooter({ ...footer, aboutUs })}
      />
      <LinkList legend="常見問題" links={footer.faq} onChange={(faq) => setFooter({ ...footer, faq })} />
      <Fieldset legend="聯絡我們">
        {footer.contactUs.map((c, i) => (
          <div
            key={i}
            className="grid gap-2 rounded-lg bg-highlight p-3 md:grid-cols-[1fr_2fr_auto] md:items-end"
          >
            <TextField
              text={`第 ${i + 1} 行標籤（如 營業時間）`}
              value={c.name}
              maxLength={L.linkName}
              onChange={(name) => setContacts(footer.contactUs.map((x, j) => (j === i ? { ...x, name } : x)))}
            />
            <TextField
              text="內容"
              value={c.text}
              maxLength={L.contactText}
              onChange={(text) => setContacts(footer.contactUs.map((x, j) => (j === i ? { ...x, text } : x)))}
            />
            <ListControls
              what={`聯絡我們第 ${i + 1} 行`}
              index={i}
              count={footer.contactUs.length}
              onMove={(to) => setContacts(moved(footer.contactUs, i, to))}
              onRemove={() => setContacts(footer.contactUs.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        {footer.contactUs.length < L.footerLinks ? (
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => setContacts([...footer.contactUs, { name: '', text: '' }])}
          >
            新增一行
          </button>
        ) : null}
      </Fieldset>
      <button type="submit" disabled={busy} className={buttonPrimary}>
        儲存頁尾
      </button>
      <Status message={message} />
    </form>
  );
}
