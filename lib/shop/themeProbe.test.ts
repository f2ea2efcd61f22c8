import { themeProbeScript } from './themeProbe';

type Listener = (event: { type: string; target: unknown }) => void;

/** Runs the script against a document that records its capture listeners. */
function run(theme: string) {
  const listeners = new Map<string, Listener>();
  const document = {
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

const link = (theme: string) => ({
  tagName: 'LINK',
  getAttribute: (name: string) => (name === 'data-theme' ? theme : null),
});

describe('themeProbeScript', () => {
  test.each([
    ['load', 'info', '[theme] ohbot loaded'],
    ['error', 'warn', '[theme] ohbot failed to load'],
  ] as const)('the theme link’s %s event logs once with console.%s', (type, level, message) => {
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

  test('the theme name is written as a string literal', () => {
    expect(themeProbeScript('a"b')).toContain('("a\\"b")');
  });
});
