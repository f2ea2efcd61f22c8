import type { ContentChoices, StoredNavItem } from './types';

/** The request body of an entry: the activity by id, the page by key, only the fields its type has. */
export function navItemBody(item: StoredNavItem) {
  switch (item.type) {
    case 'allProduct':
      return { type: item.type };
    case 'ecommerceActivity':
      return { type: item.type, name: item.name, ecommerceActivityId: item.ecommerceActivityId };
    case 'ecommercePage':
      return { type: item.type, name: item.name, pageKey: item.ecommercePage?.key ?? '' };
    case 'link':
      return { type: item.type, name: item.name, url: item.url ?? '' };
  }
}

/**
 * A new entry of a type, named after what it links to: the shop's first activity or page. A type
 * with nothing to link to (no activity, no page) adds nothing.
 */
export function newNavItem(type: StoredNavItem['type'], choices: ContentChoices): StoredNavItem | null {
  const base = { url: null, ecommerceActivityId: null, ecommercePage: null };
  switch (type) {
    case 'allProduct':
      return { ...base, type, name: '所有類別' };
    case 'ecommerceActivity': {
      const activity = choices.activities[0];
      return activity ? { ...base, type, name: activity.name, ecommerceActivityId: activity.id } : null;
    }
    case 'ecommercePage': {
      const page = choices.pages[0];
      return page ? { ...base, type, name: page.title, ecommercePage: { key: page.key } } : null;
    }
    case 'link':
      return { ...base, type, name: '', url: 'https://' };
  }
}
