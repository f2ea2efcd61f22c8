'use client';
import type { CarouselItem, NewsCard, StoredPageArea } from '@/lib/api/contract';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import type { ContentChoices } from '@/lib/console/content/types';
import { buttonSecondary } from '../styles';
import { Fieldset, firstRef, ListControls, moved, PictureField, RefPicker, TextField } from './fields';

type Props<A> = { shopId: number; area: A; choices: ContentChoices; onChange: (area: A) => void };
type Of<T extends StoredPageArea['type']> = Extract<StoredPageArea, { type: T }>;

/** The fields of one area, by its type. */
export function AreaFields(props: Props<StoredPageArea>) {
  const { area } = props;
  switch (area.type) {
    case 'banner':
    case 'marketing':
      return <SlidesFields {...(props as Props<Of<'banner' | 'marketing'>>)} />;
    case 'news':
      return <NewsFields {...(props as Props<Of<'news'>>)} />;
    case 'text':
      return (
        <div className="space-y-3">
          <TextField
            text="標題"
            value={area.text.title}
            maxLength={L.title}
            onChange={(title) => props.onChange({ ...area, text: { ...area.text, title } })}
          />
          <TextField
            text="內文"
            multiline
            value={area.text.description}
            maxLength={L.description}
            onChange={(description) => props.onChange({ ...area, text: { ...area.text, description } })}
          />
        </div>
      );
    case 'youtube':
      return (
        <TextField
          text="YouTube 影片網址"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={area.youtube.url}
          maxLength={500}
          onChange={(url) => props.onChange({ ...area, youtube: { url } })}
        />
      );
    case 'productList':
      return (
        <div className="space-y-3">
          <TextField
            text="標題（空白時用分類或活動名稱）"
            value={area.productList.title}
            maxLength={L.title}
            onChange={(title) => props.onChange({ ...area, productList: { ...area.productList, title } })}
          />
          <RefPicker
            text="列出哪個分類或活動的商品（最多 8 件）"
            value={area.productList.productType}
            choices={props.choices}
            onChange={(productType) =>
              props.onChange({ ...area, productList: { ...area.productList, productType } })
            }
          />
        </div>
      );
    case 'productTypeList':
      return <ProductTypeListFields {...(props as Props<Of<'productTypeList'>>)} />;
  }
}

function SlidesFields({ shopId, area, choices, onChange }: Props<Of<'banner' | 'marketing'>>) {
  const slides: CarouselItem[] = area.type === 'banner' ? area.banner.carousel : area.marketing.carousel;
  const set = (carousel: CarouselItem[]) =>
    onChange(
      area.type === 'banner' ? { ...area, banner: { carousel } } : { ...area, marketing: { carousel } },
    );
  const update = (i: number, slide: CarouselItem) => set(slides.map((s, j) => (j === i ? slide : s)));
  const picture = (url: string | null) => (url ? { filename: url } : null);
  const ref = firstRef(choices);
  return (
    <div className="space-y-3">
      {slides.map((slide, i) => (
        <Fieldset key={i} legend={`第 ${i + 1} 張`}>
          <ListControls
            what={`第 ${i + 1} 張`}
            index={i}
            count={slides.length}
            onMove={(to) => set(moved(slides, i, to))}
            onRemove={() => set(slides.filter((_, j) => j !== i))}
          />
          <div className="grid gap-3 md:grid-cols-2">
            <PictureField
              shopId={shopId}
              text="桌機圖片"
              value={slide.responsiveImage.webSizeImage?.filename ?? null}
              onChange={(url) =>
                update(i, {
                  ...slide,
                  responsiveImage: { ...slide.responsiveImage, webSizeImage: picture(url) },
                })
              }
            />
            <PictureField
              shopId={shopId}
              text="手機圖片"
              value={slide.responsiveImage.phoneSizeImage?.filename ?? null}
              onChange={(url) =>
                update(i, {
                  ...slide,
                  responsiveImage: { ...slide.responsiveImage, phoneSizeImage: picture(url) },
                })
              }
            />
          </div>
          <RefPicker
            text="點擊後前往"
            value={slide.universalLink}
            choices={choices}
            onChange={(universalLink) => update(i, { ...slide, universalLink })}
          />
          <TextField
            text="圖片說明（給看不到圖片的人）"
            value={slide.alt ?? ''}
            maxLength={L.alt}
            onChange={(alt) => update(i, { ...slide, alt })}
          />
        </Fieldset>
      ))}
      {slides.length < L.slides && ref ? (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() =>
            set([
              ...slides,
              { universalLink: ref, responsiveImage: { webSizeImage: null, phoneSizeImage: null }, alt: '' },
            ])
          }
        >
          新增一張
        </button>
      ) : null}
    </div>
  );
}

function NewsFields({ shopId, area, onChange }: Props<Of<'news'>>) {
  const cards = area.news.carousel;
  const set = (carousel: NewsCard[]) => onChange({ ...area, news: { carousel } });
  const update = (i: number, card: NewsCard) => set(cards.map((c, j) => (j === i ? card : c)));
  return (
    <div className="space-y-3">
      {cards.map((card, i) => (
        <Fieldset key={i} legend={`第 ${i + 1} 則報導`}>
          <ListControls
            what={`第 ${i + 1} 則報導`}
            index={i}
            count={cards.length}
            onMove={(to) => set(moved(cards, i, to))}
            onRemove={() => set(cards.filter((_, j) => j !== i))}
          />
          <TextField
            text="標題"
            value={card.title}
            maxLength={L.title}
            onChange={(title) => update(i, { ...card, title })}
          />
          <TextField
            text="摘要"
            multiline
            value={card.description}
            maxLength={L.newsDescription}
            onChange={(description) => update(i, { ...card, description })}
          />
          <TextField
            text="報導網址"
            type="url"
            placeholder="https://"
            value={card.link}
            onChange={(link) => update(i, { ...card, link })}
          />
          <PictureField
            shopId={shopId}
            text="報導圖片"
            value={card.image?.filename ?? null}
            onChange={(url) => update(i, { ...card, image: url ? { filename: url } : null })}
          />
        </Fieldset>
      ))}
      {cards.length < L.cards ? (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => set([...cards, { image: null, title: '', description: '', link: '' }])}
        >
          新增一則報導
        </button>
      ) : null}
    </div>
  );
}

function ProductTypeListFields({ area, choices, onChange }: Props<Of<'productTypeList'>>) {
  const items = area.productTypeList.items;
  const set = (next: typeof items) =>
    onChange({ ...area, productTypeList: { ...area.productTypeList, items: next } });
  const ref = firstRef(choices);
  return (
    <div className="space-y-3">
      <TextField
        text="標題"
        value={area.productTypeList.title}
        maxLength={L.title}
        onChange={(title) => onChange({ ...area, productTypeList: { ...area.productTypeList, title } })}
      />
      {items.map((item, i) => (
        <div key={i} className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <RefPicker
              text={`第 ${i + 1} 個推薦`}
              value={item}
              choices={choices}
              onChange={(r) => set(items.map((x, j) => (j === i ? r : x)))}
            />
          </div>
          <ListControls
            what={`第 ${i + 1} 個推薦`}
            index={i}
            count={items.length}
            onMove={(to) => set(moved(items, i, to))}
            onRemove={() => set(items.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {items.length < L.items && ref ? (
        <button type="button" className={buttonSecondary} onClick={() => set([...items, ref])}>
          新增推薦
        </button>
      ) : null}
    </div>
  );
}
