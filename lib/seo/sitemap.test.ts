import { CLOSED_ROBOTS_TXT, robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  test('a urlset with one url per entry', () => {
    const xml = sitemapXml([
      { url: 'https://shop.tw/', priority: 1 },
      { url: 'https://shop.tw/product/a', lastModified: '2024-05-01', priority: 0.8 },
      { url: 'https://shop.tw/categories' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://shop.tw/</loc><priority>1.0</priority></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.tw/product/a</loc><lastmod>2024-05-01</lastmod><priority>0.8</priority></url>',
    );
    expect(xml).toContain('<url><loc>https://shop.tw/categories</loc></url>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  test.each([
    ['https://shop.tw/a?x=1&y=2', 'https://shop.tw/a?x=1&amp;y=2'],
    ['https://shop.tw/<b>', 'https://shop.tw/&lt;b&gt;'],
    [`https://shop.tw/"q'`, 'https://shop.tw/&quot;q&apos;'],
  ])('escapes %s', (url, escaped) => {
    const xml = sitemapXml([{ url }]);
    expect(xml).toContain(`<loc>${escaped}</loc>`);
  });

  test('an empty shop is still a valid urlset', () => {
    expect(sitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});

describe('robotsTxt', () => {
  const lines = robotsTxt('https://shop.tw').split('\n');

  test.each([
    'User-agent: *',
    'Allow: /',
    'Disallow: /checkout',
    'Disallow: /profile',
    'Disallow: /order/',
    'Disallow: /auth/',
    'Disallow: /cart',
    'Sitemap: https://shop.tw/sitemap.xml',
  ])('has the line %s', (line) => expect(lines).toContain(line));

  test('never shuts the whole shop out', () => expect(lines).not.toContain('Disallow: /'));

  test('a closed shop shuts everything out', () =>
    expect(CLOSED_ROBOTS_TXT.split('\n')).toEqual(['User-agent: *', 'Disallow: /', '']));
});
