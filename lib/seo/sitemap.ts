export type SitemapEntry = { url: string; lastModified?: string; priority?: number };

/** Paths a crawler has no business in: personal, or only meaningful in a shopping session. */
const PRIVATE_PATHS = ['/checkout', '/profile', '/order/', '/auth/', '/cart'];

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** A sitemaps.org urlset of the given pages. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified, priority }) => {
    const fields = [`<loc>${escapeXml(url)}</loc>`];
    if (lastModified) fields.push(`<lastmod>${escapeXml(lastModified)}</lastmod>`);
    if (priority !== undefined) fields.push(`<priority>${priority.toFixed(1)}</priority>`);
    return `  <url>${fields.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt of an open shop: everything public may be crawled, and the sitemap says what there is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** robots.txt of a shop with online shopping off: it has no pages worth indexing. */
export const CLOSED_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
