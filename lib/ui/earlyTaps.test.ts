import {
  EARLY_TAPS_ATTR,
  EARLY_TAPS_QUEUE,
  earlyTapScript,
  playEarlyTaps,
  REPEAT_ATTR,
  TAPPED_ATTR,
} from './earlyTaps';

/** A button in the fake page: inside a marked part or not. */
function button(inMarkedPart: boolean, repeats = false) {
  const attributes = new Set<string>(repeats ? [REPEAT_ATTR] : []);
  const node = {
    attributes,
    isConnected: true,
    inMarkedPart,
    clicks: 0,
    closest: (selector: string) =>
      selector === 'button' ? node : selector === `[${EARLY_TAPS_ATTR}]` && node.inMarkedPart ? {} : null,
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
    click: () => node.clicks++,
  };
  return node;
}

/** Runs the script against a fake document; `tap` is a click as the browser dispatches it. */
function load() {
  let capture: ((event: unknown) => void) | null = null;
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void, useCapture: boolean) => {
      expect([type, useCapture]).toEqual(['click', true]);
      capture = listener;
    },
  };
  const window: Record<string, unknown> = {};
  new Function('document', 'window', earlyTapScript())(document, window);
  const tap = (target: ReturnType<typeof button>) => {
    const event = { target, defaultPrevented: false, stopped: false };
    capture!({
      ...event,
      preventDefault: () => (event.defaultPrevented = true),
      stopImmediatePropagation: () => (event.stopped = true),
    });
    return event;
  };
  return { window, tap };
}

const root = (...buttons: ReturnType<typeof button>[]) =>
  ({
    contains: (node: unknown) => buttons.includes(node as ReturnType<typeof button>),
  }) as unknown as Element;

describe('early taps', () => {
  const globalWindow = globalThis as unknown as { window?: unknown };
  afterEach(() => delete globalWindow.window);

  it('keeps a tap on a button of a part not yet live, and lets any other through', () => {
    const { window, tap } = load();
    const early = button(true);
    const other = button(false);
    expect(tap(early)).toMatchObject({ defaultPrevented: true, stopped: true });
    expect(tap(other)).toMatchObject({ defaultPrevented: false, stopped: false });
    expect(window[EARLY_TAPS_QUEUE]).toEqual([early]);
    expect(early.attributes.has(TAPPED_ATTR)).toBe(true);
  });

  it('plays the taps kept for a part in order, one task each, and only once', () => {
    const { window, tap } = load();
    globalWindow.window = window;
    const plus = button(true, true);
    const add = button(true);
    const elsewhere = button(true);
    tap(plus);
    tap(plus);
    tap(add);
    // Tapped again while nothing seemed to happen: still one.
    expect(tap(add)).toMatchObject({ defaultPrevented: true, stopped: true });
    tap(elsewhere);
    const tasks: (() => void)[] = [];
    expect(playEarlyTaps(root(plus, add), (task) => tasks.push(task))).toBe(3);
    // Nothing is played within the call itself.
    expect(plus.clicks + add.clicks).toBe(0);
    tasks.forEach((task) => task());
    expect([plus.clicks, add.clicks, elsewhere.clicks]).toEqual([2, 1, 0]);
    expect(plus.attributes.has(TAPPED_ATTR)).toBe(false);
    expect(window[EARLY_TAPS_QUEUE]).toEqual([elsewhere]);
    expect(playEarlyTaps(root(plus, add), (task) => tasks.push(task))).toBe(0);
  });

  it('does not play a tap on a button that has left the page', () => {
    const { window, tap } = load();
    globalWindow.window = window;
    const gone = button(true);
    tap(gone);
    gone.isConnected = false;
    playEarlyTaps(root(gone), (task) => task());
    expect(gone.clicks).toBe(0);
  });

  it('plays nothing where the script never ran', () => {
    globalWindow.window = {};
    expect(playEarlyTaps(root(button(true)))).toBe(0);
  });
});
