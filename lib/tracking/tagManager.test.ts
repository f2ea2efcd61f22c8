import { gtmScriptUrl } from './tagManager';

test.each([
  ['GTM-ABCD123', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABCD123'],
  ['GTM-K9X2', 'https://www.googletagmanager.com/gtm.js?id=GTM-K9X2'],
  [null, null],
  ['', null],
  ['GTM-', null],
  ['gtm-abcd123', null],
  ['UA-12345-1', null],
  ['GTM-ABC', null],
  ['GTM-ABCD&x=1', null],
  ['GTM-ABCD"><script>', null],
])('gtmScriptUrl(%p) → %p', (id, url) => expect(gtmScriptUrl(id)).toBe(url));
