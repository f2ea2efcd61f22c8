import { createHash } from 'node:crypto';
import { TAG_MANAGER_HEADER as markedByProxy } from '../../tenancy/pageMarks';
import { cameOverHttps, inlineScriptHashes, pagePolicy, TAG_MANAGER_HEADER } from './policy.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  test('hashes every inline script a browser runs, as written, once each', () => {
    const html =
      '<head><script>self.__next_f=[]</script></head><body><p>茶</p>' +
      '<script type="text/javascript">a("中文")</script><script>self.__next_f=[]</script>' +
      "<SCRIPT type='module'>import x from '/x.js'</SCRIPT><script async>\n b()\n</script ></body>";
    expect(inlineScriptHashes(html)).toEqual([
      hash('self.__next_f=[]'),
      hash('a("中文")'),
      hash("import x from '/x.js'"),
      hash('\n b()\n'),
    ]);
  });

  test('leaves out scripts loaded from a file and data blocks (JSON-LD), which script-src does not govern', () => {
    const html =
      '<script src="/_next/static/a.js" async></script><script async="" src="/b.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script type="application/json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  test('an empty inline script still has its hash (a browser would run it)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([hash('')]);
  });
});

describe('pagePolicy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  test('scripts: the site and the listed hashes only; no inline or eval allowance', () => {
    const policy = pagePolicy({ scriptHashes: ["'sha256-abc='", "'sha256-def='"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  test('cannot be framed, embeds no plugins, keeps its base; YouTube is the only frame it shows', () => {
    const policy = pagePolicy({ scriptHashes: [] });
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
    ]);
  });

  test('Tag Manager is allowed only for a shop that uses it', () => {
    expect(pagePolicy({ scriptHashes: [] })).not.toContain('googletagmanager');
    const withTags = pagePolicy({ scriptHashes: [], tagManager: true });
    expect(directive(withTags, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(withTags, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  test('the middleware and the server name the Tag Manager mark alike', () => {
    expect(TAG_MANAGER_HEADER).toBe(markedByProxy);
  });
});

describe('cameOverHttps', () => {
  test.each([
    [{ encrypted: true, forwardedProto: undefined, trustedHops: 0 }, true],
    [{ encrypted: false, forwardedProto: undefined, trustedHops: 0 }, false],
    // A client's own header counts for nothing without a trusted proxy.
    [{ encrypted: false, forwardedProto: 'https', trustedHops: 0 }, false],
    [{ encrypted: false, forwardedProto: 'https', trustedHops: 1 }, true],
    [{ encrypted: false, forwardedProto: 'HTTPS', trustedHops: 1 }, true],
    // The proxy appended what it saw after the client's forged value.
    [{ encrypted: false, forwardedProto: 'https, http', trustedHops: 1 }, false],
    [{ encrypted: false, forwardedProto: 'https, http', trustedHops: 2 }, true],
    [{ encrypted: false, forwardedProto: 'https', trustedHops: 3 }, true],
  ])('%o → %p', (request, expected) => expect(cameOverHttps(request)).toBe(expected));
});
