import type { SocialLink } from '@/lib/api/contract';
import { copyrightText, footerSocialLinks, lineContactHref } from './socialLinks';

const shop = { name: '小島選物', OrgId: 1 };

describe('footerSocialLinks', () => {
  test.each<[string, SocialLink[], string[]]>([
    ['no links', [], []],
    [
      'footer order, whatever the stored order',
      [
        { type: 'line', link: 'https://line.me/R/ti/p/@a' },
        { type: 'facebook', link: 'https://facebook.com/a' },
        { type: 'youtube', link: 'https://youtube.com/@a' },
        { type: 'instagram', link: 'https://instagram.com/a' },
      ],
      ['facebook', 'instagram', 'youtube', 'line'],
    ],
    [
      'copyright and unknown types have no icon',
      [
        { type: 'copyRight', link: '© 2026 A' },
        { type: 'tiktok', link: 'https://tiktok.com/@a' },
        { type: 'instagram', link: 'https://instagram.com/a' },
      ],
      ['instagram'],
    ],
    [
      'empty, missing and non-web links are dropped',
      [
        { type: 'facebook', link: '  ' },
        { type: 'instagram', link: null },
        { type: 'youtube', link: 'javascript:alert(1)' },
        { type: 'line', lineId: '@a' },
      ],
      [],
    ],
  ])('%s', (_, links, types) => {
    expect(footerSocialLinks(links).map((l) => l.type)).toEqual(types);
  });

  test('the first usable link of a type wins, trimmed, with its label', () => {
    const links: SocialLink[] = [
      { type: 'facebook', link: '' },
      { type: 'facebook', link: ' https://facebook.com/first ' },
      { type: 'facebook', link: 'https://facebook.com/second' },
    ];
    expect(footerSocialLinks(links)).toEqual([
      { type: 'facebook', href: 'https://facebook.com/first', label: 'Facebook' },
    ]);
  });
});

describe('copyrightText', () => {
  test.each<[string, SocialLink[], string]>([
    [
      'the merchant text',
      [{ type: 'copyRight', link: '© 2026 小島選物 All rights reserved.' }],
      '© 2026 小島選物 All rights reserved.',
    ],
    [
      'built from the name when missing',
      [{ type: 'facebook', link: 'https://facebook.com/a' }],
      '© 2031 小島選物',
    ],
    ['built from the name when blank', [{ type: 'copyRight', link: '   ' }], '© 2031 小島選物'],
    ['built from the name when null', [{ type: 'copyRight', link: null }], '© 2031 小島選物'],
  ])('%s', (_, socialLinks, text) => {
    expect(copyrightText({ socialLinks, Shop: shop }, 2031)).toBe(text);
  });
});

describe('lineContactHref', () => {
  const line = { type: 'line', link: 'https://line.me/R/ti/p/@a', lineId: '@a' };
  test.each<[string, boolean, SocialLink[], string | null]>([
    ['enabled with a LINE link', true, [line], 'https://line.me/R/ti/p/@a'],
    ['switched off', false, [line], null],
    ['enabled without a LINE entry', true, [{ type: 'facebook', link: 'https://facebook.com/a' }], null],
    ['enabled with a LINE id only', true, [{ type: 'line', lineId: '@a' }], null],
  ])('%s', (_, enable, socialLinks, href) => {
    expect(lineContactHref({ floatingButton: { enable }, socialLinks })).toBe(href);
  });
});
