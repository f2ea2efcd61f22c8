import { themeProbeScript } from './themeProbe';

type Listener = (event: { type: string; target: unknown }) => void;
type FakeLink = { tagName: string; getAttribute: (name: string) => string | null; sheet?: unknown };

/** Runs the script against a document holding these links, recording its capture listeners. */
function run(theme: string, links: FakeLink[] = []) {
  const listeners = new Map<string, Listener>();
  const document = {
    querySelectorAll: () => links,
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const console = { info: jest.fn(), warn: jest.fn() };
  new Function('document', 'console', themeProbeScript(theme))(document, console);
  const fire = (type: string, target: unknown) => listeners.get(type)?.({ type, target });
  return { fire, console, listeners };
}

const link = (theme: string, sheet?: unknown): FakeLink => ({
  tagName: 'LINK',
  getAttribute: (name) => (name === 'data-theme' ? theme : null),
  sheet,
});
const LOADED = '[theme] ohbot loaded';
const FAILED = '[theme] ohbot failed to load';

describe('themeProbeScript, the link already parsed (its outcome settled)', () => {
  test.each([
    ['a sheet with rules', { cssRules: { length: 9 } }, 'info', LOADED],
    ['an empty sheet (an error answer)', { cssRules: { length: 0 } }, 'warn', FAILED],
    ['no sheet', null, 'warn', FAILED],
    [
      'a sheet whose rules cannot be read (nothing arrived)',
      {
        get cssRules() {
          throw new Error('SecurityError');
        },
      },
      'warn',
      FAILED,
    ],
  ] as const)('%s: logged once, no listener left', (_, sheet, level, message) => {
    const { console, listeners } = run('ohbot', [
      link('other', { cssRules: { length: 1 } }),
      link('ohbot', sheet),
    ]);
    expect(console[level]).toHaveBeenCalledWith(message);
    expect(console.info.mock.calls.length + console.warn.mock.calls.length).toBe(1);
    expect(listeners.size).toBe(0);
  });
});

describe('themeProbeScript, the link still to come', () => {
  test.each([
    ['load', 'info', LOADED],
    ['error', 'warn', FAILED],
  ] as const)('its %s event logs once with console.%s', (type, level, message) => {
    const { fire, console, listeners } = run('ohbot');
    fire(type, link('ohbot'));
    expect(console[level]).toHaveBeenCalledWith(message);
    expect(listeners.size).toBe(0);
    fire(type, link('ohbot'));
    expect(console[level]).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['another stylesheet', link('other')],
    ['an image', { tagName: 'IMG', getAttribute: () => 'ohbot' }],
    ['no target', null],
  ])('%s is ignored and the probe keeps listening', (_, target) => {
    const { fire, console, listeners } = run('ohbot');
    fire('error', target);
    fire('load', target);
    expect(console.info).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
    expect(listeners.size).toBe(2);
  });
});

test('the theme name is written as a string literal', () => {
  expect(themeProbeScript('a"b')).toContain('("a\\"b")');
});
