import { safeCustomCss } from '@/lib/shop/customCss';
import { cssProblem, MAX_CUSTOM_CSS } from './cssProblem';

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
])('%s', (_name, css, problem) => {
  const found = cssProblem(css);
  if (problem === null) {
    expect(found).toBeNull();
    // What is accepted is served exactly as typed.
    expect(safeCustomCss(css)).toBe(css);
  } else expect(found).toMatch(problem);
});
