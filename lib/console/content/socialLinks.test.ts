import type { SocialLink } from '@/lib/api/contract';
import { socialFields, socialLinksBody, type SocialFields } from './socialLinks';

const empty: SocialFields = { facebook: '', instagram: '', youtube: '', line: '', copyRight: '' };

describe('socialFields', () => {
  test.each<[string, SocialLink[], SocialFields]>([
    ['none', [], empty],
    [
      'each type in its field, a missing link empty',
      [
        { type: 'facebook', link: 'https://fb.example/shop' },
        { type: 'line', link: null, lineId: '@shop' },
        { type: 'copyRight', link: '© 小島選物' },
      ],
      { ...empty, facebook: 'https://fb.example/shop', copyRight: '© 小島選物' },
    ],
    ['a type the form does not edit is left out', [{ type: 'tiktok', link: 'https://t.example' }], empty],
  ])('%s', (_, links, expected) => {
    expect(socialFields(links)).toEqual(expected);
  });
});

describe('socialLinksBody', () => {
  const stored: SocialLink[] = [{ type: 'line', link: 'https://line.me/old', lineId: '@shop' }];

  test.each<[string, Partial<SocialFields>, SocialLink[], SocialLink[]]>([
    ['nothing filled in saves none', {}, stored, []],
    [
      'filled in, trimmed, in the form’s order',
      { youtube: ' https://yt.example ', facebook: 'https://fb.example' },
      [],
      [
        { type: 'facebook', link: 'https://fb.example' },
        { type: 'youtube', link: 'https://yt.example' },
      ],
    ],
    ['only spaces is empty', { instagram: '   ' }, [], []],
    [
      'the LINE link keeps the LINE id the shop has',
      { line: 'https://line.me/new' },
      stored,
      [{ type: 'line', link: 'https://line.me/new', lineId: '@shop' }],
    ],
    [
      'a LINE link with no id stored has none',
      { line: 'https://line.me/new' },
      [],
      [{ type: 'line', link: 'https://line.me/new' }],
    ],
    [
      'the copyright line is one of them',
      { copyRight: '© 2026 小島' },
      [],
      [{ type: 'copyRight', link: '© 2026 小島' }],
    ],
  ])('%s', (_, fields, given, expected) => {
    expect(socialLinksBody({ ...empty, ...fields }, given)).toEqual(expected);
  });
});
