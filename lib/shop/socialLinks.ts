import type { ShopConfig, SocialLink } from '@/lib/api/contract';

/** The networks the footer has icons for, in the order it shows them (spec §2 Footer). */
const FOOTER_SOCIAL_TYPES = ['facebook', 'instagram', 'youtube', 'line'] as const;
export type FooterSocialType = (typeof FOOTER_SOCIAL_TYPES)[number];

export type FooterSocialLink = { type: FooterSocialType; href: string; label: string };

const LABELS: Record<FooterSocialType, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  line: 'LINE',
};

// Links are typed in by the merchant; only web addresses may become an href, never `javascript:`.
function webHref(link: string | null | undefined): string | null {
  const href = link?.trim();
  return href && /^https?:\/\//i.test(href) ? href : null;
}

function firstHref(links: SocialLink[], type: string): string | null {
  for (const l of links) {
    if (l.type !== type) continue;
    const href = webHref(l.link);
    if (href) return href;
  }
  return null;
}

/** One icon per known network that has a usable link, in footer order. */
export function footerSocialLinks(links: SocialLink[]): FooterSocialLink[] {
  return FOOTER_SOCIAL_TYPES.flatMap((type) => {
    const href = firstHref(links, type);
    return href ? [{ type, href, label: LABELS[type] }] : [];
  });
}

/** The merchant's copyright line (kept in the `copyRight` social link), else one built from the name. */
export function copyrightText(config: Pick<ShopConfig, 'socialLinks' | 'Shop'>, year: number): string {
  const own = config.socialLinks.find((l) => l.type === 'copyRight' && l.link?.trim())?.link?.trim();
  return own ?? `© ${year} ${config.Shop.name}`;
}

/** Where the floating LINE button leads, or null when the shop has it switched off or has no LINE link. */
export function lineContactHref(config: Pick<ShopConfig, 'socialLinks' | 'floatingButton'>): string | null {
  return config.floatingButton.enable ? firstHref(config.socialLinks, 'line') : null;
}
