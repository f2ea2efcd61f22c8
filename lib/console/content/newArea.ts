import type { StoredPageArea } from '@/lib/api/contract';
import type { AreaType } from './limits';
import { firstRef } from './refs';
import type { ContentChoices } from './types';

/**
 * A new area of a type, shown and ready to fill in. A list or a recommendation starts at the shop's
 * first category or activity; a shop with neither gets an empty link, which the API refuses until
 * one is chosen.
 */
export function newArea(type: AreaType, choices: ContentChoices): StoredPageArea {
  const ref = firstRef(choices) ?? { type: 'ecommerceCategory' as const, nanoId: '' };
  switch (type) {
    case 'banner':
      return { type, enable: true, banner: { carousel: [] } };
    case 'marketing':
      return { type, enable: true, marketing: { carousel: [] } };
    case 'news':
      return { type, enable: true, news: { carousel: [] } };
    case 'text':
      return { type, enable: true, text: { title: '', description: '' } };
    case 'youtube':
      return { type, enable: true, youtube: { url: '' } };
    case 'productList':
      return { type, enable: true, productList: { title: '', productType: ref } };
    case 'productTypeList':
      return { type, enable: true, productTypeList: { title: '精選推薦', items: [ref] } };
  }
}
